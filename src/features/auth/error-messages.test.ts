// eslint-disable-next-line no-restricted-imports -- the rows use supabase-js's own error classes and client so they match what the library produces; the app never imports it here
import {
  AuthApiError,
  AuthClient,
  AuthInvalidCredentialsError,
  AuthInvalidJwtError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { classifyAuthError } from './error-messages-classify'
import {
  AUTH_MESSAGES as M,
  passwordUpdateErrorMessage,
  recoveryLinkErrorMessage,
  recoverySessionErrorMessage,
  resetRequestErrorMessage,
  signInErrorMessage,
  signUpFailure,
} from './error-messages'
import { TimeoutError } from './timeouts'

const securityWait = () =>
  new AuthApiError(
    'For security purposes, you can only request this after 42 seconds.',
    429,
    'over_email_send_rate_limit',
  )
const abortError = () => new DOMException('This operation was aborted', 'AbortError')
const failedToFetch = () => new TypeError('Failed to fetch')
// What supabase-js makes of a `fetch` that threw: the TypeError's text, status 0.
const retryableNetwork = () => new AuthRetryableFetchError('Failed to fetch', 0)
// supabase-js 2.109 turns every 5xx into a retryable error whose message is the Response
// serialised, i.e. '{}': the status is all that is left.
const retryable = (status: number) => new AuthRetryableFetchError('{}', status)

describe('resetRequestErrorMessage: every row of spec 01 §8', () => {
  it.each<[string, unknown, string]>([
    [
      'default: an auth error without its own text',
      new AuthApiError('Signups not allowed', 422, 'signup_disabled'),
      M.resetDefault,
    ],
    ['default: a gateway error', retryable(503), M.resetDefault],
    ['timeout: our own race', new TimeoutError(15_000), M.timeout],
    [
      'timeout: AbortSignal.timeout()',
      new DOMException('signal timed out', 'TimeoutError'),
      M.timeout,
    ],
    [
      'timeout: AbortSignal.timeout() through supabase-js',
      new AuthRetryableFetchError('signal timed out', 0),
      M.timeout,
    ],
    ['timeout: 504 from the gateway', retryable(504), M.timeout],
    [
      'timeout: GoTrue request_timeout',
      new AuthApiError(
        'Processing this request timed out, please retry after a moment.',
        504,
        'request_timeout',
      ),
      M.timeout,
    ],
    [
      'user not found: code',
      new AuthApiError('User not found', 404, 'user_not_found'),
      M.userNotFound,
    ],
    [
      'user not found: legacy text',
      new AuthApiError('User not found', 400, undefined),
      M.userNotFound,
    ],
    [
      'rate limit: over_request_rate_limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      M.rateLimit,
    ],
    ['rate limit: bare 429', new AuthApiError('Too many requests', 429, undefined), M.rateLimit],
    ['security wait: code and text', securityWait(), M.securityWait],
    [
      'security wait: code alone',
      new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'),
      M.securityWait,
    ],
    [
      'security wait: text alone',
      new AuthApiError(
        'For security purposes, you can only request this after 7 seconds.',
        429,
        undefined,
      ),
      M.securityWait,
    ],
    [
      'invalid e-mail: validation_failed',
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
      M.invalidEmail,
    ],
    [
      'invalid e-mail: email_address_invalid',
      new AuthApiError('Email address "a@b" is invalid', 400, 'email_address_invalid'),
      M.invalidEmail,
    ],
    ['status 500', retryable(500), M.server],
    [
      'status 500 as an API error',
      new AuthApiError('Internal server error', 500, 'unexpected_failure'),
      M.server,
    ],
    [
      'SMTP: GoTrue text',
      new AuthApiError('Error sending recovery email', 500, 'unexpected_failure'),
      M.smtp,
    ],
    [
      'SMTP: smtp in the text',
      new AuthApiError(
        'gomail: could not send email 1: smtp: 535 auth failed',
        500,
        'unexpected_failure',
      ),
      M.smtp,
    ],
    [
      'SMTP: default mailer refuses the address',
      new AuthApiError('Email address not authorized', 400, 'email_address_not_authorized'),
      M.smtp,
    ],
    ['network: fetch TypeError', failedToFetch(), M.connection],
    ['network: through supabase-js', retryableNetwork(), M.connection],
    ['network: Node fetch', new AuthRetryableFetchError('fetch failed', 0), M.connection],
    [
      'network: Firefox',
      new TypeError('NetworkError when attempting to fetch resource.'),
      M.connection,
    ],
    ['network: Safari', new TypeError('Load failed'), M.connection],
    [
      'unexpected: a bug',
      new TypeError("Cannot read properties of undefined (reading 'email')"),
      M.unexpected,
    ],
    ['unexpected: undefined', undefined, M.unexpected],
    ['unexpected: a string', 'boom', M.unexpected],
    ['cross-origin setup', new TypeError('Access to fetch blocked by CORS policy'), M.cors],
    [
      'cross-origin setup: header text',
      new AuthRetryableFetchError("No 'Access-Control-Allow-Origin' header is present", 0),
      M.cors,
    ],
    ['cancelled by time-out: AbortError', abortError(), M.cancelled],
    [
      'cancelled by time-out: through supabase-js',
      new AuthRetryableFetchError('signal is aborted without reason', 0),
      M.cancelled,
    ],
  ])('%s', (_label, error, expected) => {
    expect(resetRequestErrorMessage(error)).toBe(expected)
  })

  it('says connection error for any transport failure while the browser is offline', () => {
    expect(resetRequestErrorMessage(new TimeoutError(15_000), { online: false })).toBe(M.connection)
    expect(resetRequestErrorMessage(abortError(), { online: false })).toBe(M.connection)
    expect(resetRequestErrorMessage(securityWait(), { online: false })).toBe(M.securityWait)
  })
})

describe('signInErrorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'wrong password',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      M.invalidCredentials,
    ],
    [
      'wrong password, no code',
      new AuthApiError('Invalid login credentials', 400, undefined),
      M.invalidCredentials,
    ],
    [
      'client-side credentials check',
      new AuthInvalidCredentialsError(
        'You must provide either an email or phone number and a password',
      ),
      M.invalidCredentials,
    ],
    [
      'unknown English message',
      new AuthApiError('Something odd happened', 400, 'user_banned'),
      M.invalidCredentials,
    ],
    ['offline: fetch TypeError', failedToFetch(), M.offline],
    ['offline: through supabase-js', retryableNetwork(), M.offline],
    ['offline: aborted', abortError(), M.offline],
    ['time-out', new TimeoutError(10_000), M.timeout],
    [
      'rate limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      M.rateLimit,
    ],
    [
      'e-mail not confirmed',
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      M.emailNotConfirmed,
    ],
    ['server error', retryable(500), M.generic],
    ['gateway error', retryable(502), M.generic],
    ['not an auth error', new Error('boom'), M.generic],
  ])('%s', (_label, error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected)
  })

  it('calls a time-out offline what it is', () => {
    expect(signInErrorMessage(new TimeoutError(10_000), { online: false })).toBe(M.offline)
  })
})

