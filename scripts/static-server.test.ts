import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from './static-server'

let root: string
let server: ReturnType<typeof createStaticServer>
let base: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'))
  const page = (path: string, text: string) => {
    mkdirSync(join(root, path), { recursive: true })
    writeFileSync(join(root, path, 'index.html'), text)
  }
  page('', 'home')
  page('videos', 'videos')
  page('app-shell', 'shell')
  page('blog/um-post', 'post')
  writeFileSync(join(root, '404.html'), 'not found')
  writeFileSync(
    join(root, '_headers'),
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  X-Frame-Options: DENY',
      '/videos',
      "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
      '/videos/',
      "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
      '/app-shell/index.html',
      "  Content-Security-Policy: default-src 'none'",
      '/404.html',
      "  Content-Security-Policy: default-src 'self'; img-src 'none'",
      '',
    ].join('\n'),
  )
  server = createStaticServer({ root, port: 0 })
  base = await server.listen()
})

afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

async function get(path: string): Promise<[number, string]> {
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } })
  return [response.status, await response.text()]
}

describe('static server', () => {
  it('serves a page for its path, with or without the trailing slash', async () => {
    expect(await get('/videos')).toEqual([200, 'videos'])
    expect(await get('/videos/')).toEqual([200, 'videos'])
    expect(await get('/blog/um-post')).toEqual([200, 'post'])
  })

  it('gives a blog post with no page of its own the app shell', async () => {
    expect(await get('/blog/post-nunca-visto')).toEqual([200, 'shell'])
    expect(await get('/blog/post-nunca-visto/')).toEqual([200, 'shell'])
  })

  it("gives a ride's page (private, on the device) the app shell", async () => {
    expect(await get('/dashboard/pedais/7d3c2a1e-0000-4000-8000-000000000001')).toEqual([
      200,
      'shell',
    ])
  })

  it.each([
    '/trilha-que-nao-existe',
    '/videos/nao/existe',
    '/blog/um-post/sobra',
    '/blog/a/b/c',
    '/dashboard/pedais/a/b',
  ])('%s answers 404 with the not-found page', async (path) => {
    expect(await get(path)).toEqual([404, 'not found'])
  })

  it("answers with the build's _headers, as a static host does", async () => {
    const response = await fetch(`${base}/videos`)
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    )
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const asset = await fetch(`${base}/404.html`)
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'self'; img-src 'none'")
    // _headers itself is not served.
    expect((await fetch(`${base}/_headers`)).status).toBe(404)
  })

  it('matches _headers by the requested path, as the hosts do, whatever file answers it', async () => {
    // The shell answers /blog/<slug> and 404.html any unknown path: only /* matches those paths.
    const shell = await fetch(`${base}/blog/post-nunca-visto`)
    expect(await shell.text()).toBe('shell')
    expect(shell.headers.get('content-security-policy')).toBeNull()
    expect(shell.headers.get('x-frame-options')).toBe('DENY')
    const missing = await fetch(`${base}/trilha-que-nao-existe`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBeNull()
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    // At their own addresses they get their own rules.
    const own = await fetch(`${base}/404.html`)
    expect(own.headers.get('content-security-policy')).toBe("default-src 'self'; img-src 'none'")
  })
})
