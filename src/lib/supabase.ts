/**
 * The one door to supabase-js (lint forbids importing it anywhere else). Callers load this
 * module with a dynamic `import()` so supabase-js stays out of the first paint.
 */
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import { config } from './config'

export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'

/** Seconds to wait from a `Retry-After` header (delta-seconds or an HTTP date), else null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * postgrest-js hands back an error's JSON body but none of the response's headers, so a 429's or
 * a 503's `Retry-After` would be lost: this fetch copies it into the error body as
 * `retry_after_seconds`. Every other answer passes through untouched.
 */
export function withRetryAfter(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init)
    const retryAfter = response.ok ? null : parseRetryAfter(response.headers.get('Retry-After'))
    if (retryAfter === null) return response
    const text = await response.text()
    let body: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(text)
      body =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : { message: text }
    } catch {
      body = { message: text || response.statusText }
    }
    const headers = new Headers(response.headers)
    headers.set('Content-Type', 'application/json')
    headers.delete('Content-Length')
    return new Response(JSON.stringify({ ...body, retry_after_seconds: retryAfter }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/** The app's client type (untyped schema: the tables are described by `supabase/migrations`). */
export type AppSupabaseClient = SupabaseClient

/** A client with the app's defaults; `options` may add to them (tests pass a WebSocket class). */
export function createSupabaseClient(
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
): AppSupabaseClient {
  const baseFetch: typeof fetch = options.global?.fetch ?? ((input, init) => fetch(input, init))
  // The schema stays untyped (any), as SupabaseClient's own default: the tables live in SQL.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const client: AppSupabaseClient = createClient<any, 'public', 'public'>(url, key, {
    ...options,
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      ...options.auth,
    },
    global: { ...options.global, fetch: withRetryAfter(baseFetch) },
  })
  return client
}

let appClient: AppSupabaseClient | undefined

/** The app's client, created on first use from `config` (the auth feature loads it lazily). */
export function getSupabase(): AppSupabaseClient {
  appClient ??= createSupabaseClient(config.supabaseUrl, config.supabaseAnonKey)
  return appClient
}

/**
 * A second client that keeps its session in memory only and never refreshes it: for checking a
 * password ('Alterar senha'), opening a recovery link while someone is signed in, or revoking a
 * session this device ended offline, without touching the app's own session. A session it opens
 * must be ended (`signOut({ scope: 'local' })`) or handed over to the app's client.
 */
export function createSideClient(): AppSupabaseClient {
  return createSupabaseClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      storageKey: 'bora-pedalar-password-check',
    },
  })
}