describe('signUpFailure', () => {
  it.each<[string, unknown]>([
    [
      'user_already_exists',
      new AuthApiError('User already registered', 422, 'user_already_exists'),
    ],
    [
      'email_exists',
      new AuthApiError(
        'A user with this email address has already been registered',
        422,
        'email_exists',
      ),
    ],
    ['legacy text', new AuthApiError('User already registered', 400, undefined)],
  ])('asks the screen to try signing in: %s', (_label, error) => {
    expect(signUpFailure(error)).toEqual({ kind: 'try-sign-in' })
  })

  it.each<[string, unknown, string]>([
    [
      'weak password: length',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      M.passwordMinLength,
    ],
    [
      'weak password: no reasons',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, []),
      M.passwordMinLength,
    ],
    [
      'weak password: characters',
      new AuthWeakPasswordError(
        'Password should contain at least one character of each: abc',
        422,
        ['characters'],
      ),
      M.passwordCharacters,
    ],
    [
      'weak password: pwned',
      new AuthWeakPasswordError('Password is known to be weak and easy to guess', 422, ['pwned']),
      M.passwordPwned,
    ],
    [
      'weak password as validation_failed',
      new AuthApiError('Password should be at least 6 characters.', 422, 'validation_failed'),
      M.passwordMinLength,
    ],
    ['offline', failedToFetch(), M.offline],
    [
      'rate limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      M.rateLimit,
    ],
    ['confirmation mail wait', securityWait(), M.securityWait],
    [
      'invalid e-mail',
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
      M.invalidEmail,
    ],
    [
      'sign-ups disabled (English never shown)',
      new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
      M.signUpDefault,
    ],
    ['server error', retryable(500), M.signUpDefault],
    ['not an auth error', null, M.signUpDefault],
  ])('%s', (_label, error, expected) => {
    expect(signUpFailure(error)).toEqual({ kind: 'message', message: expected })
  })
})

