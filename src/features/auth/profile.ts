/**
 * The profile row (spec 01 §3) as the app keeps it: parsed from the server, cached on the device
 * for offline starts, and the spec's silent fallback when it cannot be loaded.
 */
import { readJson, removeKey, writeJson } from '../../lib/storage'
import type { AuthUser, Profile, UserType } from './auth-store'

const CACHE_KEY = 'bp-auth-profile'
const USER_TYPES: readonly UserType[] = ['visitor', 'organizer', 'admin']
const PLACEHOLDER_EMAIL = 'usuario@borapedalar.app'

/** Spec 01 §3: the user's id, a placeholder e-mail, 'Usuário', visitor, pf. */
export function fallbackProfile(userId: string): Profile {
  const epoch = new Date(0).toISOString()
  return {
    id: userId,
    email: PLACEHOLDER_EMAIL,
    full_name: 'Usuário',
    user_type: 'visitor',
    person_type: 'pf',
    created_at: epoch,
    updated_at: epoch,
  }
}

/** A profile row from the server or the cache, or null when it is not one. */
export function parseProfile(value: unknown): Profile | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const row = value as Record<string, unknown>
  if (typeof row.id !== 'string' || !row.id) return null
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    id: row.id,
    email: text(row.email),
    full_name: typeof row.full_name === 'string' && row.full_name.trim() ? row.full_name : null,
    user_type: USER_TYPES.find((t) => t === row.user_type) ?? 'visitor',
    person_type: row.person_type === 'pj' ? 'pj' : 'pf',
    created_at: text(row.created_at),
    updated_at: text(row.updated_at),
  }
}

/** The cached profile of this user (another user's cache never leaks into a session). */
export function readCachedProfile(userId: string): Profile | null {
  const cached = parseProfile(readJson<unknown>(CACHE_KEY))
  return cached?.id === userId ? cached : null
}

export function writeCachedProfile(profile: Profile): void {
  writeJson(CACHE_KEY, profile)
}

export function clearCachedProfile(): void {
  removeKey(CACHE_KEY)
}

/** Where a signed-in rider's panel is (spec 01 §6). */
export function panelPath(profile: Pick<Profile, 'user_type'> | null): '/admin' | '/dashboard' {
  return profile?.user_type === 'admin' ? '/admin' : '/dashboard'
}

/** The name the header and the panels show: the full name, else the e-mail (spec 01 §2). */
export function displayName(user: AuthUser | null, profile: Profile | null): string {
  return profile?.full_name || user?.fullName || user?.email || profile?.email || ''
}
