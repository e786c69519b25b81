// eslint-disable-next-line no-restricted-imports -- the rows use supabase-js's own error classes so they match what the library produces; the app never imports it here
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from './error-messages'
import { runSignUp, type AuthAttempt, type SignUpResult } from './sign-up-flow'

const registered = () => new AuthApiError('User already registered', 422, 'user_already_exists')
const badLogin = () => new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')
const weak = () =>
  new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length'])
const offline = () => new AuthRetryableFetchError('Failed to fetch', 0)

const answer = (attempt: AuthAttempt | Error) => () =>
  attempt instanceof Error ? Promise.reject(attempt) : Promise.resolve(attempt)

describe('runSignUp (spec 01 §8)', () => {
  it.each<[string, AuthAttempt | Error, AuthAttempt | Error, SignUpResult, boolean]>([
    [
      'new account with a session',
      { error: null, hasSession: true },
      { error: null },
      { kind: 'signed-in', via: 'sign-up' },
      false,
    ],
    [
      'new account awaiting e-mail confirmation',
      { error: null, hasSession: false },
      { error: null },
      { kind: 'confirm-email' },
      false,
    ],
    [
      'already registered, same password: treated as success',
      { error: registered() },
      { error: null },
      { kind: 'signed-in', via: 'existing-account' },
      true,
    ],
    [
      'already registered, another password',
      { error: registered() },
      { error: badLogin() },
      { kind: 'error', message: AUTH_MESSAGES.alreadyRegistered },
      true,
    ],
    [
      'already registered, the sign-in throws',
      { error: registered() },
      new Error('boom'),
      { kind: 'error', message: AUTH_MESSAGES.alreadyRegistered },
      true,
    ],
    [
      'weak password',
      { error: weak() },
      { error: null },
      { kind: 'error', message: AUTH_MESSAGES.passwordMinLength },
      false,
    ],
    [
      'network failure',
      { error: offline() },
      { error: null },
      { kind: 'error', message: AUTH_MESSAGES.offline },
      false,
    ],
    [
      'unknown server refusal',
      { error: new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled') },
      { error: null },
      { kind: 'error', message: AUTH_MESSAGES.signUpDefault },
      false,
    ],
    [
      'the sign-up call throws',
      new TypeError('Failed to fetch'),
      { error: null },
      { kind: 'error', message: AUTH_MESSAGES.offline },
      false,
    ],
  ])('%s', async (_, signUpAnswer, signInAnswer, expected, triesSignIn) => {
    const signIn = vi.fn(answer(signInAnswer))
    await expect(runSignUp({ signUp: answer(signUpAnswer), signIn })).resolves.toEqual(expected)
    expect(signIn).toHaveBeenCalledTimes(triesSignIn ? 1 : 0)
  })
})
