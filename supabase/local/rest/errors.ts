// PostgREST's error answers: a JSON body {code, message, details, hint} and its mapping from
// SQLSTATE to HTTP status. 503 and 520 are never used for errors: postgrest-js retries those.

export class RestError extends Error {
  readonly status: number
  readonly code: string
  readonly details: string | null
  readonly hint: string | null

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
  }

  body() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint }
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details)

export const invalidBody = (details: string | null = null) =>
  new RestError(400, 'PGRST102', 'Empty or invalid json', details)

export const unknownColumn = (relation: string, column: string) =>
  new RestError(400, '42703', `column ${relation}.${column} does not exist`)

export const singleObjectError = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )

interface PgErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
  severity?: string
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false
  const candidate = error as Record<string, unknown>
  return (
    typeof candidate.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.message === 'string' &&
    typeof candidate.severity === 'string'
  )
}

/** PostgREST's table (src/PostgREST/Error.hs), except that 503 becomes 500 (see top). */
export function statusOf(sqlstate: string, signedIn: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': signedIn ? 403 : 401,
    P0001: 400,
  }
  if (exact[sqlstate] !== undefined) return exact[sqlstate]
  const byClass: Record<string, number> = {
    '08': 500,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 500,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  const cls = sqlstate.slice(0, 2)
  if (cls === 'PT') {
    const status = Number(sqlstate.slice(2))
    return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500
  }
  return byClass[cls] ?? 400
}

export function fromPgError(error: PgErrorLike, signedIn: boolean): RestError {
  return new RestError(
    statusOf(error.code, signedIn),
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
  )
}
