import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_INVITATION_TOKEN_KEY, readLinkSecret, stashLinkSecrets } from './link-secrets'

const session = new Map<string, string>()
vi.stubGlobal('window', {
  sessionStorage: {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
    removeItem: (key: string) => void session.delete(key),
  },
})

afterEach(() => session.clear())

describe('stashLinkSecrets', () => {
  it('moves the invitation token out of the address, keeping other parameters and the hash', () => {
    const replace = vi.fn()
    const place = {
      pathname: '/convite-admin/',
      search: '?token=abc-123&utm_source=mail',
      hash: '#x',
    }
    expect(stashLinkSecrets(place, replace)).toBe(true)
    expect(replace).toHaveBeenCalledWith('/convite-admin/?utm_source=mail#x')
    expect(readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)).toBe('abc-123')
  })

  it('an empty token still leaves the address, and stores nothing', () => {
    const replace = vi.fn()
    expect(
      stashLinkSecrets({ pathname: '/convite-admin', search: '?token=', hash: '' }, replace),
    ).toBe(true)
    expect(replace).toHaveBeenCalledWith('/convite-admin')
    expect(readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)).toBeNull()
  })

  it('leaves other pages and parameters alone', () => {
    const replace = vi.fn()
    expect(stashLinkSecrets({ pathname: '/entrar', search: '?token=abc', hash: '' }, replace)).toBe(
      false,
    )
    expect(
      stashLinkSecrets({ pathname: '/convite-admin', search: '?x=1', hash: '' }, replace),
    ).toBe(false)
    expect(replace).not.toHaveBeenCalled()
    expect(readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)).toBeNull()
  })
})
