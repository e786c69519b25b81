/**
 * The blog fetcher against a real HTTP server (node:http) answering the way WordPress does, and
 * every way it can fail: slow past 3 s, 500, invalid JSON, no URL configured.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  BLOG_TIMEOUT_MS,
  getPost,
  getPosts,
  postsUrl,
  SAMPLE_POST_LIST,
  type BlogDeps,
} from './get-posts'
import type { WpPost } from './post'

function wpPost(id: number, slug: string, extra: Partial<WpPost> = {}): WpPost {
  return {
    id,
    date: '2026-06-01T10:00:00',
    slug,
    link: `https://blog.example.com/${slug}/`,
    title: { rendered: `Post &#8220;${id}&#8221;` },
    excerpt: { rendered: `<p>Resumo ${id} [&hellip;]</p>` },
    content: { rendered: `<p>Conteúdo ${id}</p>` },
    _embedded: {
      author: [{ id: 2, name: 'Ana Lima' }],
      'wp:featuredmedia': [{ source_url: `https://blog.example.com/${slug}.jpg`, alt_text: '' }],
    },
    ...extra,
  }
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void

let server: Server
let handler: Handler = (_request, response) => response.end('[]')
const requests: string[] = []
let apiBase = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/wp/v2/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
  vi.useRealTimers()
  requests.length = 0
  server.closeAllConnections()
})

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  }

/** Online, no stored copies: what a first visit sees. */
const deps = (extra: BlogDeps = {}): BlogDeps => ({
  baseUrl: apiBase,
  isOnline: () => true,
  readCache: () => Promise.resolve(undefined),
  ...extra,
})

describe('getPosts', () => {
  it('asks WordPress for ?_embed&page=&per_page= and maps the answer', async () => {
    handler = json([wpPost(1, 'primeiro'), wpPost(2, 'segundo')])
    const page = await getPosts({ page: 2, perPage: 4 }, deps())
    expect(requests).toEqual(['/wp-json/wp/v2/posts?_embed&page=2&per_page=4'])
    expect(page.source).toBe('network')
    expect(page.posts.map((p) => p.slug)).toEqual(['primeiro', 'segundo'])
    expect(page.posts[0]).toMatchObject({
      title: 'Post “1”',
      excerpt: 'Resumo 1…',
      author: 'Ana Lima',
      image: 'https://blog.example.com/primeiro.jpg',
      contentHtml: '<p>Conteúdo 1</p>',
    })
  })

  it('defaults to page 1 with 8 posts and drops entries that are not posts', async () => {
    handler = json([wpPost(1, 'ok'), { id: 'x' }, null, wpPost(3, 'bad slug!')])
    const page = await getPosts({}, deps())
    expect(requests).toEqual(['/wp-json/wp/v2/posts?_embed&page=1&per_page=8'])
    expect(page.posts.map((p) => p.slug)).toEqual(['ok'])
  })

  it('gives the eight sample posts when no blog URL is configured, without any request', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    const page = await getPosts({}, { baseUrl: undefined, fetch: fetchSpy })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(page.source).toBe('sample')
    expect(page.posts).toHaveLength(8)
    expect(page.posts).toEqual(SAMPLE_POST_LIST)
  })

  it('gives up after 3 s and falls back to the sample posts', async () => {
    expect(BLOG_TIMEOUT_MS).toBe(3000)
    handler = () => {} // never answers
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const result = getPosts({}, deps()).finally(() => (settled = true))
    // setImmediate is not faked: let the real request reach the server first.
    while (requests.length === 0) await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(BLOG_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const page = await result
    expect(page.source).toBe('sample')
    expect(page.posts).toHaveLength(8)
  })

  it.each([
    ['a 500', json({ code: 'internal_server_error' }, 500)],
    ['invalid JSON', (_request, response) => response.end('<html>oops')],
    ['an answer that is not a list', json({ code: 'rest_no_route' })],
    ['an empty list', json([])],
    ['a dropped connection', (request) => request.socket.destroy()],
  ])('falls back to the sample posts on %s', async (_case, answer) => {
    handler = answer
    const page = await getPosts({}, deps())
    expect(page).toEqual({ posts: SAMPLE_POST_LIST, source: 'sample' })
  })

  it('prefers the stored copy of the same request to the sample posts', async () => {
    handler = json({}, 503)
    const stored = new Map([[postsUrl(apiBase.replace(/\/$/, ''), 1, 8), [wpPost(7, 'salvo')]]])
    const page = await getPosts({}, deps({ readCache: (url) => Promise.resolve(stored.get(url)) }))
    expect(page.source).toBe('cache')
    expect(page.posts.map((p) => p.slug)).toEqual(['salvo'])
  })

  it('calls an answer received offline (from the service worker) cached', async () => {
    handler = json([wpPost(1, 'primeiro')])
    const page = await getPosts({}, deps({ isOnline: () => false }))
    expect(page.source).toBe('cache')
  })
})

describe('getPost', () => {
  it('answers a sample slug at once, without the network', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    const sample = SAMPLE_POST_LIST[2]!
    const result = await getPost(sample.slug, deps({ fetch: fetchSpy }))
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(result).toEqual({ post: sample, source: 'sample' })
  })

  it('asks for ?_embed&slug= and returns that post', async () => {
    handler = json([wpPost(5, 'trilha-nova')])
    const result = await getPost('trilha-nova', deps())
    expect(requests).toEqual(['/wp-json/wp/v2/posts?_embed&slug=trilha-nova'])
    expect(result.source).toBe('network')
    expect(result.post?.contentHtml).toBe('<p>Conteúdo 5</p>')
  })

  it('says not found when the blog has no such post', async () => {
    handler = json([])
    expect((await getPost('nao-existe', deps())).post).toBeNull()
  })

  it('finds a post offline in the stored home list', async () => {
    handler = (request) => request.socket.destroy()
    const base = apiBase.replace(/\/$/, '')
    const stored = new Map([[postsUrl(base, 1, 8), [wpPost(1, 'outro'), wpPost(9, 'visto')]]])
    const result = await getPost(
      'visto',
      deps({ readCache: (url) => Promise.resolve(stored.get(url)) }),
    )
    expect(result.source).toBe('cache')
    expect(result.post?.id).toBe(9)
  })

  it('has nothing for an unknown slug without a blog', async () => {
    expect(await getPost('qualquer', { baseUrl: undefined })).toEqual({
      post: null,
      source: 'sample',
    })
  })
})
