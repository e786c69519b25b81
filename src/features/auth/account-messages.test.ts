// eslint-disable-next-line no-restricted-imports -- the rows use supabase-js's own error classes so they match what the library produces; the app never imports it here
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES as A,
  currentPasswordErrorMessage,
  deleteAccountErrorMessage,
  newPasswordErrorMessage,
} from './account-messages'
import { AUTH_MESSAGES as M } from './error-messages'
import { TimeoutError } from './timeouts'

/** What postgrest-js answers when `fetch` itself threw (no HTTP status reached it). */
const postgrestNetwork = () => ({
  message: 'TypeError: Failed to fetch',
  details: 'TypeError: Failed to fetch',
  hint: '',
  code: '',
})

describe("currentPasswordErrorMessage ('Alterar senha', the current password)", () => {
  it.each<[string, unknown, boolean, string]>([
    [
      'wrong password',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      true,
      A.wrongPassword,
    ],
    [
      'a 400 without a known code',
      new AuthApiError('Bad request', 400, undefined),
      true,
      A.wrongPassword,
    ],
    ['offline', new AuthRetryableFetchError('Failed to fetch', 0), false, M.offline],
    ['server away', new AuthRetryableFetchError('{}', 503), true, M.generic],
    ['our time-out', new TimeoutError(15_000), true, M.timeout],
    [
      'rate limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      true,
      M.rateLimit,
    ],
    ['a bug', undefined, true, M.generic],
  ])('%s', (_, error, online, message) => {
    expect(currentPasswordErrorMessage(error, { online })).toBe(message)
  })
})

describe("newPasswordErrorMessage ('Alterar senha', saving the new one)", () => {
  it.each<[string, unknown, string]>([
    [
      'too short for the server',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      M.passwordMinLength,
    ],
    [
      'same as the current one',
      new AuthApiError(
        'New password should be different from the old password.',
        422,
        'same_password',
      ),
      M.samePassword,
    ],
    ['time-out', new TimeoutError(10_000), M.updateTimeout],
    ['network', new AuthRetryableFetchError('Failed to fetch', 0), M.connection],
  ])('%s', (_, error, message) => {
    expect(newPasswordErrorMessage(error, { online: true })).toBe(message)
  })
})

describe("deleteAccountErrorMessage ('Excluir minha conta')", () => {
  it.each<[string, unknown, boolean, string]>([
    [
      'BP002: the last admin',
      { code: 'BP002', message: 'Você é o último administrador…', details: null, hint: null },
      true,
      A.lastAdmin,
    ],
    [
      'BP016: the session ended (signed out, or a password change elsewhere)',
      { code: 'BP016', message: 'Sua sessão terminou. Entre de novo para continuar.' },
      true,
      'Sua sessão terminou. Entre de novo para continuar.',
    ],
    [
      '42501: no session reached the server',
      { code: '42501', message: 'x' },
      true,
      A.deleteSession,
    ],
    [
      'PGRST301: expired token',
      { code: 'PGRST301', message: 'JWT expired' },
      true,
      A.deleteSession,
    ],
    ['network while online', postgrestNetwork(), true, A.deleteOffline],
    ['offline', postgrestNetwork(), false, A.deleteOffline],
    ['our time-out', new TimeoutError(15_000), true, M.timeout],
    [
      'server away',
      { code: '', message: 'Service Unavailable', status: 503 },
      true,
      A.deleteFailed,
    ],
    ['another refusal', { code: 'P0001', message: 'boom' }, true, A.deleteFailed],
    ['a bug', new Error('undefined is not a function'), true, A.deleteFailed],
  ])('%s', (_, error, online, message) => {
    expect(deleteAccountErrorMessage(error, { online })).toBe(message)
  })

  it('the last-admin text names what to do first', () => {
    expect(A.lastAdmin).toBe(
      'Você é o último administrador: promova outro administrador antes de excluir sua conta.',
    )
  })
})
