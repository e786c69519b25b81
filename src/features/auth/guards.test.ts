import { describe, expect, it } from 'vitest'
import type { AuthState, Profile } from './auth-store'
import { fallbackProfile } from './profile'
import { guardTarget, type Requirement } from './guards'

const as = (userType: Profile['user_type']): Profile => ({
  ...fallbackProfile('u1'),
  user_type: userType,
})
const signedIn = (profile: Profile | null): Pick<AuthState, 'status' | 'profile'> => ({
  status: 'signedIn',
  profile,
})
const signedOut: Pick<AuthState, 'status' | 'profile'> = { status: 'signedOut', profile: null }
const loading: Pick<AuthState, 'status' | 'profile'> = { status: 'loading', profile: null }

describe('guardTarget', () => {
  it.each<[string, Requirement, Pick<AuthState, 'status' | 'profile'>, string | null]>([
    ['/dashboard signed out', 'session', signedOut, '/entrar'],
    ['/dashboard still loading after the cap', 'session', loading, '/entrar'],
    ['/dashboard as a visitor', 'session', signedIn(as('visitor')), null],
    ['/dashboard as an admin', 'session', signedIn(as('admin')), null],
    ['/dashboard before the profile', 'session', signedIn(null), null],
    ['/admin signed out', 'admin', signedOut, '/entrar'],
    ['/admin as a visitor', 'admin', signedIn(as('visitor')), '/entrar'],
    ['/admin as an organizer', 'admin', signedIn(as('organizer')), '/entrar'],
    ['/admin without a profile', 'admin', signedIn(null), '/entrar'],
    ['/admin as an admin', 'admin', signedIn(as('admin')), null],
    ['/entrar signed out', 'signedOut', signedOut, null],
    ['/entrar as a visitor', 'signedOut', signedIn(as('visitor')), '/dashboard'],
    ['/entrar as an organizer', 'signedOut', signedIn(as('organizer')), '/dashboard'],
    ['/entrar as an admin', 'signedOut', signedIn(as('admin')), '/admin'],
  ])('%s', (_, requirement, state, target) => {
    expect(guardTarget(requirement, state)).toBe(target)
  })
})
