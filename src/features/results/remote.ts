/**
 * The narrow slice of the Supabase client the engine uses, written structurally so that this
 * feature never imports supabase-js (only src/lib/supabase may): the real client fits it, and the
 * engine takes it as an injected dependency.
 */
export interface RemoteError {
  message: string
  code?: string | null
  details?: string | null
  hint?: string | null
  /** Added by src/lib/supabase's fetch wrapper from a `Retry-After` header. */
  retry_after_seconds?: number
}

export interface RemoteResult {
  error: RemoteError | null
  data: unknown
  status: number
}

/** A request that can carry its own `Authorization` (postgrest-js's `setHeader`). */
interface Authorizable<T> extends PromiseLike<RemoteResult> {
  setHeader(name: string, value: string): T
}

/** The one read the engine makes: `select().eq().order().limit()` (no recursive builder types). */
export interface RemoteSelect {
  eq(
    column: string,
    value: string,
  ): {
    order(
      column: string,
      options: { ascending: boolean },
    ): { limit(count: number): { retry(enabled: boolean): RemoteRequest } }
  }
}

export type RemoteRequest = Authorizable<RemoteRequest>

export interface RemoteUpsert extends Authorizable<RemoteUpsert> {
  select(): RemoteRequest
}

export interface RemoteTable {
  upsert(
    values: Record<string, unknown>[],
    options: { onConflict: string; ignoreDuplicates?: boolean },
  ): RemoteUpsert
  /**
   * Typed `unknown` on purpose: postgrest-js parses the column list at the type level, and
   * matching that structurally is "excessively deep" for TypeScript. `selectLatest` narrows it.
   */
  select(columns: string): unknown
  /** Typed `unknown` for the same reason; `deleteById` narrows it. */
  delete(): unknown
}

interface RemoteDelete extends RemoteRequest {
  eq(column: string, value: string): RemoteDelete
}

/**
 * The request carries `token` (the owner's access token, checked by the engine) whatever session
 * the client holds by the time it leaves: another tab may sign in as someone else meanwhile.
 */
export function withToken<T extends Authorizable<T>>(token: string, request: T): T {
  return request.setHeader('Authorization', `Bearer ${token}`)
}

/**
 * A deleted result, gone from the server (a row already gone, or not ours, is not an error). An
 * FTP or ride row is found by its id, which the server took from this device. A one-row kind's
 * server row keeps the first id it ever got, which may be another device's or one whose answer
 * never arrived here, so the server finds it by its owner, and deletes it only if it is not newer
 * than what the rider deleted (another device's later save stands): `delete_own_result` judges
 * that version on the server's clock, as it judges a write's time.
 */
export function deleteResultRow(
  client: SyncClient,
  table: string,
  target: { id: string } | { deletedVersion?: string | undefined },
): RemoteRequest {
  if ('id' in target) return (client.from(table).delete() as RemoteDelete).eq('id', target.id)
  return client.rpc('delete_own_result', {
    result_table: table,
    deleted_version: target.deletedVersion ?? null,
  }) as RemoteRequest
}

/** The owner's newest rows of a table: `select('*').eq(user_id).order(updated_at desc).limit(n)`. */
export function selectLatest(table: RemoteTable, userId: string, limit: number): RemoteRequest {
  return (table.select('*') as RemoteSelect)
    .eq('user_id', userId)
    .order('updated_at', { ascending: false })
    .limit(limit)
    .retry(false) // postgrest-js would otherwise retry a GET on 503 itself, with real sleeps
}

export interface SyncClient {
  from(relation: string): RemoteTable
  /** Typed `unknown` for the same reason as `select`; `deleteResultRow` narrows it. */
  rpc(fn: string, args: Record<string, unknown>): unknown
  auth: {
    getSession(): Promise<{
      data: { session: { access_token: string; user: { id: string } } | null }
    }>
    refreshSession(): Promise<{
      error: { message: string; status?: number; name?: string } | null
    }>
  }
}

/** What a failed (or successful) call means for the queue. */
export type Outcome =
  | { kind: 'ok' }
  /** Network failure, 408, 429, 5xx: back off and retry the same work later. */
  | { kind: 'transient'; message: string; retryAfterMs: number | null; network: boolean }
  /** 401 / expired JWT: refresh the session once, then retry. */
  | { kind: 'auth'; message: string }
  /** Any other 4xx (RLS 42501, check 23514, bad input 22P02 …): the entry fails, the queue goes on. */
  | { kind: 'rejected'; message: string }

function describe(error: RemoteError | null, status: number): string {
  if (!error) return `HTTP ${status}`
  const code = error.code ? ` (${error.code})` : ''
  return `${error.message}${code}`
}

export function classify(result: RemoteResult): Outcome {
  const { error, status } = result
  if (!error && status >= 200 && status < 300) return { kind: 'ok' }
  const message = describe(error, status)
  const retryAfterMs =
    typeof error?.retry_after_seconds === 'number' ? error.retry_after_seconds * 1000 : null
  if (status === 0) return { kind: 'transient', message, retryAfterMs, network: true }
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'transient', message, retryAfterMs, network: false }
  }
  const jwt = /jwt/i.test(error?.message ?? '') || /^PGRST30\d$/.test(error?.code ?? '')
  if (status === 401 || jwt) return { kind: 'auth', message }
  return { kind: 'rejected', message }
}

/** auth-js marks network failures and 5xx as retryable (AuthRetryableFetchError, status 0 / 5xx). */
export function refreshIsTransient(error: { status?: number; name?: string }): boolean {
  return (
    error.name === 'AuthRetryableFetchError' ||
    error.status === undefined ||
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500
  )
}
