import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'

import { exposureWarning, isLoopbackHost } from '../../supabase/local/server.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { devHeaders, freshBackend, newRider } from './helpers/backend.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

const settingsNow = async () =>
  (await (
    await fetch(`${backend.url}/_dev/settings`, { headers: devHeaders(backend) })
  ).json()) as {
    clockOffsetSeconds: number
  }

/** A raw request with a Host of our choosing (fetch does not let a page or undici pick it). */
function withHost(path: string, host: string) {
  const { hostname, port } = new URL(backend.url)
  return new Promise<number>((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: 'GET', headers: { host, ...devHeaders(backend) } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the /_dev door', () => {
  it('refuses every route without the run’s token', async () => {
    const rider = await newRider(backend)
    await rider.client.auth.resetPasswordForEmail(rider.email)
    const mail = await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(rider.email)}`)
    expect(mail.status).toBe(401)
    const wrong = await fetch(`${backend.url}/_dev/mail?token=nope`)
    expect(wrong.status).toBe(401)
    const post = await fetch(`${backend.url}/_dev/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clockOffsetSeconds: 86_400 }),
    })
    expect(post.status).toBe(401)
    const reset = await fetch(`${backend.url}/_dev/reset`, { method: 'POST' })
    expect(reset.status).toBe(401)
    expect((await settingsNow()).clockOffsetSeconds).toBe(0)
    // The account (and its mail) survived the refused reset.
    const again = await rider.client.auth.signInWithPassword(rider)
    expect(again.error).toBeNull()
  })

  it('refuses a simple-request body (text/plain, as a no-cors form or fetch sends)', async () => {
    const plain = await fetch(`${backend.url}/_dev/settings`, {
      method: 'POST',
      headers: { 'X-Dev-Token': backend.devToken ?? '', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ clockOffsetSeconds: 86_400 }),
    })
    expect(plain.status).toBe(415)
    const noType = await fetch(`${backend.url}/_dev/reset`, {
      method: 'POST',
      headers: { 'X-Dev-Token': backend.devToken ?? '' },
    })
    expect(noType.status).toBe(415)
    expect((await settingsNow()).clockOffsetSeconds).toBe(0)
  })

  it('refuses other origins, localhost pages included, and never answers CORS', async () => {
    for (const origin of ['http://localhost:5173', 'https://evil.example']) {
      const read = await fetch(`${backend.url}/_dev/mail`, {
        headers: { ...devHeaders(backend), Origin: origin },
      })
      expect(read.status).toBe(403)
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
      const preflight = await fetch(`${backend.url}/_dev/settings`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-dev-token',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    }
    // The app's own APIs still answer local pages.
    const api = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('refuses a Host that is not loopback (DNS rebinding)', async () => {
    const port = new URL(backend.url).port
    expect(await withHost('/_dev/settings', `rebind.evil.example:${port}`)).toBe(403)
    expect(await withHost('/_dev/settings', `127.0.0.1:${port}`)).toBe(200)
    expect(await withHost('/_dev/settings', `localhost:${port}`)).toBe(200)
  })

  it('opens with the token: header, or ?token= for the mailbox URL printed at start', async () => {
    expect(backend.devToken).toMatch(/^[\w-]{20,}$/)
    expect(backend.mailboxUrl).toBe(`${backend.url}/_dev/mail?token=${backend.devToken}&to=`)
    const rider = await newRider(backend)
    await rider.client.auth.resetPasswordForEmail(rider.email)
    const viaUrl = await fetch(`${backend.mailboxUrl}${encodeURIComponent(rider.email)}`)
    expect(viaUrl.status).toBe(200)
    expect(viaUrl.headers.get('cache-control')).toBe('no-store')
    expect(await viaUrl.json()).toHaveLength(1)
    const changed = await fetch(`${backend.url}/_dev/settings`, {
      method: 'POST',
      headers: devHeaders(backend),
      body: JSON.stringify({ clockOffsetSeconds: 5 }),
    })
    expect(changed.status).toBe(200)
    expect((await settingsNow()).clockOffsetSeconds).toBe(5)
    // The token opens the mailbox only by URL: a POST must send it as a header.
    const queryPost = await fetch(`${backend.url}/_dev/reset?token=${backend.devToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(queryPost.status).toBe(401)
  })
})

describe('binding', () => {
  it('listens on loopback by default and warns when told to listen beyond it', () => {
    expect(new URL(backend.url).hostname).toBe('127.0.0.1')
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(isLoopbackHost(host)).toBe(true)
      expect(exposureWarning(host)).toBeNull()
    }
    for (const host of ['0.0.0.0', '::', '192.168.0.10']) {
      expect(isLoopbackHost(host)).toBe(false)
      expect(exposureWarning(host)).toMatch(/WARNING: listening on .* public/)
    }
  })
})
