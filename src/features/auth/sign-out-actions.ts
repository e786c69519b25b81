/**
 * Sign-out, of this device ('Sair') or of every device ('Sair de todos os aparelhos'), and the
 * count of results that would stay behind. Loaded on the rider's tap (use-sign-out.ts).
 */
import { dropSharedRides } from '../../lib/shared-ride'
import { isOnline } from '../../lib/online'
import { removeKey } from '../../lib/storage'
import { forgetSyncedResults, prepareSignOut } from '../results'
import { useAuthStore } from './auth-store'
import { rememberEndedSession, revokeEndedSessions } from './ended-sessions'
import { fail, ok, type Outcome } from './outcome'
import { PERSISTED_SESSION_KEY, readPersistedTokens } from './persisted-session'
import { applySignedOut, client, sideClient } from './session'
import { LOCAL_SIGN_OUT_WAIT_MS, SIGN_IN_TIMEOUT_MS, withTimeout } from './timeouts'

export const SIGN_OUT_MESSAGES = {
  success: 'Logout realizado com sucesso!',
  failure: 'Erro ao fazer logout',
  everywhere: 'Você saiu da conta em todos os aparelhos.',
  everywhereOffline:
    'Sem conexão. Para sair de todos os aparelhos, conecte-se à internet e tente novamente.',
} as const

/** 'Sair': this device. 'Sair de todos os aparelhos': every session of the account. */
export type SignOutScope = 'local' | 'global'

/** How many of the signed-in rider's results exist only on this device (after one last sync). */
export async function unsyncedBeforeSignOut(): Promise<number> {
  const userId = useAuthStore.getState().user?.id
  if (!userId) return 0
  try {
    return (await prepareSignOut(userId)).unsynced
  } catch {
    return 0
  }
}

/**
 * Sign-out. Scope 'local' ('Sair') ends this device's session at once, with or without a network,
 * and never fails; the server is told when it can be. Scope 'global' ('Sair de todos os
 * aparelhos') needs the server, which ends every session of the account: offline it says so and
 * the rider stays signed in. Either way this user's synced rows leave the device and unsynced
 * ones stay, hidden, until the user returns.
 */
export async function signOut(scope: SignOutScope = 'local'): Promise<Outcome> {
  const userId = useAuthStore.getState().user?.id
  if (!userId) return ok(undefined)
  if (scope === 'local') {
    await endThisDevice(userId)
    return ok(undefined)
  }
  if (!isOnline()) return fail(SIGN_OUT_MESSAGES.everywhereOffline)
  try {
    const supabase = await client()
    const { error } = await withTimeout(
      supabase.auth.signOut({ scope: 'global' }),
      SIGN_IN_TIMEOUT_MS,
    )
    if (error) {
      return fail(isOnline() ? SIGN_OUT_MESSAGES.failure : SIGN_OUT_MESSAGES.everywhereOffline)
    }
  } catch {
    return fail(isOnline() ? SIGN_OUT_MESSAGES.failure : SIGN_OUT_MESSAGES.everywhereOffline)
  }
  applySignedOut()
  await forgetThisUser(userId)
  return ok(undefined)
}

/**
 * Ends this device's session. Online, the server is asked first (`scope=local`), as supabase-js
 * does, with a short wait. Offline, or when that fails, the device forgets the session anyway:
 * its tokens are kept for a later revocation (ended-sessions.ts), the stored copy goes, the app
 * is signed out; then supabase-js, finding no stored session, asks no server: it drops its own
 * state and tells the other tabs.
 */
export async function endThisDevice(userId: string): Promise<void> {
  const tokens = readPersistedTokens()
  const supabase = await client().catch(() => null)
  const told =
    isOnline() && supabase !== null
      ? await withTimeout(supabase.auth.signOut({ scope: 'local' }), LOCAL_SIGN_OUT_WAIT_MS)
          .then(({ error }) => !error)
          .catch(() => false)
      : false
  if (!told) {
    if (tokens) rememberEndedSession(tokens)
    removeStoredSession()
  }
  applySignedOut()
  await forgetThisUser(userId)
  if (told || !supabase) return
  await withTimeout(supabase.auth.signOut({ scope: 'local' }), LOCAL_SIGN_OUT_WAIT_MS).catch(
    () => undefined,
  )
  void revokeEndedSessions(sideClient)
}

/**
 * Forgets the stored session (and supabase-js's two companion keys) without asking the server.
 * Here, not in persisted-session.ts, which ships with the first paint.
 */
export function removeStoredSession(): void {
  for (const suffix of ['', '-user', '-code-verifier'])
    removeKey(`${PERSISTED_SESSION_KEY}${suffix}`)
}

/** Synced rows leave, and a ride file shared but never opened (it may hold a GPS track). */
async function forgetThisUser(userId: string): Promise<void> {
  await Promise.all([
    forgetSyncedResults(userId).catch(() => 0),
    dropSharedRides().catch(() => undefined),
  ])
}
