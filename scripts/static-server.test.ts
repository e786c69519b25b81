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

  it.each(['/trilha-que-nao-existe', '/videos/nao/existe', '/blog/um-post/sobra', '/blog/a/b/c'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      expect(await get(path)).toEqual([404, 'not found'])
    },
  )
})
