/**
 * What the screens ask of Supabase Auth, each answering with the profile or the spec's pt-BR
 * message (spec 01 §7–§9). Loaded with the screens after first paint, never before.
 */
import {
  attachAnonymousResults,
  countAnonymousResults,
  forgetSyncedResults,
  forgetUserData,
  prepareSignOut,
} from '../results'
import { dropSharedRides } from '../../lib/shared-ride'
import { isOnline } from '../../lib/online'
import { removeKey } from '../../lib/storage'
import {
  ACCOUNT_MESSAGES,
  currentPasswordErrorMessage,
  deleteAccountErrorMessage,
  newPasswordErrorMessage,
} from './account-messages'
import type { Profile } from './auth-store'
import { useAuthStore } from './auth-store'
import {
  AUTH_MESSAGES,
  passwordUpdateErrorMessage,
  recoveryLinkErrorMessage,
  recoverySessionErrorMessage,
  resetRequestErrorMessage,
  signInErrorMessage,
} from './error-messages'
import { TimeoutError, withTimeout } from './error-messages-timeout'
import { changePasswordWith, type PasswordChangeFailure } from './password-change'
import { rememberEndedSession, revokeEndedSessions } from './ended-sessions'
import {
  PERSISTED_SESSION_KEY,
  readPersistedSession,
  readPersistedTokens,
  toAuthUser,
} from './persisted-session'
import { applySignedOut, applyUser, client, loadProfile, sideClient, startSession } from './session'
import { runSignUp } from './sign-up-flow'
import type { Credentials, SignUpInput } from './validation'

export { MIN_PASSWORD_LENGTH, validateNewPassword } from './validation'
export { ACCOUNT_MESSAGES } from './account-messages'

/** Spec 01 §9. */
export const RESET_REQUEST_TIMEOUT_MS = 15_000
export const PASSWORD_UPDATE_TIMEOUT_MS = 10_000
export const RECOVERY_SESSION_WAIT_MS = 1000
/** Not in the spec: sign-in and sign-up get the reset request's patience, never a spinner forever. */
const SIGN_IN_TIMEOUT_MS = 15_000

export const SIGN_OUT_MESSAGES = {
  success: 'Logout realizado com sucesso!',
  failure: 'Erro ao fazer logout',
  everywhere: 'Você saiu da conta em todos os aparelhos.',
  everywhereOffline:
    'Sem conexão. Para sair de todos os aparelhos, conecte-se à internet e tente novamente.',
} as const

/** 'Sair': this device. 'Sair de todos os aparelhos': every session of the account. */
export type SignOutScope = 'local' | 'global'

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
const fail = (message: string): Outcome<never> => ({ ok: false, message })
const context = () => ({ online: isOnline() })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sessionClient() {
  const supabase = await client()
  // The auth events must be heard before a call signs anyone in.
  await startSession()
  return supabase
}

/** Sign in with e-mail and password; answers the rider's profile for the redirect. */
export async function signIn({ email, password }: Credentials): Promise<Outcome<Profile>> {
  if (!isOnline()) return fail(AUTH_MESSAGES.offline)
  try {
    const supabase = await sessionClient()
    const { data, error } = await withTimeout(
      supabase.auth.signInWithPassword({ email: email.trim(), password }),
      SIGN_IN_TIMEOUT_MS,
    )
    if (error || !data.user) return fail(signInErrorMessage(error, context()))
    applyUser(data.user)
    return ok(await loadProfile(toAuthUser(data.user)))
  } catch (error) {
    return fail(signInErrorMessage(error, context()))
  }
}

/** Sign up (spec 01 §7 metadata); null when the server asks for an e-mail confirmation first. */
export async function signUp(input: SignUpInput): Promise<Outcome<Profile | null>> {
  if (!isOnline()) return fail(AUTH_MESSAGES.offline)
  const email = input.email.trim()
  const { password } = input
  try {
    const supabase = await sessionClient()
    let user: Parameters<typeof applyUser>[0] | null = null
    const result = await runSignUp({
      online: isOnline(),
      signUp: async () => {
        const { data, error } = await withTimeout(
          supabase.auth.signUp({
            email,
            password,
            options: {
              data: { full_name: input.fullName.trim(), person_type: 'pf', user_type: 'visitor' },
            },
          }),
          SIGN_IN_TIMEOUT_MS,
        )
        user = data.session?.user ?? null
        return { error, hasSession: data.session !== null }
      },
      signIn: async () => {
        const { data, error } = await withTimeout(
          supabase.auth.signInWithPassword({ email, password }),
          SIGN_IN_TIMEOUT_MS,
        )
        user = data.user
        return { error }
      },
    })
    if (result.kind === 'error') return fail(result.message)
    if (result.kind === 'confirm-email' || !user) return ok(null)
    applyUser(user)
    return ok(await loadProfile(toAuthUser(user)))
  } catch (error) {
    return fail(signInErrorMessage(error, context()))
  }
}

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
    return error ? fail(resetRequestErrorMessage(error, context())) : ok(undefined)
  } catch (error) {
    return fail(resetRequestErrorMessage(error, context()))
  }
}

