/**
 * Security headers for the built site (issues 31.9 and 39.11). Each HTML file carries its own
 * Content-Security-Policy in a `<meta>` first in its head, whose inline scripts and styles are
 * allowed by their SHA-256 (read from the built HTML, whatever the loader or the router writes
 * inline). `_headers` (the file Netlify and Cloudflare Pages read, and `npm start`'s static server
 * applies as they do) is one rule for every path: what a `<meta>` policy cannot carry
 * (`frame-ancestors`) and the headers every response gets.
 *
 * Why not a policy per page in `_headers` (docs/adr/0011-page-policy-in-the-page.md): hosts match
 * a rule by the requested path, so a page served at another address (a blog post through the app
 * shell, any unknown address through `404.html`) got no policy; one rule per address is ~250
 * rules, and Cloudflare Pages reads 100; and a site-wide `/*` policy, which applies to every page
 * too, would have to list every page's hashes (~170, about 9,000 characters, growing with each
 * page) where Cloudflare Pages reads 2,000 characters a line.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'
import {
  GA4_SCRIPT,
  META_PIXEL_SCRIPT_URL,
  metaPixelConfigScript,
} from '../src/shell/analytics/script-urls.ts'

/** The file static hosts read their response headers from, at the build's root. */
export const HEADERS_FILE = '_headers'

/** What the app loads from elsewhere, from the build's `VITE_*` configuration. */
export interface PolicySources {
  supabaseUrl: string
  blogApiUrl?: string
  ga4Id?: string
  metaPixelId?: string
}

/** The Supabase CLI's local URL: the app's default when `VITE_SUPABASE_URL` is unset (config.ts). */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

export function policySources(env: Record<string, string | undefined>): PolicySources {
  return {
    supabaseUrl: present(env.VITE_SUPABASE_URL) ?? LOCAL_SUPABASE_URL,
    blogApiUrl: present(env.VITE_BLOG_API_URL),
    ga4Id: present(env.VITE_GA4_ID),
    metaPixelId: present(env.VITE_META_PIXEL_ID),
  }
}

/** What a page holds inline: script bodies, `<style>` bodies, `style` attribute values. */
export interface InlineParts {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

/** Script types the browser runs (anything else, JSON-LD for one, is a data block CSP ignores). */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript'])

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The inline parts of a built page. Script and style bodies are raw text in HTML (the first
 * `</script>` ends one, as here), so they are hashed as written; attribute values are decoded.
 */
export function inlineParts(html: string): InlineParts {
  const scripts: string[] = []
  const styles: string[] = []
  const markup = html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (_all, attributes: string, body) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
      if (!/\bsrc\s*=/i.test(attributes) && SCRIPT_TYPES.has(type)) scripts.push(String(body))
      return ''
    })
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_all, body) => {
      styles.push(String(body))
      return ''
    })
  const styleAttributes = [...markup.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*"([^"]*)"/gi)].map(
    (match) => decodeAttribute(match[1] ?? ''),
  )
  return { scripts, styles, styleAttributes }
}

export const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const unique = (items: readonly string[]) => [...new Set(items)]
const originOf = (url: string) => new URL(url).origin

/**
 * Styles the app's libraries insert at run time, which no built page shows: sonner puts its
 * stylesheet in a `<style>` when it loads. Read from the installed package, so an upgrade that
 * changes it changes the hash; the build fails if it can no longer be found.
 */
