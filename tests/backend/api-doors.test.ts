// Issue 31.7: the twin's /rest and /auth answered simple cross-site requests. Its keys are the
// well-known demo ones, so any page a developer opened could write through RLS into the local
// database (a text/plain POST needs no preflight) or use up the auth rate limits. Now a request
// from a page that is neither the app's nor on a loopback address is refused, a body that is not
// JSON is refused before it is read, the API key is taken from its header only, and a Host that
// is a foreign name (DNS rebinding) is refused, as /_dev already did.

import { request } from 'node:http'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiDoors } from '../../supabase/local/api-doors.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts'
import { HARNESS_AUTH_LIMITS } from '../../supabase/local/settings.ts'
import { freshBackend, newClient, newRider, uniqueEmail, type Rider } from './helpers/backend.ts'
import { ftp } from './helpers/rows.ts'

let backend: LocalSupabase
let rider: Rider
let token: string

beforeAll(async () => {
  backend = await freshBackend()
  rider = await newRider(backend)
  token = (await rider.client.auth.getSession()).data.session!.access_token
})

const EVIL = 'https://evil.example'

/** Foreign names with a colon that is no port: none is an IP literal (issue 39.12). */
const STRAY_COLONS = [
  'evil.example:',
  'evil.example:80:',
  'evil.example:abc',
  'evil.example::1',
  'a:b',
  '[evil.example]:80',
  '::1.evil.example:80',
]

async function ftpRows() {
  return (await rider.client.from('user_ftp_data').select('id')).data ?? []
}

