/**
 * Sorts whatever an auth call failed with into a small set of causes. The flows in
 * `error-messages.ts` turn causes into the spec's pt-BR texts.
 *
 * The input is read structurally (name, message, status, code, reasons) instead of with
 * supabase-js's `instanceof` helpers: the app imports supabase-js only inside `src/lib/supabase`,
 * and errors also arrive as DOMExceptions, TypeErrors from `fetch`, our `TimeoutError` or plain
 * objects from a cache.
 */

/** The fields of supabase-js's `AuthError` family that the mapping reads; all optional. */
export interface AuthErrorLike {
  name?: unknown
  message?: unknown
  status?: unknown
  code?: unknown
  reasons?: unknown
}

export type AuthErrorCause =
  | 'timeout'
  | 'aborted'
  | 'security-wait'
  | 'rate-limit'
  | 'cors'
  | 'smtp'
  | 'user-not-found'
  | 'invalid-email'
  | 'weak-password'
  | 'same-password'
  | 'invalid-credentials'
  | 'email-not-confirmed'
  | 'already-registered'
  | 'session-missing'
  | 'link-invalid'
  | 'server'
  | 'unavailable'
  | 'network'
  /** An auth error of a kind the app has no specific text for. */
  | 'auth-other'
  /** Not an auth error at all: a bug, a string, `undefined`. */
  | 'unknown'

export interface ClassifyContext {
  /** `navigator.onLine`; when false every transport failure counts as being offline. */
  online?: boolean
}

interface Normalized {
  name: string
  message: string
  status: number | undefined
  code: string | undefined
  isAuthError: boolean
}

function normalize(error: unknown): Normalized {
  if (typeof error !== 'object' || error === null) {
    return {
      name: '',
      message: typeof error === 'string' ? error : '',
      status: undefined,
      code: undefined,
      isAuthError: false,
    }
  }
  const e = error as AuthErrorLike & { __isAuthError?: unknown }
  const name = typeof e.name === 'string' ? e.name : ''
  const status = typeof e.status === 'number' ? e.status : undefined
  const code = typeof e.code === 'string' ? e.code : undefined
  return {
    name,
    message: typeof e.message === 'string' ? e.message : '',
    status,
    code,
    isAuthError:
      e.__isAuthError === true || name.startsWith('Auth') || status !== undefined || !!code,
  }
}

const NETWORK_TEXT =
  /failed to fetch|fetch failed|networkerror|network ?error|network request failed|load failed|err_internet_disconnected|err_network|econnrefused|enotfound|econnreset/i

/** GoTrue's messages for these causes, for errors that lost their `code` on the way. */
const TEXT = {
  timeout: /\btimed? ?out\b|\btimeout\b/i,
  aborted: /\babort/i,
  securityWait: /for security purposes/i,
  rateLimit: /rate limit|too many requests/i,
  cors: /\bcors\b|cross-origin|access-control-allow-origin/i,
  smtp: /error sending .*e-?mail|\bsmtp\b|mail server/i,
  userNotFound: /user not found/i,
  invalidEmail: /invalid (format|e-?mail)|unable to validate email|email address .*is invalid/i,
  weakPassword: /password should (be at least|contain)|weak password/i,
  samePassword: /different from the old password/i,
  invalidCredentials: /invalid login credentials/i,
  emailNotConfirmed: /email not confirmed/i,
  alreadyRegistered: /already (been )?registered|already exists/i,
  sessionMissing: /auth session missing|session not found/i,
  linkInvalid:
    /invalid or has expired|has expired or is invalid|invalid (jwt|token)|token .*expired/i,
} as const

const CODES: Partial<Record<string, AuthErrorCause>> = {
  request_timeout: 'timeout',
  hook_timeout: 'server',
  hook_timeout_after_retry: 'server',
  over_email_send_rate_limit: 'security-wait',
  over_request_rate_limit: 'rate-limit',
  over_sms_send_rate_limit: 'rate-limit',
  // The default Supabase mailer only sends to team addresses: a mail set-up problem, not the rider's.
  email_address_not_authorized: 'smtp',
  user_not_found: 'user-not-found',
  email_address_invalid: 'invalid-email',
  weak_password: 'weak-password',
  same_password: 'same-password',
  invalid_credentials: 'invalid-credentials',
  email_not_confirmed: 'email-not-confirmed',
  user_already_exists: 'already-registered',
  email_exists: 'already-registered',
  session_not_found: 'session-missing',
  session_expired: 'session-missing',
  refresh_token_not_found: 'session-missing',
  refresh_token_already_used: 'session-missing',
  no_authorization: 'session-missing',
  reauthentication_needed: 'session-missing',
  otp_expired: 'link-invalid',
  bad_jwt: 'link-invalid',
  invalid_jwt: 'link-invalid',
  flow_state_not_found: 'link-invalid',
  flow_state_expired: 'link-invalid',
  bad_code_verifier: 'link-invalid',
  pkce_code_verifier_not_found: 'link-invalid',
}

