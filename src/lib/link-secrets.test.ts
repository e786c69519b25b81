import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADMIN_INVITATION_TOKEN_KEY,
  LINK_SECRETS_SCRIPT,
  LINK_SECRET_RULES,
  hideLinkSecrets,
  openedLinkParts,
  readLinkSecret,
  takeLinkSecrets,
} from './link-secrets'

const session = new Map<string, string>()

/** A page opened at `address`: its window, with the address bar's replacements recorded. */
function open(address: string) {
  const url = new URL(address, 'https://borapedalar.com.br')
  const replaced: string[] = []
  const location = { pathname: url.pathname, search: url.search, hash: url.hash }
  const win: Record<string, unknown> = {
    location,
    history: {
      state: null,
      replaceState: (_: unknown, __: string, to: string) => {
        replaced.push(to)
        const next = new URL(to, url)
        Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash })
      },
    },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    },
  }
  vi.stubGlobal('window', win)
  return { replaced, kept: () => win.__bpLinkParts }
}

afterEach(() => {
  session.clear()
  vi.unstubAllGlobals()
})

describe('hideLinkSecrets', () => {
  it('moves the invitation token to the tab, keeping other parameters and the hash', () => {
    const page = open('/convite-admin/?token=abc-123&utm_source=mail#x')
    hideLinkSecrets(LINK_SECRET_RULES)
    expect(page.replaced).toEqual(['/convite-admin/?utm_source=mail#x'])
    expect(readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)).toBe('abc-123')
    expect(page.kept()).toBeNull()
  })

  it('an empty invitation token still leaves the address, and stores nothing', () => {
    const page = open('/convite-admin?token=')
    hideLinkSecrets(LINK_SECRET_RULES)
    expect(page.replaced).toEqual(['/convite-admin'])
    expect(readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)).toBeNull()
  })

  it.each([
    [
      '/reset-password?token_hash=T1&type=recovery&email=a%40b.c',
      '/reset-password',
      { search: '?token_hash=T1&type=recovery&email=a%40b.c', hash: '' },
    ],
    [
      '/#access_token=A&refresh_token=R&type=recovery&expires_in=3600&aba=1',
      '/#aba=1',
      { search: '', hash: '#access_token=A&refresh_token=R&type=recovery&expires_in=3600&aba=1' },
    ],
    [
      '/entrar?token=abc&utm_source=mail',
      '/entrar?utm_source=mail',
      { search: '?token=abc&utm_source=mail', hash: '' },
    ],
  ])("keeps %s's parts for the screen and leaves %s in the address", (address, clean, parts) => {
    const page = open(address)
    hideLinkSecrets(LINK_SECRET_RULES)
    expect(page.replaced).toEqual([clean])
    expect(page.kept()).toEqual(parts)
    expect(readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)).toBeNull()
  })

  it('leaves an address without secrets alone', () => {
    const page = open('/videos?q=trilha#lista')
    hideLinkSecrets(LINK_SECRET_RULES)
    expect(page.replaced).toEqual([])
    expect(page.kept()).toBeNull()
  })

  it('is inlined with its rules', () => {
    expect(LINK_SECRETS_SCRIPT).toMatch(/^\(function hideLinkSecrets\(rules\) \{/)
    expect(LINK_SECRETS_SCRIPT).toContain(`(${JSON.stringify(LINK_SECRET_RULES)})`)
  })

  it('runs once a page: the app calling it after the inline script keeps what the script kept', () => {
    const page = open('/reset-password?token_hash=T2&type=recovery')
    hideLinkSecrets(LINK_SECRET_RULES)
    expect(page.replaced).toEqual(['/reset-password'])
    takeLinkSecrets()
    expect(page.replaced).toEqual(['/reset-password'])
    expect(page.kept()).toBeUndefined()
    expect(openedLinkParts()).toEqual({ search: '?token_hash=T2&type=recovery', hash: '' })
    // Given once: a second read sees the clean address.
    expect(openedLinkParts()).toEqual({ search: '', hash: '' })
  })
})
