/**
 * Links carry credentials in the address: an admin invitation's token (`/convite-admin?token=…`),
 * a recovery link's (`?token_hash=…`, `#access_token=…`). Left there, every script that reads
 * `location` (Meta Pixel and GA4's automatic events, a later page's referrer, the history) would
 * read them too. `hideLinkSecrets` takes them out first thing: inlined at the top of every
 * prerendered page's head (`LINK_SECRETS_SCRIPT`), before any other script, stylesheet or paint,
 * and called again by `main.tsx` for a page without it (development). It
 * - moves an invitation's token into this tab's session storage, where it waits for the screen
 *   that spends it (the invitee may have to sign in first);
 * - keeps any other link's query and hash for /reset-password, and takes them out of the address
 *   bar with `history.replaceState`. `main.tsx` moves what was kept into this module's memory
 *   (`takeLinkSecrets`) before anything else runs, so no other script finds it on `window`.
 * (The service worker never stores such an address either: sw/sw.ts.)
 */
import { readString, removeKey } from './storage'

/** The admin invitation link's token (`/convite-admin?token=…`). */
export const ADMIN_INVITATION_TOKEN_KEY = 'bp:admin-invitation-token'

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

export interface LinkParts {
  search: string
  hash: string
}

export interface LinkSecretRules {
  /** Secrets kept in session storage for a screen to spend: the page, the parameter, the key. */
  stash: readonly { path: string; param: string; key: string }[]
  /** Parameters that are credentials or personal data. */
  secret: readonly string[]
  /** Parameters of the same link that mean nothing once its secrets are gone. */
  link: readonly string[]
}

export const LINK_SECRET_RULES: LinkSecretRules = {
  stash: [{ path: '/convite-admin', param: 'token', key: ADMIN_INVITATION_TOKEN_KEY }],
  secret: SECRET_PARAMS,
  link: ['type', 'expires_at', 'expires_in', 'token_type'],
}

/** Where the inline run leaves the link's parts (null: the address carried no secret). */
type LinkWindow = Window & { __bpLinkParts?: LinkParts | null }

/**
 * Takes the link's secrets out of the address (see above), once per page. Self-contained, with no
 * imports or outer names: the renderer inlines its source.
 */
export function hideLinkSecrets(rules: LinkSecretRules): void {
  const win = window as LinkWindow
  if ('__bpLinkParts' in win) return
  const place = win.location
  const path = place.pathname.replace(/\/+$/, '') || '/'
  const query = new URLSearchParams(place.search)
  let search = place.search
  let moved = false
  for (const { path: secretPath, param, key } of rules.stash) {
    if (path !== secretPath || !query.has(param)) continue
    const value = (query.get(param) ?? '').trim()
    try {
      if (value) win.sessionStorage.setItem(key, value)
    } catch {
      // Without session storage the invitation cannot wait for a sign-in; it still leaves.
    }
    query.delete(param)
    moved = true
  }
  if (moved) search = query.toString() ? `?${query.toString()}` : ''
  const fragment = new URLSearchParams(place.hash.replace(/^#/, ''))
  const hasSecret = (params: URLSearchParams) => rules.secret.some((name) => params.has(name))
  const without = (params: URLSearchParams, prefix: string) => {
    for (const name of [...rules.secret, ...rules.link]) params.delete(name)
    return params.toString() ? `${prefix}${params.toString()}` : ''
  }
  const inQuery = hasSecret(query)
  const inHash = hasSecret(fragment)
  win.__bpLinkParts = inQuery || inHash ? { search, hash: place.hash } : null
  if (!moved && !inQuery && !inHash) return
  const cleanSearch = inQuery ? without(query, '?') : search
  const cleanHash = inHash ? without(fragment, '#') : place.hash
  win.history.replaceState(win.history.state, '', `${place.pathname}${cleanSearch}${cleanHash}`)
}

/** `hideLinkSecrets` as an inline script with this app's rules. */
export const LINK_SECRETS_SCRIPT = /* @__PURE__ */ (() =>
  `(${hideLinkSecrets.toString()})(${JSON.stringify(LINK_SECRET_RULES)})`)()

export const readLinkSecret = (key: string): string | null => readString(key, 'session')
export const dropLinkSecret = (key: string): void => removeKey(key, 'session')

let taken: LinkParts | null = null

/**
 * Call once, first thing in the browser: hides the link's secrets if the inline script has not,
 * and moves the parts it kept from `window` into this module.
 */
export function takeLinkSecrets(): void {
  // Every built page runs the inline script first; only the dev server's pages may lack it, and
  // leaving this call out of the build keeps the rules out of every page's first-paint script.
  if (import.meta.env.DEV) hideLinkSecrets(LINK_SECRET_RULES)
  const win = window as LinkWindow
  taken = win.__bpLinkParts ?? null
  delete win.__bpLinkParts
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
