/**
 * Serves the production build the way a static host would: each route's prerendered page,
 * `404.html` with status 404 for unknown paths, gzip or brotli by `Accept-Encoding`, `no-cache`
 * for pages and the service worker, immutable caching for hashed assets, and the build's
 * `_headers` matched as Netlify and Cloudflare Pages match it: by the requested path, every
 * matching rule (scripts/security-headers.ts).
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  HEADERS_FILE,
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from './security-headers.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
}

/**
 * App screens with a parameter (`/blog/$slug`, `/eventos/$slug`, `/desafios/$slug`,
 * `/dashboard/pedais/$id`): without a page of their own they get the shell. One segment only: a
 * deeper path is unknown to the router too, and gets the 404 page.
 */
const SHELL_PATHS = [
  /^\/blog\/[^/]+\/?$/,
  /^\/eventos\/[^/]+\/?$/,
  /^\/desafios\/[^/]+\/?$/,
  /^\/dashboard\/pedais\/[^/]+\/?$/,
]
const SHELL_PAGE = join('app-shell', 'index.html')

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
])

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** The file for a URL path, or undefined: `/a` and `/a/` both find `a/index.html`. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const target = normalize(join(root, decoded))
  if (target !== root && !target.startsWith(root + sep)) return undefined
  if (extname(decoded)) return (await isFile(target)) ? target : undefined
  const page = join(target, 'index.html')
  return (await isFile(page)) ? page : undefined
}

function cacheControl(root: string, file: string): string {
  const relative = file
    .slice(root.length + 1)
    .split(sep)
    .join('/')
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  return 'no-cache'
}

type Encoding = 'br' | 'gzip'

function pickEncoding(request: IncomingMessage): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

export interface StaticServerOptions {
  root: string
  port: number
  host?: string
}

export function createStaticServer({
  root: rootDir,
  port,
  host = '127.0.0.1',
}: StaticServerOptions) {
  const root = resolve(rootDir)
  const compressed = new Map<string, Buffer>()
  let headerRules: { mtimeMs: number; rules: HeaderRule[] } | undefined

  /** The build's `_headers`, re-read when a build rewrites it; null without one. */
  async function rules(): Promise<HeaderRule[] | null> {
    const file = join(root, HEADERS_FILE)
    try {
      const { mtimeMs } = await stat(file)
      if (headerRules?.mtimeMs !== mtimeMs) {
        headerRules = { mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) }
      }
      return headerRules.rules
    } catch {
      return null
    }
  }

  /**
   * `_headers` rules apply by the requested path, also when another file answers it (the app
   * shell, the not-found page): a host knows nothing of which file that is.
   */
  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    status: number,
    requestedPath: string,
  ) {
    const extension = extname(file)
    response.statusCode = status
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream')
    response.setHeader('Cache-Control', cacheControl(root, file))
    const found = await rules()
    if (found) {
      for (const [name, value] of Object.entries(headersForPath(found, requestedPath)))
        response.setHeader(name, value)
    } else {
      // A build without `_headers` (older, or partial) still gets the basic two.
      response.setHeader('X-Content-Type-Options', 'nosniff')
      if (extension === '.html')
        response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    }
    const encoding = COMPRESSIBLE.has(extension) ? pickEncoding(request) : undefined
    if (!encoding) {
      if (request.method === 'HEAD') return response.end()
      createReadStream(file).pipe(response)
      return
    }
    response.setHeader('Vary', 'Accept-Encoding')
    response.setHeader('Content-Encoding', encoding)
    // Keyed by modification time too, so a rebuilt file is never served from a stale copy.
    const { mtimeMs } = await stat(file)
    const key = `${encoding}:${file}:${mtimeMs}`
    let body = compressed.get(key)
    if (!body) {
      const raw = await readFile(file)
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 })
      compressed.set(key, body)
    }
    response.setHeader('Content-Length', body.length)
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.statusCode = 405
        return response.end()
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost')
      const file = await resolveFile(root, pathname)
      if (file) return send(request, response, file, 200, pathname)
      if (SHELL_PATHS.some((pattern) => pattern.test(pathname))) {
        return send(request, response, join(root, SHELL_PAGE), 200, pathname)
      }
      return send(request, response, join(root, '404.html'), 404, pathname)
    })().catch((error: unknown) => {
      console.error(error)
      response.statusCode = 500
      response.end()
    })
  })

  return {
    server,
    listen: () =>
      new Promise<string>((resolveListen, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          const address = server.address()
          const actualPort = typeof address === 'object' && address ? address.port : port
          resolveListen(`http://${host}:${actualPort}`)
        })
      }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
