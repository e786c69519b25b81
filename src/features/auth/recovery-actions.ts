/**
 * Recovery links: the request for one ('Recuperar Senha'), opening one, and the new password it
 * sets (spec 01 §9). Loaded with the dialog and /reset-password after first paint.
 */
import { isOnline } from '../../lib/online'
import { useAuthStore } from './auth-store'
import {
  AUTH_MESSAGES,
  passwordUpdateErrorMessage,
  recoveryLinkErrorMessage,
  recoverySessionErrorMessage,
  resetRequestErrorMessage,
} from './error-messages'
import { fail, failureContext, ok, type Outcome } from './outcome'
import { readPersistedSession } from './persisted-session'
import { client, sideClient } from './session'
import { endThisDevice } from './sign-out-actions'
import {
  LOCAL_SIGN_OUT_WAIT_MS,
  PASSWORD_UPDATE_TIMEOUT_MS,
  RESET_REQUEST_TIMEOUT_MS,
  TimeoutError,
  withTimeout,
} from './timeouts'

/** Spec 01 §9: how long the opened link's session is given before it is checked. */
const RECOVERY_SESSION_WAIT_MS = 1000

export const RECOVERY_MESSAGES = {
  otherAccount: (email: string) =>
    `Este link de recuperação não é da conta ${email}. Nada foi alterado.`,
} as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The 'Recuperar Senha' dialog: a link back to this app's /reset-password. */
export async function requestPasswordReset(email: string): Promise<Outcome> {
  if (!isOnline()) return fail(AUTH_MESSAGES.connection)
  try {
    const supabase = await client()
    const { error } = await withTimeout(
      supabase.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/reset-password`,
      }),
      RESET_REQUEST_TIMEOUT_MS,
    )
    return error ? fail(resetRequestErrorMessage(error, failureContext())) : ok(undefined)
  } catch (error) {
    return fail(resetRequestErrorMessage(error, failureContext()))
  }
}

/** A recovery link: its token hash (the app's e-mail) or the session itself (GoTrue's hash). */
export type OpenableLink =
  | { kind: 'token-hash'; tokenHash: string }
  | { kind: 'tokens'; accessToken: string; refreshToken: string }

type AuthClient = Awaited<ReturnType<typeof sideClient>>

/**
 * The session a recovery link opened, on its own in-memory client: it only ever sets the
 * account's new password. Anyone can write a link with their own account's tokens, so it never
 * becomes the app's session: what a visitor saves afterwards stays theirs.
 */
let recovery: { client: AuthClient; userId: string } | null = null

/**
 * Opens a recovery link on a client of its own (see `recovery`). When the link named an account
 * (`expectedEmail`, what the question to a signed-in rider showed) and the server answers with
 * another, its session ends there and nothing changes. A rider signed in as another account, who
 * agreed to continue, is signed out of this device (as 'Sair' does: synced rows leave it,
 * unsynced ones wait hidden), so /entrar afterwards signs in with the new password.
 */
export async function openRecoveryLink(
  link: OpenableLink,
  expectedEmail: string | null,
): Promise<Outcome> {
  let side: AuthClient
  let user: { id: string; email?: string }
  const failure = (error: unknown) =>
    fail(
      link.kind === 'token-hash'
        ? recoveryLinkErrorMessage(error, failureContext())
        : recoverySessionErrorMessage(error, 'set', failureContext()),
    )
  try {
    side = await sideClient()
    const answer =
      link.kind === 'token-hash'
        ? await withTimeout(
            side.auth.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' }),
            RESET_REQUEST_TIMEOUT_MS,
          )
        : await withTimeout(
            side.auth.setSession({
              access_token: link.accessToken,
              refresh_token: link.refreshToken,
            }),
            RESET_REQUEST_TIMEOUT_MS,
          )
    if (answer.error || !answer.data.session) return failure(answer.error)
    user = answer.data.session.user
  } catch (error) {
    return failure(error)
  }
  const email = user.email?.toLowerCase() ?? ''
  if (expectedEmail !== null && email !== expectedEmail.toLowerCase()) {
    await side.auth.signOut({ scope: 'local' }).catch(() => undefined)
    return fail(RECOVERY_MESSAGES.otherAccount(expectedEmail))
  }
  const current = useAuthStore.getState().user ?? readPersistedSession()
  if (current && current.id !== user.id) await endThisDevice(current.id)
  recovery = { client: side, userId: user.id }
  return ok(undefined)
}

/** Spec 01 §9: wait 1 s, then the link's session must still hold a user. */
export async function checkRecoverySession(): Promise<Outcome> {
  await sleep(RECOVERY_SESSION_WAIT_MS)
  if (!recovery) return fail(AUTH_MESSAGES.sessionInvalid)
  try {
    const { data, error } = await recovery.client.auth.getSession()
    if (error) return fail(recoverySessionErrorMessage(error, 'check', failureContext()))
    return data.session?.user ? ok(undefined) : fail(AUTH_MESSAGES.sessionInvalid)
  } catch (error) {
    return fail(recoverySessionErrorMessage(error, 'check', failureContext()))
  }
}

/**
 * Saves the new password through the link's session (10 s time-out), then ends that session, so
 * the rider signs in with the new password on /entrar. The server ends the account's other
 * sessions on a password change: a rider signed in here as that account is signed out too.
 */
export async function updatePassword(password: string): Promise<Outcome> {
  const link = recovery
  if (!link) return fail(AUTH_MESSAGES.sessionInvalid)
  try {
    const { error } = await withTimeout(
      link.client.auth.updateUser({ password }),
      PASSWORD_UPDATE_TIMEOUT_MS,
      () => new TimeoutError(PASSWORD_UPDATE_TIMEOUT_MS),
    )
    if (error) return fail(passwordUpdateErrorMessage(error, failureContext()))
  } catch (error) {
    return fail(passwordUpdateErrorMessage(error, failureContext()))
  }
  recovery = null
  await withTimeout(link.client.auth.signOut({ scope: 'local' }), LOCAL_SIGN_OUT_WAIT_MS).catch(
    () => undefined,
  )
  const current = useAuthStore.getState().user ?? readPersistedSession()
  if (current?.id === link.userId) await endThisDevice(current.id)
  return ok(undefined)
}
