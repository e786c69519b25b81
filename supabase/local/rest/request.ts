// Who is calling (from the verified JWT, as PostgREST decides the role) and what they prefer.

import type { Context } from 'hono'

import { API_ROLES, type ApiRole } from '../engine.ts'
import { bearer, verifyToken } from '../jwt.ts'
import { RestError } from './errors.ts'

export interface Caller {
  role: ApiRole
  claims: Record<string, unknown>
}

/**
 * Supabase's gateway wants a valid apikey; PostgREST then takes the role from the Authorization
 * bearer token, or from the apikey when there is none.
 */
export async function callerOf(c: Context, nowMs: number): Promise<Caller> {
  const apikey = c.req.header('apikey') ?? c.req.query('apikey')
  const token = bearer(c.req.header('Authorization')) ?? apikey
  if (!token) {
    throw new RestError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    )
  }
  if (apikey && apikey !== token) {
    const key = await verifyToken(apikey, nowMs)
    if (!key.ok) throw new RestError(401, 'PGRST301', 'Invalid API key')
  }
  const check = await verifyToken(token, nowMs)
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new RestError(401, 'PGRST303', 'JWT expired')
      : new RestError(401, 'PGRST301', 'JWT could not be decoded', check.message)
  }
  const role = check.claims.role
  if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
    throw new RestError(401, 'PGRST301', `role "${String(role)}" is not allowed`)
  }
  return { role: role as ApiRole, claims: check.claims }
}

export interface Preferences {
  representation: boolean
  countExact: boolean
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
}

/** Reads every Prefer header (fetch joins repeated ones with commas). */
export function preferencesOf(c: Context): Preferences {
  const tokens = (c.req.header('Prefer') ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
  const resolution = tokens.find((t) => t.startsWith('resolution='))?.slice('resolution='.length)
  return {
    representation: tokens.includes('return=representation'),
    countExact: tokens.some(
      (t) => t === 'count=exact' || t === 'count=planned' || t === 'count=estimated',
    ),
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates'
        ? resolution
        : undefined,
  }
}

export interface Accepts {
  single: boolean
  stripNulls: boolean
}

export function acceptsOf(c: Context): Accepts {
  const accept = (c.req.header('Accept') ?? '').toLowerCase()
  if (accept.includes('text/csv') || accept.includes('application/vnd.pgrst.plan')) {
    throw new RestError(406, 'PGRST107', 'None of these media types are available: ' + accept)
  }
  return {
    single: accept.includes('application/vnd.pgrst.object+json'),
    stripNulls: accept.includes('nulls=stripped'),
  }
}

/** Only the public schema is exposed, as in config.toml. */
export function checkProfile(c: Context): void {
  const profile = c.req.header('Accept-Profile') ?? c.req.header('Content-Profile')
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public')
  }
}