export const RECOVERY_MESSAGES = {
  otherAccount: (email: string) =>
    `Este link de recuperação não é da conta ${email}. Nada foi alterado.`,
} as const

/** A recovery link: its token hash (the app's e-mail) or the session itself (GoTrue's hash). */
export type OpenableLink =
  | { kind: 'token-hash'; tokenHash: string }
  | { kind: 'tokens'; accessToken: string; refreshToken: string }

type AuthClient = Awaited<ReturnType<typeof sideClient>>

/**
 * The session a recovery link opened, on its own in-memory client: it only ever sets the
 * account's new password. Anyone can write a link with their own account's tokens, so it never
 * becomes the app's session (issue 31.5): what a visitor saves afterwards stays theirs.
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
    if (answer.error || !answer.data.session) {
      return fail(
        link.kind === 'token-hash'
          ? recoveryLinkErrorMessage(answer.error, context())
          : recoverySessionErrorMessage(answer.error, 'set', context()),
      )
    }
    user = answer.data.session.user
  } catch (error) {
    return fail(
      link.kind === 'token-hash'
        ? recoveryLinkErrorMessage(error, context())
        : recoverySessionErrorMessage(error, 'set', context()),
    )
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
    if (error) return fail(recoverySessionErrorMessage(error, 'check', context()))
    return data.session?.user ? ok(undefined) : fail(AUTH_MESSAGES.sessionInvalid)
  } catch (error) {
    return fail(recoverySessionErrorMessage(error, 'check', context()))
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
    if (error) return fail(passwordUpdateErrorMessage(error, context()))
  } catch (error) {
    return fail(passwordUpdateErrorMessage(error, context()))
  }
  recovery = null
  await withTimeout(link.client.auth.signOut({ scope: 'local' }), LOCAL_SIGN_OUT_WAIT_MS).catch(
    () => undefined,
  )
  const current = useAuthStore.getState().user ?? readPersistedSession()
  if (current?.id === link.userId) await endThisDevice(current.id)
  return ok(undefined)
}

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
  // A ride file shared into the app and never opened may hold a GPS track: it leaves with them.
  await Promise.all([
    forgetSyncedResults(userId).catch(() => 0),
    dropSharedRides().catch(() => undefined),
  ])
  return ok(undefined)
}

/** How long a sign-out waits for the server (or for supabase-js to let go of its lock). */
const LOCAL_SIGN_OUT_WAIT_MS = 3000

/**
 * Ends this device's session. Online, the server is asked first (`scope=local`), as supabase-js
 * does, with a short wait. Offline, or when that fails, the device forgets the session anyway:
 * its tokens are kept for a later revocation (ended-sessions.ts), the stored copy goes, the app
 * is signed out; then supabase-js, finding no stored session, asks no server: it drops its own
 * state and tells the other tabs.
 */
async function endThisDevice(userId: string): Promise<void> {
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
  // A ride file shared into the app and never opened may hold a GPS track: it leaves with them.
  await Promise.all([
    forgetSyncedResults(userId).catch(() => 0),
    dropSharedRides().catch(() => undefined),
  ])
  if (told || !supabase) return
  await withTimeout(supabase.auth.signOut({ scope: 'local' }), LOCAL_SIGN_OUT_WAIT_MS).catch(
    () => undefined,
  )
  void revokeEndedSessions(sideClient)
}

function removeStoredSession(): void {
  for (const suffix of ['', '-user', '-code-verifier'])
    removeKey(`${PERSISTED_SESSION_KEY}${suffix}`)
}

/** Results saved on this device before anyone signed in (the prompt after sign-in). */
export function countDeviceResults(): Promise<number> {
  return countAnonymousResults().catch(() => 0)
}

/** Moves this device's anonymous results into the signed-in rider's account. */
export async function attachDeviceResults(): Promise<Outcome<number>> {
  const userId = useAuthStore.getState().user?.id
  if (!userId) return fail(AUTH_MESSAGES.generic)
  try {
    return ok(await attachAnonymousResults(userId))
  } catch {
    return fail(AUTH_MESSAGES.generic)
  }
}
export { notify } from '../../ui/toast'

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
      ? currentPasswordErrorMessage(failure.error, context())
      : newPasswordErrorMessage(failure.error, context()),
  )
}

/** Not in the spec: the deletion gets the sign-in's patience. */
const DELETE_ACCOUNT_TIMEOUT_MS = 15_000

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
      DELETE_ACCOUNT_TIMEOUT_MS,
    )
    if (answer.error) return fail(deleteAccountErrorMessage(answer.error, context()))
  } catch (error) {
    return fail(deleteAccountErrorMessage(error, context()))
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