/** A raw request with a Host of our choosing (fetch does not let a page or undici pick it). */
function withHost(url: string, path: string, host: string) {
  const { hostname, port } = new URL(url)
  return new Promise<number>((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: 'GET', headers: { host, apikey: backend.anonKey } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the twin refuses what only another site would send', () => {
  it('a cross-site sign-up form (text/plain, no preflight) creates no account', async () => {
    const email = uniqueEmail('forjado')
    const body = JSON.stringify({ email, password: 'segredo-123' })
    const forged = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { Origin: EVIL, 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    })
    expect(forged.status).toBe(403)
    expect(forged.headers.get('access-control-allow-origin')).toBeNull()
    // The same body without the foreign page (a local script, curl): JSON only.
    const plain = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    })
    expect(plain.status).toBe(415)
    const signIn = await newClient(backend).auth.signInWithPassword({
      email,
      password: 'segredo-123',
    })
    expect(signIn.error?.code).toBe('invalid_credentials')
  })

  it('a write through RLS with a body that is not JSON stores nothing', async () => {
    const row = JSON.stringify(ftp())
    const auth = { apikey: backend.anonKey, Authorization: `Bearer ${token}` }
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      null,
    ]) {
      const headers: Record<string, string> = type ? { ...auth, 'Content-Type': type } : auth
      const sent = await fetch(`${backend.url}/rest/v1/user_ftp_data`, {
        method: 'POST',
        headers,
        body: type === null ? new Blob([row]) : row,
      })
      expect([type, sent.status]).toEqual([type, 415])
    }
    const rpc = await fetch(`${backend.url}/rest/v1/rpc/delete_my_account`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'text/plain' },
      body: '{}',
    })
    expect(rpc.status).toBe(415)
    expect(await ftpRows()).toEqual([])
    expect((await rider.client.auth.getUser()).error).toBeNull()
  })

  it('a page on another origin is refused, whatever it sends; the app and loopback pages are not', async () => {
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${token}` }
    for (const origin of [
      EVIL,
      'null',
      'http://192.168.0.10:5173',
      'http://localhost.evil.example',
    ]) {
      const read = await fetch(`${backend.url}/rest/v1/user_ftp_data?select=id`, {
        headers: { ...headers, Origin: origin },
      })
      expect([origin, read.status]).toEqual([origin, 403])
      const preflight = await fetch(`${backend.url}/rest/v1/user_ftp_data`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey,authorization,content-type',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      const logout = await fetch(`${backend.url}/auth/v1/logout`, {
        method: 'POST',
        headers: { ...headers, Origin: origin },
      })
      expect(logout.status).toBe(403)
    }
    expect((await rider.client.auth.refreshSession()).error).toBeNull()
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:3000']) {
      const read = await fetch(`${backend.url}/rest/v1/user_ftp_data?select=id`, {
        headers: { ...headers, Origin: origin },
      })
      expect(read.status).toBe(200)
      expect(read.headers.get('access-control-allow-origin')).toBe(origin)
    }
  })

  it('takes the API key from its header only, never from the URL', async () => {
    const url = `${backend.url}/rest/v1/profiles?select=email&apikey=${backend.serviceRoleKey}`
    const byUrl = await fetch(url)
    expect(byUrl.status).toBe(401)
    expect(await byUrl.text()).not.toContain('@')
    const auth = await fetch(`${backend.url}/auth/v1/settings?apikey=${backend.anonKey}`)
    expect(auth.status).toBe(401)
  })

  it('refuses a Host that is a foreign name (DNS rebinding); loopback names and addresses pass', async () => {
    const { port } = new URL(backend.url)
    const path = '/rest/v1/profiles?select=id'
    expect(await withHost(backend.url, path, `rebind.evil.example:${port}`)).toBe(403)
    expect(await withHost(backend.url, '/auth/v1/health', `rebind.evil.example:${port}`)).toBe(403)
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `192.168.0.10:${port}`]) {
      expect([host, await withHost(backend.url, '/auth/v1/health', host)]).toEqual([host, 200])
    }
  })

  it('takes only real IP literals for addresses: a name with a stray colon is a name (issue 39.12)', async () => {
    const { port } = new URL(backend.url)
    // Over HTTP, @hono/node-server already answers most of these 400 before the doors see them;
    // the doors' own answer is checked below, without it.
    for (const host of STRAY_COLONS) {
      const status = await withHost(backend.url, '/auth/v1/health', host)
      expect([host, [400, 403].includes(status)]).toEqual([host, true])
    }
    for (const host of ['127.0.0.1', `[::1]:${port}`, '[::1]', `[2001:db8::1]:${port}`]) {
      expect([host, await withHost(backend.url, '/auth/v1/health', host)]).toEqual([host, 200])
    }
  })
})

describe('the Host door by itself (issue 39.12)', () => {
  const app = new Hono()
  app.use('*', apiDoors({ siteUrl: 'http://127.0.0.1:5173', host: '127.0.0.1' }).guard)
  app.get('*', (c) => c.text('ok'))
  const status = async (host: string) =>
    (await app.request('http://127.0.0.1/auth/v1/health', { headers: { host } })).status

  it('refuses a foreign name with a stray colon, which the old test (any colon) took for IPv6', async () => {
    for (const host of [...STRAY_COLONS, '999.1.1.1', 'rebind.evil.example:80']) {
      expect([host, await status(host)]).toEqual([host, 403])
    }
  })

  it('passes IPv4 and IPv6 literals, loopback or not, with or without a port', async () => {
    for (const host of [
      '127.0.0.1',
      '127.0.0.1:54321',
      '10.0.0.7:80',
      '[::1]',
      '[::1]:54321',
      '[2001:db8::1]:80',
      '[::ffff:192.168.0.10]:80',
      'localhost:54321',
    ]) {
      expect([host, await status(host)]).toEqual([host, 200])
    }
  })
})

describe("the app's own origin, when it is not a loopback one", () => {
  let lan: LocalSupabase

  beforeAll(async () => {
    lan = await startLocalSupabase({
      dataDir: 'memory',
      port: 0,
      siteUrl: 'http://pedal.lan:5173',
      settings: HARNESS_AUTH_LIMITS,
    })
  })

  afterAll(async () => {
    await lan?.close()
  })

  it('is answered, with CORS; another port of the same name is not', async () => {
    const app = newClient(lan, lan.anonKey, { Origin: 'http://pedal.lan:5173' })
    const signUp = await app.auth.signUp({ email: uniqueEmail(), password: 'segredo-123' })
    expect(signUp.error).toBeNull()
    const read = await fetch(`${lan.url}/auth/v1/health`, {
      headers: { apikey: lan.anonKey, Origin: 'http://pedal.lan:5173' },
    })
    expect(read.headers.get('access-control-allow-origin')).toBe('http://pedal.lan:5173')
    const other = await fetch(`${lan.url}/auth/v1/health`, {
      headers: { apikey: lan.anonKey, Origin: 'http://pedal.lan:8080' },
    })
    expect(other.status).toBe(403)
    expect(await withHost(lan.url, '/auth/v1/health', 'pedal.lan:54321')).toBe(200)
  })
})
