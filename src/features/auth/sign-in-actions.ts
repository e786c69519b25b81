/**
 * Sign-in and sign-up, each answering with the rider's profile or the spec's pt-BR message
 * (spec 01 §7–§8). Loaded with the screens after first paint, never before.
 */
import { isOnline } from '../../lib/online'
import type { Profile } from './auth-store'
import { AUTH_MESSAGES, signInErrorMessage } from './error-messages'
import { fail, failureContext, ok, type Outcome } from './outcome'
import { toAuthUser } from './persisted-session'
import { applyUser, loadProfile, sessionClient } from './session'
import { runSignUp } from './sign-up-flow'
import { SIGN_IN_TIMEOUT_MS, withTimeout } from './timeouts'
import type { Credentials, SignUpInput } from './validation'

/** Sign in with e-mail and password; answers the rider's profile for the redirect. */
export async function signIn({ email, password }: Credentials): Promise<Outcome<Profile>> {
  if (!isOnline()) return fail(AUTH_MESSAGES.offline)
  try {
    const supabase = await sessionClient()
    const { data, error } = await withTimeout(
      supabase.auth.signInWithPassword({ email: email.trim(), password }),
      SIGN_IN_TIMEOUT_MS,
    )
    if (error || !data.user) return fail(signInErrorMessage(error, failureContext()))
    applyUser(data.user)
    return ok(await loadProfile(toAuthUser(data.user)))
  } catch (error) {
    return fail(signInErrorMessage(error, failureContext()))
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
    return fail(signInErrorMessage(error, failureContext()))
  }
}