export async function runtimeStyles(): Promise<string[]> {
  const require = createRequire(import.meta.url)
  const source = await readFile(require.resolve('sonner'), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error("Security headers: sonner's inserted stylesheet was not found")
  // The element is appended empty, then filled: both states are checked.
  return ['', JSON.parse(literal) as string]
}

/**
 * The scripts analytics adds, by their exact paths: never a whole host. CSP ignores a URL's query,
 * so GA4's `/gtag/js` is allowed for any `?id=`; what the path leaves out is what makes the host a
 * known bypass: Tag Manager containers (`/gtm.js`) and every other script Google serves there.
 * gtag.js loads more from `/gtag/destination` only for a Google tag with several linked
 * destinations (set up in Google's admin, not here): a `securitypolicyviolation` would name it;
 * then allow that path too, never the host (docs/adr/0011-page-policy-in-the-page.md).
 */
function analyticsScripts(sources: PolicySources): string[] {
  const scripts: string[] = []
  if (sources.ga4Id !== undefined) scripts.push(GA4_SCRIPT)
  if (sources.metaPixelId !== undefined) {
    // The id goes into the policy's text: a `;` or a space in it would add sources or directives.
    if (!/^\d+$/.test(sources.metaPixelId)) {
      throw new Error(
        `Security headers: VITE_META_PIXEL_ID must be digits, not "${sources.metaPixelId}"`,
      )
    }
    scripts.push(META_PIXEL_SCRIPT_URL, metaPixelConfigScript(sources.metaPixelId))
  }
  return scripts
}

/**
 * The page's Content-Security-Policy, for its `<meta>`: its own inline parts by hash, the hosts it
 * needs, no more. `frame-ancestors` is left to the site-wide header (SITE_POLICY): a browser
 * ignores it in a `<meta>`, with a warning.
 */
export function contentSecurityPolicy(
  sources: PolicySources,
  page: InlineParts,
  extraStyles: readonly string[] = [],
): string {
  const supabase = originOf(sources.supabaseUrl)
  const blog = sources.blogApiUrl ? originOf(sources.blogApiUrl) : undefined
  const ga4 = sources.ga4Id !== undefined
  const pixel = sources.metaPixelId !== undefined
  const styleHashes = unique([...page.styles, ...extraStyles]).map(sha256)
  const attributeHashes = unique(page.styleAttributes).map(sha256)
  const directives: [string, ...(string | false | undefined)[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(page.scripts).map(sha256), ...analyticsScripts(sources)],
    [
      'style-src',
      "'self'",
      ...styleHashes,
      // Hashes of `style` attributes count only with 'unsafe-hashes' (no attribute is allowed
      // unless its exact value is listed).
      attributeHashes.length > 0 && "'unsafe-hashes'",
      ...attributeHashes,
    ],
    [
      'img-src',
      "'self'",
      'https://i.ytimg.com',
      blog,
      ga4 && 'https://*.google-analytics.com',
      ga4 && 'https://*.googletagmanager.com',
      pixel && 'https://www.facebook.com',
    ],
    [
      'connect-src',
      "'self'",
      supabase,
      blog,
      ga4 && 'https://*.google-analytics.com',
      ga4 && 'https://*.analytics.google.com',
      ga4 && 'https://*.googletagmanager.com',
      pixel && 'https://www.facebook.com',
      pixel && 'https://connect.facebook.net',
    ],
    [
      'frame-src',
      // The videos page's player; a blog post may embed either YouTube host (sanitize.ts).
      'https://www.youtube-nocookie.com',
      blog && 'https://youtube-nocookie.com',
      blog && 'https://www.youtube.com',
      blog && 'https://youtube.com',
    ],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ]
  return directives
    .map(([name, ...values]) => [name, ...unique(values.filter((v): v is string => !!v))])
    .map((parts) => parts.join(' '))
    .join('; ')
}

const POLICY_META = '<meta http-equiv="Content-Security-Policy" content="'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * The page with its policy in a `<meta>` right after its charset: a `<meta>` policy governs only
 * what the parser meets after it, so it comes before every script, style and link.
 */
export function withPagePolicy(html: string, policy: string): string {
  if (html.includes(POLICY_META)) throw new Error('Security headers: the page has a policy already')
  const charset = /<meta charset=[^>]*>/i.exec(html)
  if (!charset) throw new Error('Security headers: a page with no <meta charset> to follow')
  const end = charset.index + charset[0].length
  return `${html.slice(0, end)}${POLICY_META}${escapeAttribute(policy)}">${html.slice(end)}`
}

/** The policy a built page carries, or undefined. */
export function pagePolicyOf(html: string): string | undefined {
  const start = html.indexOf(POLICY_META)
  if (start < 0) return undefined
  const value = html.slice(
    start + POLICY_META.length,
    html.indexOf('"', start + POLICY_META.length),
  )
  return decodeAttribute(value)
}

/**
 * The policy every response gets, whatever the path: what a `<meta>` cannot carry, and what holds
 * for any document. Nothing a worker does: a worker's policy is its script's response headers, so
 * `default-src` or `connect-src` here would stop the service worker's fetches of thumbnails.
 */
export const SITE_POLICY =
  "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'"

/** Headers every response gets, whatever the path. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SITE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate `frame-ancestors`.
  'X-Frame-Options': 'DENY',
}

export interface HeaderRule {
  /** A path as the host matches it: exact, or ending in `*` (any rest). */
  path: string
  headers: Record<string, string>
}

/** `_headers`: one block per path, `  Name: value` lines under it (Netlify, Cloudflare Pages). */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(
      ({ path, headers }) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}\n`,
    )
    .join('\n')
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon < 0) continue
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}

/**
 * The headers for a path: every matching rule's, a header named twice joined with ", ", as
 * Cloudflare Pages documents (for a CSP, two policies: both apply). The build writes one rule, so
 * how a host merges two never matters.
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
    }
  }
  return headers
}

/**
 * The `_headers` rules: one, for every path. Each page's own policy is in the page, so the count
 * does not grow with the pages (Cloudflare Pages reads 100 rules).
 */
export function securityHeaderRules(): HeaderRule[] {
  return [{ path: '/*', headers: { ...SITE_HEADERS } }]
}

/** Every HTML file of a build, relative to it with `/` (the hashed assets hold none). */
async function builtPages(outDir: string): Promise<{ file: string; html: string }[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith('assets/'))
  return Promise.all(
    files.map(async (file) => ({ file, html: await readFile(join(outDir, file), 'utf8') })),
  )
}

/**
 * Writes each built page's policy into it and `<outDir>/_headers`; answers how many pages it
 * covered and how many rules it wrote. Runs after every page is written and before the service
 * worker's precache list is made, which then hashes the pages as served.
 */
export async function writeSecurityHeaders(
  outDir: string,
  env: Record<string, string | undefined>,
): Promise<{ pages: number; rules: number }> {
  const sources = policySources(env)
  const extraStyles = await runtimeStyles()
  const pages = await builtPages(outDir)
  for (const { file, html } of pages) {
    const policy = contentSecurityPolicy(sources, inlineParts(html), extraStyles)
    await writeFile(join(outDir, file), withPagePolicy(html, policy))
  }
  const rules = securityHeaderRules()
  await writeFile(join(outDir, HEADERS_FILE), headersFile(rules))
  return { pages: pages.length, rules: rules.length }
}
