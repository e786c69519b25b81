/**
 * Links carry credentials in the address: an admin invitation's token (`/convite-admin?token=…`),
 * a recovery link's (`?token_hash=…`, `#access_token=…`). Left there, every script that reads
 * `location` (Meta Pixel and GA4's automatic events, a later page's referrer, the history) would
 * read them too. `main.tsx` calls `stashLinkSecrets()` and then `takeLinkSecrets()` first thing,
 * before the router, analytics or anything else look at the address:
 * - `stashLinkSecrets()` moves an invitation's token into this tab's session storage, where it
 *   waits for the screen that spends it (the invitee may have to sign in first);
 * - `takeLinkSecrets()` keeps any other link's query and hash in memory for /reset-password and
 *   takes them out of the address bar with `history.replaceState`.
 * (The service worker never stores such an address either: sw/sw.ts.)
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

/** Parameters that are credentials or personal data. */
export const SECRET_PARAMS = [
  'token_hash',
  'token',
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
  'code',
  'email',
] as const

/** Parameters of the same link that mean nothing once its secrets are gone. */
const LINK_PARAMS = ['type', 'expires_at', 'expires_in', 'token_type']

export interface LinkParts {
  search: string
  hash: string
}

const hasSecret = (params: URLSearchParams) => SECRET_PARAMS.some((name) => params.has(name))

function without(params: URLSearchParams, prefix: string): string {
  for (const name of [...SECRET_PARAMS, ...LINK_PARAMS]) params.delete(name)
  const rest = params.toString()
  return rest ? `${prefix}${rest}` : ''
}

/**
 * The address without a link's secrets (null when it carries none): the query and hash each lose
 * the secret parameters and the link's own, and keep anything else.
 */
export function addressWithoutSecrets(address: {
  pathname: string
  search: string
  hash: string
}): string | null {
  const query = new URLSearchParams(address.search)
  const fragment = new URLSearchParams(address.hash.replace(/^#/, ''))
  const inQuery = hasSecret(query)
  const inHash = hasSecret(fragment)
  if (!inQuery && !inHash) return null
  const search = inQuery ? without(query, '?') : address.search
  const hash = inHash ? without(fragment, '#') : address.hash
  return `${address.pathname}${search}${hash}`
}

let taken: LinkParts | null = null

/** Call once, first thing in the browser: keeps the link's parts and cleans the address. */
export function takeLinkSecrets(): void {
  const { pathname, search, hash } = window.location
  const clean = addressWithoutSecrets({ pathname, search, hash })
  if (clean === null) return
  taken = { search, hash }
  window.history.replaceState(window.history.state, '', clean)
}

/**
 * The query and hash the page was opened with, secrets included (the address bar no longer has
 * them). Given once: a link is used once, and a later visit must not reuse it.
 */
export function openedLinkParts(): LinkParts {
  const parts = taken ?? { search: window.location.search, hash: window.location.hash }
  taken = null
  return parts
}
