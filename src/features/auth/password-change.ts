/**
 * 'Alterar senha' on the server, with the clients passed in (account-actions.ts gives the app's
 * own; the backend tests give theirs). The current password is checked by a sign-in on a separate
 * in-memory client, whose session is ended (scope 'local') as soon as the check is answered, so
 * the app's session is never replaced. Then the app's session saves the new password, and the
 * server ends every other session of the account (Supabase Auth does this on any password
 * change), leaving exactly one: the one that made the change.
 */
import type { AppSupabaseClient } from '../../lib/supabase'

export type PasswordChangeStep = 'current' | 'new'
export type PasswordChangeFailure = { step: PasswordChangeStep; error: unknown }

/** Wraps each call, e.g. with a time-out; by default the call itself. */
export type StepGuard = <T>(step: PasswordChangeStep, call: Promise<T>) => Promise<T>

export async function changePasswordWith(
  session: AppSupabaseClient,
  checker: AppSupabaseClient,
  input: { email: string; current: string; next: string },
  guard: StepGuard = (_step, call) => call,
): Promise<PasswordChangeFailure | null> {
  const signIn = checker.auth.signInWithPassword({ email: input.email, password: input.current })
  // Whenever the check answers (even after a time-out here), its session ends at once.
  const endCheck = signIn
    .then(({ data }) => (data.session ? checker.auth.signOut({ scope: 'local' }) : undefined))
    .catch(() => undefined)
  try {
    const checked = await guard('current', signIn)
    if (checked.error) return { step: 'current', error: checked.error }
  } catch (error) {
    return { step: 'current', error }
  }
  await endCheck
  try {
    const { error } = await guard('new', session.auth.updateUser({ password: input.next }))
    return error ? { step: 'new', error } : null
  } catch (error) {
    return { step: 'new', error }
  }
}
