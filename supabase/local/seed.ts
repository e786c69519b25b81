// The demo accounts always exist on the local server (ADR 0006 "demo accounts"). Missing ones are
// signed up through the auth service (one password hasher), then supabase/seed.sql gives the roles.

import type { AuthService } from './auth/service.ts'
import { AuthError } from './auth/errors.ts'
import type { Engine } from './engine.ts'
import { SEED_ACCOUNTS, SEED_PASSWORD } from './keys.ts'

/** Returns the e-mails of the accounts created now. */
export async function ensureSeedAccounts(engine: Engine, auth: AuthService): Promise<string[]> {
  const created: string[] = []
  for (const account of SEED_ACCOUNTS) {
    try {
      await auth.createUser(account.email, SEED_PASSWORD, { full_name: account.fullName })
      created.push(account.email)
    } catch (error) {
      if (!(error instanceof AuthError && error.code === 'user_already_exists')) throw error
    }
  }
  if (created.length > 0) await engine.execAsOwner(engine.files.seed)
  return created
}