describe('recoveryLinkErrorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'otp_expired',
      new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'),
      M.linkInvalid,
    ],
    ['bare 403', new AuthApiError('Forbidden', 403, undefined), M.linkInvalid],
    [
      'bad token hash',
      new AuthApiError('Token has expired or is invalid', 400, undefined),
      M.linkInvalid,
    ],
    ['bad jwt', new AuthInvalidJwtError('Invalid JWT structure'), M.linkInvalid],
    [
      'flow state gone',
      new AuthApiError(
        'invalid flow state, no valid flow state found',
        404,
        'flow_state_not_found',
      ),
      M.linkInvalid,
    ],
    [
      'anything else the server says',
      new AuthApiError('Verify requires a verification type', 400, 'validation_failed'),
      M.linkInvalid,
    ],
    ['a bug', new Error('boom'), M.linkInvalid],
    ['network', retryableNetwork(), M.connection],
    ['time-out', new TimeoutError(15_000), M.timeout],
  ])('%s', (_label, error, expected) => {
    expect(recoveryLinkErrorMessage(error)).toBe(expected)
  })
})

describe('recoverySessionErrorMessage', () => {
  it.each<[string, unknown, 'set' | 'check', string]>([
    ['missing session', new AuthSessionMissingError(), 'check', M.sessionInvalid],
    [
      'session_not_found',
      new AuthApiError('Session not found', 403, 'session_not_found'),
      'set',
      M.sessionInvalid,
    ],
    [
      'refresh token gone',
      new AuthApiError(
        'Invalid Refresh Token: Refresh Token Not Found',
        400,
        'refresh_token_not_found',
      ),
      'set',
      M.sessionInvalid,
    ],
    [
      'expired link token',
      new AuthApiError(
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
        403,
        'bad_jwt',
      ),
      'set',
      M.linkInvalid,
    ],
    [
      'set fails otherwise',
      new AuthUnknownError('Unexpected token < in JSON', new SyntaxError('x')),
      'set',
      M.sessionValidate,
    ],
    ['check fails otherwise', new Error('storage broken'), 'check', M.sessionCheck],
    ['network', retryableNetwork(), 'check', M.connection],
  ])('%s', (_label, error, step, expected) => {
    expect(recoverySessionErrorMessage(error, step)).toBe(expected)
  })
})

describe('passwordUpdateErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['time-out (10 s race)', new TimeoutError(10_000), M.updateTimeout],
    [
      'weak password',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      M.passwordMinLength,
    ],
    [
      'same password',
      new AuthApiError(
        'New password should be different from the old password.',
        422,
        'same_password',
      ),
      M.samePassword,
    ],
    [
      'same password, legacy text',
      new AuthApiError('New password should be different from the old password.', 422, undefined),
      M.samePassword,
    ],
    ['no session', new AuthSessionMissingError(), M.sessionInvalid],
    [
      'expired jwt',
      new AuthApiError('invalid JWT: token is expired', 401, 'bad_jwt'),
      M.sessionInvalid,
    ],
    ['bare 401', new AuthApiError('Unauthorized', 401, undefined), M.sessionInvalid],
    ['network', failedToFetch(), M.connection],
    [
      'server refuses otherwise',
      new AuthApiError('Updating email address is not allowed', 422, 'email_provider_disabled'),
      M.updateFailed,
    ],
    ['server error', retryable(500), M.updateFailed],
    ['not an auth error', new RangeError('x'), M.resetFailed],
  ])('%s', (_label, error, expected) => {
    expect(passwordUpdateErrorMessage(error)).toBe(expected)
  })
})

