import { createServer } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { revokeEndedSession } from '../../src/features/auth/ended-sessions.ts'
import { createSupabaseClient, type AppSupabaseClient } from '../../src/lib/supabase.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts'
import { devSettings, freshBackend, newClient, newRider, type Rider } from './helpers/backend.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

interface Device {
  accessToken: string
  refreshToken: string
}

/** Another sign-in of the same account: one more session, as a second phone would hold. */
async function device(rider: Rider): Promise<Device> {
  const { data, error } = await newClient(backend).auth.signInWithPassword(rider)
  if (error || !data.session) throw error ?? new Error('no session')
  return { accessToken: data.session.access_token, refreshToken: data.session.refresh_token }
}

/** Whether a session is alive: its refresh token still renews (and is rotated by it). */
async function alive(session: Device): Promise<boolean> {
  const { data, error } = await newClient(backend).auth.refreshSession({
    refresh_token: session.refreshToken,
  })
  if (data.session) session.refreshToken = data.session.refresh_token
  return error === null
}

/** A loopback port nothing listens on (taken, then let go). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function logout(accessToken: string, scope?: string) {
  return fetch(`${backend.url}/auth/v1/logout${scope === undefined ? '' : `?scope=${scope}`}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` },
  })
}

describe('POST /auth/v1/logout?scope= (GoTrue’s scopes)', () => {
  it('local ends only the caller’s session', async () => {
    const rider = await newRider(backend)
    const [phone, laptop] = [await device(rider), await device(rider)]
    expect((await logout(phone.accessToken, 'local')).status).toBe(204)
    expect(await alive(phone)).toBe(false)
    expect(await alive(laptop)).toBe(true)
  })

  it('others ends every session but the caller’s', async () => {
    const rider = await newRider(backend)
    const [phone, laptop] = [await device(rider), await device(rider)]
    expect((await logout(phone.accessToken, 'others')).status).toBe(204)
    expect(await alive(phone)).toBe(true)
    expect(await alive(laptop)).toBe(false)
  })

  it.each([['global'], [undefined]])(
    'scope %s ends every session of the account',
    async (scope) => {
      const rider = await newRider(backend)
      const someoneElse = await device(await newRider(backend))
      const [phone, laptop] = [await device(rider), await device(rider)]
      expect((await logout(phone.accessToken, scope)).status).toBe(204)
      expect(await alive(phone)).toBe(false)
      expect(await alive(laptop)).toBe(false)
      expect(await alive(someoneElse)).toBe(true)
    },
  )

  it('an ended session’s token is refused (403 session_not_found) and ends nothing', async () => {
    const rider = await newRider(backend)
    const [phone, laptop] = [await device(rider), await device(rider)]
    expect((await logout(phone.accessToken, 'local')).status).toBe(204)

    const again = await logout(phone.accessToken, 'global')
    expect(again.status).toBe(403)
    expect(await again.json()).toMatchObject({ code: 'session_not_found' })
    expect(await alive(laptop)).toBe(true)
  })

  it('an unknown scope is a 400 and ends nothing', async () => {
    const rider = await newRider(backend)
    const phone = await device(rider)
    const answer = await logout(phone.accessToken, 'todos')
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ code: 'validation_failed' })
    expect(await alive(phone)).toBe(true)
  })

  it('supabase-js signOut({ scope }) sends the scope it is given', async () => {
    const rider = await newRider(backend)
    const laptop = await device(rider)
    expect((await rider.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(await alive(laptop)).toBe(true)
    const phone = newClient(backend)
    await phone.auth.signInWithPassword(rider)
    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect(await alive(laptop)).toBe(false)
  })
})

describe('revoking a session this device ended offline (ended-sessions.ts)', () => {
  const side = (url = backend.url): AppSupabaseClient =>
    createSupabaseClient(url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    })
  const ended = (session: Device) => ({
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
  })

  it('ends that one session; the account’s others go on', async () => {
    const rider = await newRider(backend)
    const [phone, laptop] = [await device(rider), await device(rider)]
    expect(await revokeEndedSession(side(), ended(phone))).toBe('revoked')
    expect(await alive(phone)).toBe(false)
    expect(await alive(laptop)).toBe(true)
  })

  it('renews an access token that expired meanwhile, then ends the session', async () => {
    const rider = await newRider(backend)
    const [phone, laptop] = [await device(rider), await device(rider)]
    await devSettings(backend, { clockOffsetSeconds: 2 * 3600 })
    try {
      expect(await revokeEndedSession(side(), ended(phone))).toBe('revoked')
    } finally {
      await devSettings(backend, { clockOffsetSeconds: 0 })
    }
    expect(await alive(phone)).toBe(false)
    expect(await alive(laptop)).toBe(true)
  })

  it('a session that already ended counts as revoked', async () => {
    const rider = await newRider(backend)
    const phone = await device(rider)
    expect((await logout(phone.accessToken, 'local')).status).toBe(204)
    expect(await revokeEndedSession(side(), ended(phone))).toBe('revoked')
  })

  it('with no server to answer, it is kept for later', async () => {
    const rider = await newRider(backend)
    const phone = await device(rider)
    const nobody = await closedPort()
    expect(await revokeEndedSession(side(`http://127.0.0.1:${nobody}`), ended(phone))).toBe('later')
    expect(await alive(phone)).toBe(true)
  })
})
