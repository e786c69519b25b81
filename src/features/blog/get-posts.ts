/**
 * The blog's remote reads (spec 01 §7): a WordPress REST API at `VITE_BLOG_API_URL`. Riders are
 * often on flaky connections, so every read gives up after 3 s and never throws: it falls back to
 * the copy the service worker cached (read straight from the Cache API, so a slow network that
 * outlasts our time-out still finds it), then to the eight built-in sample posts.
 */
import { config } from '../../lib/config'
import { isOnline } from '../../lib/online'
import { isWpPost, toPost, type Post, type PostSummary } from './post'
import { SAMPLE_POSTS } from './sample-posts'

export const BLOG_TIMEOUT_MS = 3000
/** The home page asks for 8 and shows 4 or 8 by width (ADR 0006 "home posts"). */
export const HOME_POSTS_PER_PAGE = 8

/** Where the posts on screen came from; the screens say so when it is not the live blog. */
export type PostsSource = 'network' | 'cache' | 'sample'

/** A list for cards; lists fetched from the API carry whole posts (the reader reuses them). */
export interface PostsPage {
  posts: PostSummary[]
  source: PostsSource
}

export interface FullPostsPage extends PostsPage {
  posts: Post[]
}

export interface PostResult {
  /** Null: no such post (or none reachable offline). */
  post: Post | null
  source: PostsSource
}

export interface BlogDeps {
  /** The API base (…/wp-json/wp/v2); undefined means no blog is configured. */
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** A stored copy of an earlier answer for this address, if any. */
  readCache?: (url: string) => Promise<unknown>
  isOnline?: () => boolean
}

export const SAMPLE_POST_LIST: readonly Post[] = SAMPLE_POSTS.map(toPost)

export function samplePostBySlug(slug: string): Post | null {
  return SAMPLE_POST_LIST.find((post) => post.slug === slug) ?? null
}

function base(deps: BlogDeps): string | undefined {
  const url = 'baseUrl' in deps ? deps.baseUrl : config.blogApiUrl
  return url?.replace(/\/+$/, '') || undefined
}

export function postsUrl(baseUrl: string, page: number, perPage: number): string {
  return `${baseUrl}/posts?_embed&page=${page}&per_page=${perPage}`
}

export function postBySlugUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/posts?_embed&slug=${encodeURIComponent(slug)}`
}

/** The Cache API copy the service worker keeps (blog-api cache), read without the network. */
async function readBrowserCache(url: string): Promise<unknown> {
  if (typeof caches === 'undefined') return undefined
  const response = await caches.match(url, { ignoreVary: true })
  return response ? ((await response.json()) as unknown) : undefined
}

async function fetchJson(url: string, deps: BlogDeps): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? BLOG_TIMEOUT_MS)
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`Blog API answered ${response.status}`)
    return (await response.json()) as unknown
  } finally {
    clearTimeout(timer)
  }
}

function toPosts(data: unknown): Post[] {
  return Array.isArray(data) ? data.filter(isWpPost).map(toPost) : []
}

/** Never throws: stored copy or nothing. */
async function cachedPosts(url: string, deps: BlogDeps): Promise<Post[]> {
  try {
    return toPosts(await (deps.readCache ?? readBrowserCache)(url))
  } catch {
    return []
  }
}

function liveSource(deps: BlogDeps): PostsSource {
  // Offline, an answer can only have come from the service worker's cache.
  return (deps.isOnline ?? isOnline)() ? 'network' : 'cache'
}

export async function getPosts(
  { page = 1, perPage = HOME_POSTS_PER_PAGE }: { page?: number; perPage?: number } = {},
  deps: BlogDeps = {},
): Promise<FullPostsPage> {
  const sample: FullPostsPage = { posts: SAMPLE_POST_LIST.slice(0, perPage), source: 'sample' }
  const baseUrl = base(deps)
  if (!baseUrl) return sample
  const url = postsUrl(baseUrl, page, perPage)
  try {
    const posts = toPosts(await fetchJson(url, deps))
    if (posts.length > 0) return { posts, source: liveSource(deps) }
  } catch {
    // Time-out, network error, HTTP error or invalid JSON: try the stored copy below.
  }
  const cached = await cachedPosts(url, deps)
  return cached.length > 0 ? { posts: cached, source: 'cache' } : sample
}

/**
 * One post for the reader. The sample posts are our own and answer at once; a remote post comes
 * from the API, else from the stored answer for this post or for the home page's list.
 */
export async function getPost(slug: string, deps: BlogDeps = {}): Promise<PostResult> {
  const sample = samplePostBySlug(slug)
  if (sample) return { post: sample, source: 'sample' }
  const baseUrl = base(deps)
  if (!baseUrl) return { post: null, source: 'sample' }
  const url = postBySlugUrl(baseUrl, slug)
  try {
    const data = await fetchJson(url, deps)
    if (Array.isArray(data)) {
      return { post: toPosts(data).find((p) => p.slug === slug) ?? null, source: liveSource(deps) }
    }
  } catch {
    // Fall through to the stored copies.
  }
  for (const stored of [url, postsUrl(baseUrl, 1, HOME_POSTS_PER_PAGE)]) {
    const post = (await cachedPosts(stored, deps)).find((p) => p.slug === slug)
    if (post) return { post, source: 'cache' }
  }
  return { post: null, source: 'cache' }
}