describe('classifyAuthError on plain objects (a cached or serialised error)', () => {
  it.each<[unknown, string]>([
    [
      { name: 'AuthApiError', message: 'x', status: 400, code: 'invalid_credentials' },
      'invalid-credentials',
    ],
    [{ status: 429 }, 'rate-limit'],
    [{ message: 'Failed to fetch' }, 'network'],
    [{ name: 'AuthRetryableFetchError', message: '{}', status: 0 }, 'network'],
    [{}, 'unknown'],
    [42, 'unknown'],
  ])('%j → %s', (error, cause) => {
    expect(classifyAuthError(error)).toBe(cause)
  })
})

/**
 * The same mapping on errors produced by supabase-js itself from HTTP answers shaped like GoTrue's,
 * so a change in how the library builds its errors shows up here.
 */
describe('errors as supabase-js builds them from HTTP answers', () => {
  afterEach(() => vi.restoreAllMocks())

  const client = (answer: () => Response | Promise<Response>) =>
    new AuthClient({
      url: 'http://auth.test/auth/v1',
      fetch: () => Promise.resolve(answer()),
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    })

  const goTrue = (status: number, body: object) => () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    })

  it.each<[string, () => Response, string]>([
    [
      'security wait',
      goTrue(429, {
        code: 'over_email_send_rate_limit',
        msg: 'For security purposes, you can only request this after 51 seconds.',
      }),
      M.securityWait,
    ],
    [
      'rate limit',
      goTrue(429, { code: 'over_request_rate_limit', msg: 'Request rate limit reached' }),
      M.rateLimit,
    ],
    [
      'invalid e-mail',
      goTrue(400, {
        code: 'validation_failed',
        msg: 'Unable to validate email address: invalid format',
      }),
      M.invalidEmail,
    ],
    [
      'SMTP failure answered 500',
      goTrue(500, { code: 'unexpected_failure', msg: 'Error sending recovery email' }),
      M.server,
    ],
    ['gateway down', goTrue(503, { message: 'no healthy upstream' }), M.resetDefault],
  ])('reset request: %s', async (_label, answer, expected) => {
    const { error } = await client(answer).resetPasswordForEmail('rider@example.com')
    expect(resetRequestErrorMessage(error)).toBe(expected)
  })

  it('reset request: fetch throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { error } = await client(() => {
      throw failedToFetch()
    }).resetPasswordForEmail('rider@example.com')
    expect(error?.name).toBe('AuthRetryableFetchError')
    expect(resetRequestErrorMessage(error)).toBe(M.connection)
    expect(signInErrorMessage(error)).toBe(M.offline)
  })

  it('sign-in: wrong password', async () => {
    const { error } = await client(
      goTrue(400, { code: 'invalid_credentials', msg: 'Invalid login credentials' }),
    ).signInWithPassword({ email: 'rider@example.com', password: 'nope-nope' })
    expect(signInErrorMessage(error)).toBe(M.invalidCredentials)
  })

  it('sign-up: weak password and existing user', async () => {
    const weak = await client(
      goTrue(422, {
        code: 'weak_password',
        msg: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      }),
    ).signUp({ email: 'rider@example.com', password: '123' })
    expect(weak.error?.name).toBe('AuthWeakPasswordError')
    expect(signUpFailure(weak.error)).toEqual({ kind: 'message', message: M.passwordMinLength })

    const taken = await client(
      goTrue(422, { code: 'user_already_exists', msg: 'User already registered' }),
    ).signUp({ email: 'rider@example.com', password: '123456' })
    expect(signUpFailure(taken.error)).toEqual({ kind: 'try-sign-in' })
  })

  it('recovery link: expired', async () => {
    const { error } = await client(
      goTrue(403, { code: 'otp_expired', msg: 'Email link is invalid or has expired' }),
    ).verifyOtp({ token_hash: 'abc', type: 'recovery' })
    expect(recoveryLinkErrorMessage(error)).toBe(M.linkInvalid)
  })

  it('password update without a session', async () => {
    const { error } = await client(goTrue(200, {})).updateUser({ password: 'new-secret' })
    expect(error?.name).toBe('AuthSessionMissingError')
    expect(passwordUpdateErrorMessage(error)).toBe(M.sessionInvalid)
  })
})
