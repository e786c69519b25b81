/**
 * The signed-in account's own actions: 'Alterar senha', 'Excluir minha conta', and its profile
 * read again. Loaded on the rider's tap (`loadAccountActions()` in index.ts).
 */
import { dropSharedRides } from '../../lib/shared-ride'
import { isOnline } from '../../lib/online'
import { forgetUserData } from '../results'
import {
  ACCOUNT_MESSAGES,
  currentPasswordErrorMessage,
  deleteAccountErrorMessage,
  newPasswordErrorMessage,
} from './account-messages'
import { useAuthStore } from './auth-store'
import { AUTH_MESSAGES } from './error-messages'
import { fail, failureContext, ok, type Outcome } from './outcome'
import { changePasswordWith, type PasswordChangeFailure } from './password-change'
import { applySignedOut, client, loadProfile, sessionClient, sideClient } from './session'
import { removeStoredSession } from './sign-out-actions'
import {
  PASSWORD_UPDATE_TIMEOUT_MS,
  SIGN_IN_TIMEOUT_MS,
  TimeoutError,
  withTimeout,
} from './timeouts'

/** The profile again from the server (a role changed by an admin shows without a new sign-in). */
export async function reloadProfile(): Promise<void> {
  const user = useAuthStore.getState().user
  if (user) await loadProfile(user, { force: true })
}

/**
 * 'Alterar senha': the current password is checked on a separate in-memory client whose session
 * ends right after (password-change.ts), then the app's session saves the new one; the server
 * ends the account's other sessions, so this one is the only one left.
 */
export async function changePassword(current: string, next: string): Promise<Outcome> {
  const email = useAuthStore.getState().user?.email
  if (!email) return fail(AUTH_MESSAGES.generic)
  if (!isOnline()) return fail(AUTH_MESSAGES.offline)
  let failure: PasswordChangeFailure | null
  try {
    const supabase = await sessionClient()
    failure = await changePasswordWith(
      supabase,
      await sideClient(),
      { email, current, next },
      (step, call) =>
        step === 'current'
          ? withTimeout(call, SIGN_IN_TIMEOUT_MS)
          : withTimeout(
              call,
              PASSWORD_UPDATE_TIMEOUT_MS,
              () => new TimeoutError(PASSWORD_UPDATE_TIMEOUT_MS),
            ),
    )
  } catch (error) {
    failure = { step: 'current', error }
  }
  if (!failure) return ok(undefined)
  return fail(
    failure.step === 'current'
      ? currentPasswordErrorMessage(failure.error, failureContext())
      : newPasswordErrorMessage(failure.error, failureContext()),
  )
}

/**
 * 'Excluir minha conta': the server deletes the account and, by cascade, every row of it
 * (refusing the last admin). Then this device lets the user go and forgets their data, unsynced
 * rows too. Offline, nothing is asked and nothing is deleted.
 */
export async function deleteAccount(): Promise<Outcome> {
  const userId = useAuthStore.getState().user?.id
  if (!userId) return fail(AUTH_MESSAGES.generic)
  if (!isOnline()) return fail(ACCOUNT_MESSAGES.deleteOffline)
  const supabase = await client()
  try {
    const answer: { error: unknown } = await withTimeout(
      supabase.rpc('delete_my_account'),
      SIGN_IN_TIMEOUT_MS,
    )
    if (answer.error) return fail(deleteAccountErrorMessage(answer.error, failureContext()))
  } catch (error) {
    return fail(deleteAccountErrorMessage(error, failureContext()))
  }
  // The owner changes first, so the sync engine never pushes or pulls for the deleted account.
  applySignedOut()
  await Promise.all([
    forgetUserData(userId).catch(() => 0),
    dropSharedRides().catch(() => undefined),
  ])
  await endLocalSession(supabase)
  return ok(undefined)
}

/**
 * The server has no session left to end: only this device's copy goes. supabase-js keeps its
 * copy when the logout call fails for another reason than 401/403/404 (a dropped connection), so
 * the stored session is removed here too and a reload cannot bring the account back.
 */
async function endLocalSession(supabase: Awaited<ReturnType<typeof client>>): Promise<void> {
  const ended = await supabase.auth
    .signOut({ scope: 'local' })
    .then(({ error }) => !error)
    .catch(() => false)
  if (!ended) removeStoredSession()
}
