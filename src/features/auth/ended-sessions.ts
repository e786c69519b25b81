/**
 * 'Sair' ends this device's session at once, online or not; the server is told when it can be.
 * The ended session's tokens wait here (Web Storage, beside where supabase-js kept them) until an
 * online moment revokes that one session (`POST /logout?scope=local`), so a borrowed phone with
 * no signal never leaves its rider signed in, on the device or, once it reconnects, on the server.
 * Holding them is no wider exposure than before the tap: they are the tokens supabase-js stored.
 */
import type { AppSupabaseClient } from '../../lib/supabase'
import { readJson, writeJson } from '../../lib/storage'
import { ENDED_SESSIONS_KEY } from './persisted-session'

export interface EndedSession {
  access_token: string
  refresh_token: string
}

export type Revocation = 'revoked' | 'later'

const KEY = ENDED_SESSIONS_KEY
/** A device that stays offline through many sign-outs keeps only the latest ones. */
const MAX_KEPT = 20

const isEnded = (value: unknown): value is EndedSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndedSession).access_token === 'string' &&
  typeof (value as EndedSession).refresh_token === 'string'

/** The sessions ended on this device that the server has not yet been told about. */
export function endedSessions(): EndedSession[] {
  const stored = readJson<unknown>(KEY)
  return Array.isArray(stored) ? stored.filter(isEnded) : []
}

export function rememberEndedSession(session: EndedSession): void {
  const kept = endedSessions().filter((s) => s.refresh_token !== session.refresh_token)
  const { access_token, refresh_token } = session
  writeJson(KEY, [...kept, { access_token, refresh_token }].slice(-MAX_KEPT))
}

function forgetEndedSession(refreshToken: string): void {
  writeJson(
    KEY,
    endedSessions().filter((s) => s.refresh_token !== refreshToken),
  )
}

interface AuthFailure {
  status?: number
  code?: string
}

/** No answer, a server fault or a rate limit: ask again later. Any other answer is final. */
const tryLater = (error: AuthFailure) =>
  !error.status || error.status >= 500 || error.status === 429

/**
 * Ends one session on the server with its own tokens, on `side`, an in-memory client that is
 * thrown away afterwards. An access token the server no longer takes (expired, on any clock) is
 * renewed once with the refresh token first. 'revoked' also when the session had already ended
 * (a refresh token or session the server no longer knows); 'later' when the server cannot be
 * reached.
 */
export async function revokeEndedSession(
  side: AppSupabaseClient,
  session: EndedSession,
): Promise<Revocation> {
  const first = await side.auth.admin.signOut(session.access_token, 'local')
  if (!first.error) return 'revoked'
  if (tryLater(first.error)) return 'later'
  if (first.error.code !== 'bad_jwt') return 'revoked'
  const renewed = await side.auth.refreshSession({ refresh_token: session.refresh_token })
  if (renewed.error) return tryLater(renewed.error) ? 'later' : 'revoked'
  const accessToken = renewed.data.session?.access_token
  if (!accessToken) return 'revoked'
  const second = await side.auth.admin.signOut(accessToken, 'local')
  return second.error && tryLater(second.error) ? 'later' : 'revoked'
}

let flushing: Promise<void> | undefined

/** Tells the server about every session this device ended while it could not. */
export function revokeEndedSessions(makeSide: () => Promise<AppSupabaseClient>): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const session of endedSessions()) {
        const outcome = await revokeEndedSession(await makeSide(), session).catch(
          () => 'later' as const,
        )
        if (outcome === 'later') return
        forgetEndedSession(session.refresh_token)
      }
    } catch {
      // supabase-js itself could not load (offline before the worker cached it): next time.
    }
  })().finally(() => {
    flushing = undefined
  })
  return flushing
}

let watching = false

/** Now, and whenever the browser comes back online. */
export function watchEndedSessions(makeSide: () => Promise<AppSupabaseClient>): void {
  void revokeEndedSessions(makeSide)
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener('online', () => void revokeEndedSessions(makeSide))
}
