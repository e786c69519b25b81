/**
 * Secrets that links carry in their query (an admin invitation's token) leave the address bar
 * before the router, analytics or anything else reads the URL: `main.tsx` calls
 * `stashLinkSecrets()` first thing. The secret waits in this tab's session storage for the screen
 * that uses it, which removes it once it is spent.
 */
import { readString, removeKey, writeString } from './storage'

/** The admin invitation link's token (`/convite-admin?token=…`). */
export const ADMIN_INVITATION_TOKEN_KEY = 'bp:admin-invitation-token'

const SECRETS: readonly { path: string; param: string; key: string }[] = [
  { path: '/convite-admin', param: 'token', key: ADMIN_INVITATION_TOKEN_KEY },
]

interface Place {
  pathname: string
  search: string
  hash: string
}

/** Moves each known secret from the current URL into session storage; true when one was moved. */
export function stashLinkSecrets(
  place: Place = window.location,
  replace: (url: string) => void = (url) =>
    window.history.replaceState(window.history.state, '', url),
): boolean {
  const path = place.pathname.replace(/\/+$/, '') || '/'
  const query = new URLSearchParams(place.search)
  let moved = false
  for (const { path: secretPath, param, key } of SECRETS) {
    if (path !== secretPath || !query.has(param)) continue
    const value = query.get(param)?.trim()
    if (value) writeString(key, value, 'session')
    query.delete(param)
    moved = true
  }
  if (moved) {
    const rest = query.toString()
    replace(`${place.pathname}${rest ? `?${rest}` : ''}${place.hash}`)
  }
  return moved
}

export const readLinkSecret = (key: string): string | null => readString(key, 'session')
export const dropLinkSecret = (key: string): void => removeKey(key, 'session')
