import { describe, expect, it } from 'vitest'
import type { AuthUser, Profile } from './auth-store'
import { displayName, fallbackProfile, panelPath, parseProfile } from './profile'

const row: Profile = {
  id: 'u1',
  email: 'ana@exemplo.com',
  full_name: 'Ana Souza',
  user_type: 'organizer',
  person_type: 'pf',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
}

describe('fallbackProfile (spec 01 §3)', () => {
  it('is the id, a placeholder e-mail, Usuário, visitor, pf', () => {
    const profile = fallbackProfile('u9')
    expect(profile).toMatchObject({
      id: 'u9',
      full_name: 'Usuário',
      user_type: 'visitor',
      person_type: 'pf',
    })
    expect(profile.email).toMatch(/@/)
  })
})

describe('parseProfile', () => {
  it.each<[string, unknown, Profile | null]>([
    ['a server row', row, row],
    [
      'an unknown role reads as visitor',
      { ...row, user_type: 'root' },
      { ...row, user_type: 'visitor' },
    ],
    ['pj stays pj', { ...row, person_type: 'pj' }, { ...row, person_type: 'pj' }],
    ['an empty name reads as none', { ...row, full_name: ' ' }, { ...row, full_name: null }],
    ['no id', { ...row, id: '' }, null],
    ['null', null, null],
    ['an array', [row], null],
  ])('%s', (_, value, expected) => {
    expect(parseProfile(value)).toEqual(expected)
  })
})

describe('panelPath (spec 01 §6)', () => {
  it.each<[Profile['user_type'] | null, string]>([
    ['admin', '/admin'],
    ['organizer', '/dashboard'],
    ['visitor', '/dashboard'],
    [null, '/dashboard'],
  ])('%s → %s', (userType, path) => {
    expect(panelPath(userType ? { user_type: userType } : null)).toBe(path)
  })
})

describe('displayName: the full name, else the e-mail', () => {
  const user: AuthUser = { id: 'u1', email: 'ana@exemplo.com', fullName: 'Ana (metadados)' }
  it.each<[string, AuthUser | null, Profile | null, string]>([
    ['the profile name first', user, row, 'Ana Souza'],
    ['the sign-up name while the profile loads', user, null, 'Ana (metadados)'],
    [
      'the e-mail without any name',
      { ...user, fullName: null },
      { ...row, full_name: null },
      'ana@exemplo.com',
    ],
    ['nothing known', null, null, ''],
  ])('%s', (_, u, p, expected) => {
    expect(displayName(u, p)).toBe(expected)
  })
})
