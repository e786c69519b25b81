/**
 * What a recovery link carries (spec 01 §2, §4). The app's own e-mail template sends
 * `?token_hash=…&type=recovery`; a project still on GoTrue's default redirect sends the session
 * itself in the hash (`#access_token=…&refresh_token=…&type=recovery`). Read from the raw URL:
 * the router's search parser would turn a numeric-looking hash into a number.
 */
export type RecoveryLink =
  | { kind: 'token-hash'; tokenHash: string }
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'invalid' }

export function readRecoveryLink(search: string, hash: string): RecoveryLink {
  const query = new URLSearchParams(search)
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  // GoTrue reports a dead link in the redirect itself (error_code=otp_expired…).
  if (query.has('error') || fragment.has('error') || fragment.has('error_code')) {
    return { kind: 'invalid' }
  }
  const tokenHash = query.get('token_hash')?.trim()
  const type = query.get('type') ?? fragment.get('type')
  if (tokenHash)
    return type === 'recovery' ? { kind: 'token-hash', tokenHash } : { kind: 'invalid' }
  const accessToken = fragment.get('access_token')
  const refreshToken = fragment.get('refresh_token')
  if (accessToken && refreshToken && type === 'recovery') {
    return { kind: 'tokens', accessToken, refreshToken }
  }
  return { kind: 'invalid' }
}

function jwtEmail(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? ''
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    const email = (json as { email?: unknown } | null)?.email
    return typeof email === 'string' ? email : null
  } catch {
    return null
  }
}

/**
 * The account a link says it is for, to ask a rider signed in as someone else before it is used:
 * `email` in the app template's query, or the e-mail inside the access token of a hash link.
 * A claim, not a proof (anyone can write a link): the account the server answers with is checked
 * against it before the session is taken (`recovery-actions.ts`'s `openRecoveryLink`).
 */
export function recoveryLinkEmail(search: string, hash: string): string | null {
  const named = new URLSearchParams(search).get('email')?.trim()
  if (named) return named.toLowerCase()
  const accessToken = new URLSearchParams(hash.replace(/^#/, '')).get('access_token')
  return accessToken ? (jwtEmail(accessToken)?.toLowerCase() ?? null) : null
}
