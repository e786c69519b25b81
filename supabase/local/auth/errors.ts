// GoTrue's error answers. auth-js reads `code` as the error code only when the response carries
// X-Supabase-Api-Version 2024-01-01 (set on every /auth/v1 answer), and the message from `msg`.

export class AuthError extends Error {
  readonly status: number
  readonly code: string
  readonly extra: Record<string, unknown>
  /** Response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.extra = extra
    this.headers = headers
  }

  body(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, msg: this.message, ...this.extra }
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials')

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message)

export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  })

export const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)

export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')

export const otpExpired = () =>
  new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')
