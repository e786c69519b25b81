/**
 * Reads the session supabase-js keeps in Web Storage, without loading supabase-js: the header can
 * show the user menu right after hydration, and a rider who opens the app offline stays signed in.
 */
import { readJson, storedKeyMarkScript } from '../../lib/storage'

/** The signed-in rider as the app knows them. */
export interface AuthUser {
  id: string
  email: string
  fullName: string | null
}

/**
 * supabase-js's default `storageKey`: `sb-<first label of the project host>-auth-token`
 * (`sb-127-auth-token` for the local twin on 127.0.0.1). A unit test checks it against the library.
 */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The user of a stored session, or null when the value is not a usable session. */
export function parsePersistedSession(value: unknown): AuthUser | null {
  const session = asRecord(value)
  if (!session || !nonEmpty(session.access_token) || !nonEmpty(session.refresh_token)) return null
  const user = asRecord(session.user)
  const id = nonEmpty(user?.id)
  if (!user || !id) return null
  return toAuthUser({ id, email: user.email, user_metadata: user.user_metadata })
}

/** The app's view of a supabase-js `User` (or the stored copy of one). */
export function toAuthUser(user: {
  id: string
  email?: unknown
  user_metadata?: unknown
}): AuthUser {
  const metadata = asRecord(user.user_metadata)
  return { id: user.id, email: nonEmpty(user.email) ?? '', fullName: nonEmpty(metadata?.full_name) }
}

/**
 * The project URL as `lib/config` resolves it, read here without importing `config` (and its
 * anon key) into every page's first paint; a unit test keeps the two equal.
 */
export const PERSISTED_SESSION_KEY = sessionStorageKey(
  import.meta.env.VITE_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321',
)

/** The attribute `<html>` carries from first paint when this device keeps a session. */
export const SESSION_MARK = 'data-session'

/** The inline script that sets `SESSION_MARK` (see `markStoredKey`). */
export const SESSION_MARK_SCRIPT = storedKeyMarkScript(PERSISTED_SESSION_KEY, SESSION_MARK)

/** The user of the session supabase-js persisted for this app's project, if any. */
export function readPersistedSession(): AuthUser | null {
  return parsePersistedSession(readJson<unknown>(PERSISTED_SESSION_KEY))
}

/** The tokens of that stored session, to end it on the server later ('Sair' offline). */
export function readPersistedTokens(): { access_token: string; refresh_token: string } | null {
  const session = asRecord(readJson<unknown>(PERSISTED_SESSION_KEY))
  const accessToken = nonEmpty(session?.access_token)
  const refreshToken = nonEmpty(session?.refresh_token)
  return accessToken && refreshToken
    ? { access_token: accessToken, refresh_token: refreshToken }
    : null
}

/** Where sessions ended on this device wait for the server to be told (`ended-sessions.ts`). */
export const ENDED_SESSIONS_KEY = 'bp:ended-sessions'

/** Whether a session ended here still waits for the server to be told. */
export function hasEndedSessions(): boolean {
  const stored = readJson<unknown>(ENDED_SESSIONS_KEY)
  return Array.isArray(stored) && stored.length > 0
}
