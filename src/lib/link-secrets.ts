/**
 * Auth links carry credentials in the address (`?token_hash=…`, `#access_token=…`). Left there,
 * every script that reads `location` (Meta Pixel and GA4's automatic events, a later page's
 * referrer, the history) would read them too. `takeLinkSecrets()` runs first in `main.tsx`,
 * before the router, analytics or anything else look at the address: it keeps the link's query
 * and hash in memory for /reset-password and takes them out of the address bar with
 * `history.replaceState`. (The service worker never stores such an address either: sw/sw.ts.)
 */

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
