/**
 * Spec 01 §8 for sign-up, as a plain function over two injected calls so every branch is
 * unit-tested without a network: an already-registered address tries to sign in with the same
 * password; only if that fails does the rider see 'Este email já está cadastrado…'.
 */
import { AUTH_MESSAGES, signUpFailure } from './error-messages'

export interface AuthAttempt {
  error: unknown
  /** Sign-up only: whether the server answered with a session (e-mail confirmation off). */
  hasSession?: boolean
}

export interface SignUpFlowDeps {
  signUp: () => Promise<AuthAttempt>
  signIn: () => Promise<AuthAttempt>
  online?: boolean
}

export type SignUpResult =
  | { kind: 'signed-in'; via: 'sign-up' | 'existing-account' }
  | { kind: 'confirm-email' }
  | { kind: 'error'; message: string }

const settle = (attempt: () => Promise<AuthAttempt>) =>
  attempt().catch((error: unknown): AuthAttempt => ({ error: error ?? new Error('failed') }))

export async function runSignUp(deps: SignUpFlowDeps): Promise<SignUpResult> {
  const created = await settle(deps.signUp)
  if (!created.error) {
    return created.hasSession ? { kind: 'signed-in', via: 'sign-up' } : { kind: 'confirm-email' }
  }
  const failure = signUpFailure(created.error, { online: deps.online })
  if (failure.kind === 'message') return { kind: 'error', message: failure.message }
  const retried = await settle(deps.signIn)
  return retried.error
    ? { kind: 'error', message: AUTH_MESSAGES.alreadyRegistered }
    : { kind: 'signed-in', via: 'existing-account' }
}