const NAMES: Partial<Record<string, AuthErrorCause>> = {
  TimeoutError: 'timeout',
  AbortError: 'aborted',
  AuthWeakPasswordError: 'weak-password',
  AuthInvalidCredentialsError: 'invalid-credentials',
  AuthSessionMissingError: 'session-missing',
  AuthInvalidJwtError: 'link-invalid',
}

const TRANSPORT: ReadonlySet<AuthErrorCause> = new Set([
  'timeout',
  'aborted',
  'cors',
  'unavailable',
  'network',
])

/** Gateway and Cloudflare statuses that supabase-js reports as retryable: the server is away. */
function isUnavailableStatus(status: number): boolean {
  return status === 502 || status === 503 || (status >= 520 && status <= 530)
}

function byText(n: Normalized): AuthErrorCause | undefined {
  const m = n.message
  // supabase-js reports a failed fetch as status 0; only then is a "timeout" text the transport's.
  const transport = n.status === undefined || n.status === 0
  if (transport && TEXT.timeout.test(m)) return 'timeout'
  if (transport && TEXT.aborted.test(m)) return 'aborted'
  if (TEXT.securityWait.test(m)) return 'security-wait'
  if (TEXT.rateLimit.test(m)) return 'rate-limit'
  if (TEXT.cors.test(m)) return 'cors'
  if (TEXT.smtp.test(m)) return 'smtp'
  if (TEXT.userNotFound.test(m)) return 'user-not-found'
  if (TEXT.samePassword.test(m)) return 'same-password'
  if (TEXT.weakPassword.test(m)) return 'weak-password'
  if (TEXT.invalidEmail.test(m)) return 'invalid-email'
  if (TEXT.invalidCredentials.test(m)) return 'invalid-credentials'
  if (TEXT.emailNotConfirmed.test(m)) return 'email-not-confirmed'
  if (TEXT.alreadyRegistered.test(m)) return 'already-registered'
  if (TEXT.sessionMissing.test(m)) return 'session-missing'
  if (TEXT.linkInvalid.test(m)) return 'link-invalid'
  if (transport && NETWORK_TEXT.test(m)) return 'network'
  return undefined
}

function byStatus(n: Normalized): AuthErrorCause | undefined {
  const s = n.status
  if (s === undefined) return undefined
  if (s === 0) return 'network'
  if (s === 429) return 'rate-limit'
  if (s === 504) return 'timeout'
  if (isUnavailableStatus(s)) return 'unavailable'
  if (s >= 500) return 'server'
  if (s === 401) return 'session-missing'
  if (s === 403) return 'link-invalid'
  return undefined
}

function classifyRaw(n: Normalized): AuthErrorCause {
  const named = NAMES[n.name]
  if (named) return named
  // `unexpected_failure` and `validation_failed` are too broad to decide alone: GoTrue reports an
  // SMTP failure as the first, and the text tells which field the second is about.
  const coded = n.code ? CODES[n.code] : undefined
  if (coded) return coded
  const texted = byText(n)
  if (texted) return texted
  if (n.code === 'validation_failed') return 'invalid-email'
  const statused = byStatus(n)
  if (statused) return statused
  if (n.code === 'unexpected_failure') return 'server'
  return n.isAuthError ? 'auth-other' : 'unknown'
}

export function classifyAuthError(error: unknown, context: ClassifyContext = {}): AuthErrorCause {
  const cause = classifyRaw(normalize(error))
  return context.online === false && TRANSPORT.has(cause) ? 'network' : cause
}

/** The password rules a weak-password error says were broken (GoTrue: length, characters, pwned). */
export function weakPasswordReasons(error: unknown): readonly string[] {
  if (typeof error !== 'object' || error === null) return []
  const { reasons } = error as AuthErrorLike
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : []
}
