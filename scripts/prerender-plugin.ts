/**
 * Writes a static HTML page for every route at the end of the client build (in `writeBundle`, so
 * vite-plugin-pwa, which runs in `closeBundle`, precaches the pages). It renders with the SSR
 * bundle built just before (`vite.ssr.config.ts`) and fails the build on any render error.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { criticalCss } from './critical-css.ts'
import { writeSecurityHeaders } from './security-headers.ts'
import { documentAssetsFromHtml } from './document-assets.ts'
import { eventPageHtml, fetchUpcomingEvents, type HeadTags } from './event-pages.ts'
import {
  namedLazyPreloads,
  laterPreloads,
  pageLoaderCall,
  pageLoaderDefinition,
  pageModulesScript,
  renderedPreloads,
  routePreloadsFromManifest,
  screenPreloadsFromManifest,
  type PageModules,
  type ViteManifest,
} from './route-preloads.ts'

/**
 * The device's results store, the reader of a screen's saved record and a field test's panel
 * (sensors, recording): a page that imports them lazily gets them before `load`, so it works with
 * no connection after it.
 */
const DEVICE_CHUNKS = ['results', 'latest-record', 'test-panel']

/**
 * What the root lazily loads on every page: the footer, the toasts and the banners (the offline
 * one and the update's), one chunk by vite.config.ts's `shell-parts` group, asked for with the
 * page's modules. So they are in before `load` — a
 * signal lost right after it still shows 'Sem conexão…' — and the entry's evaluation finds them
 * there (instead of adding a module preload per file, ~5 ms each on a slow phone).
 */
const ROOT_PARTS = ['shell-parts']

/** The app shell is only ever served by the worker or for an address without a page. */
const APP_SHELL_PATH = '/app-shell'

/** A path no route matches: rendering it yields the not-found page, written as 404.html. */
const NOT_FOUND_PROBE = '/__pagina-inexistente__'

interface ServerEntry {
  renderUrl: (
    url: string,
    assets: unknown,
  ) => Promise<{ status: number; html: string; location?: string }>
  prerenderPaths: () => string[]
  ALIASES: Record<string, string>
  eventPages: {
    supabaseUrl: string
    supabaseAnonKey: string
    columns: string
    heads: (rows: Record<string, unknown>[], now: Date) => { path: string; head: HeadTags }[]
  }
}

export function pageFile(outDir: string, path: string, name = 'index.html'): string {
  return path === '/' ? join(outDir, name) : join(outDir, path, name)
}

/** The page with its loader inlined just before the stylesheet's link, which it may replace. */
function withLoader(html: string, modules: PageModules): string {
  const link = html.indexOf('<link rel="stylesheet"')
  if (link < 0) throw new Error('Prerender: no stylesheet to load the modules before')
  return `${html.slice(0, link)}${pageModulesScript(modules)}${html.slice(link)}`
}

/**
 * A first visit's copy of a page (`index.html`): the stylesheet's rules it uses inline, so its
 * first paint waits for no other request; its loader links the whole stylesheet once the page has
 * painted, where React finds it when it hydrates the head. The worker keeps the page with the
 * stylesheet linked (`offline.html`: it is on the device too), so the precache does not carry a
 * copy of the rules in every page.
 */
function firstVisitCopy(
  html: string,
  modules: PageModules,
  stylesheet: { href: string; css: string },
): string {
  const link = new RegExp(`<link rel="stylesheet" href="${stylesheet.href}"[^>]*/>`).exec(html)
  if (!link) throw new Error(`Prerender: no link to ${stylesheet.href} to inline`)
  const rules = `<style data-critical>${criticalCss(stylesheet.css, html)}</style>`
  return withLoader(html, { ...modules, stylesheet: stylesheet.href }).replace(link[0], rules)
}

// The session mark too (entry-server writes the three together): ~150 B gzip in each copy.
const BOOT_SCRIPTS = [
  '(function hideLinkSecrets',
  '(function captureEarlyInput',
  '(function markStoredKey',
]

/**
 * A page's first inline scripts (`BOOT_SCRIPTS`, in that order, as `withEarlyInput` in
 * src/entry-server.tsx writes them): where they stand and their code.
 */
function bootScripts(html: string): { start: number; end: number; code: string[] } {
  const code: string[] = []
  const start = html.indexOf(`<script>${BOOT_SCRIPTS[0]}`)
  let end = start
  for (const name of BOOT_SCRIPTS) {
    if (start < 0 || !html.startsWith(`<script>${name}`, end)) {
      throw new Error(`Prerender: no inline ${name.slice(10)} where expected`)
    }
    const close = html.indexOf('</script>', end)
    code.push(html.slice(end + '<script>'.length, close))
    end = close + '</script>'.length
  }
  return { start, end, code }
}

/**
 * One file with the boot scripts every page inlines and the loader, for the worker's copies: the
 * precache compresses each page on its own, so ~3 KiB of the same code in each of them is paid
 * once this way. Classic and blocking where the inline scripts stood, so it still runs before
 * any other script, stylesheet or paint.
 */
function bootFile(html: string): { file: string; code: string } {
  const code = `${[...bootScripts(html).code, pageLoaderDefinition()].join(';\n')};\n`
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
  return { file: `assets/page-boot-${hash}.js`, code }
}

/**
 * Head tags only link previews and search engines read (Open Graph, Twitter, keywords, author,
 * robots, canonical). The worker's copies go to the rider's own browser alone, and React 19 adds
 * a missing `<meta>` or `<link>` of the head back as it hydrates it (hoistable tags are matched
 * by their attributes, not by position), so the copies leave them out: ~220 B gzip a page.
 */
const CRAWLER_TAGS = [
  '<meta property="og:',
  '<meta name="twitter:',
  '<meta name="keywords"',
  '<meta name="author"',
  '<meta name="robots"',
  '<link rel="canonical"',
]

export function withoutCrawlerTags(html: string): string {
  const headEnd = html.indexOf('</head>')
  let head = html.slice(0, headEnd)
  for (const tag of CRAWLER_TAGS) {
    for (let at = head.indexOf(tag); at >= 0; at = head.indexOf(tag, at)) {
      head = head.slice(0, at) + head.slice(head.indexOf('>', at) + 1)
    }
  }
  return head + html.slice(headEnd)
}

/**
 * The worker's copy of a page: its boot and loader from `bootFile`, the stylesheet linked, no
 * crawler tags.
 */
function offlineCopy(html: string, modules: PageModules, boot: string): string {
  const link = html.indexOf('<link rel="stylesheet"')
  if (link < 0) throw new Error('Prerender: no stylesheet to load the modules before')
  const withCall = `${html.slice(0, link)}${pageLoaderCall(modules)}${html.slice(link)}`
  const { start, end } = bootScripts(withCall)
  const copy = `${withCall.slice(0, start)}<script src="/${boot}"></script>${withCall.slice(end)}`
  return withoutCrawlerTags(copy)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A page for an alias: replaces itself with the canonical path, keeping query and hash. */
export function redirectPage(target: string): string {
  const safe = escapeHtml(target)
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Redirecionando…</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${safe}"><script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script></head><body><p>Redirecionando para <a href="${safe}">${safe}</a>…</p></body></html>`
}

/** The canonical URL of a page that may be indexed, or undefined. */
export function indexableUrl(html: string): string | undefined {
  if (/<meta name="robots" content="noindex/.test(html)) return undefined
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
}

function sitemap(urls: readonly string[]): string {
  const entries = [...new Set(urls)]
    .sort()
    .map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

function robots(urls: readonly string[]): string {
  const origin = urls[0] ? new URL(urls[0]).origin : ''
  return `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /admin\nDisallow: /app-shell\nDisallow: /convite-admin\n\nSitemap: ${origin}/sitemap.xml\n`
}

const EVENT_PAGE_PATH = /^\/eventos\/[a-z0-9-]{1,140}$/

/**
 * Each published upcoming event's page, the shell with the event's head (scripts/event-pages.ts),
 * when the backend the build points at answers; none when it does not (CI, a build offline).
 */
async function writeEventPages(
  shell: string,
  events: ServerEntry['eventPages'],
  write: (file: string, html: string) => Promise<void>,
  outDir: string,
): Promise<{ urls: string[]; note: string }> {
  const now = new Date()
  const rows = await fetchUpcomingEvents({
    url: events.supabaseUrl,
    anonKey: events.supabaseAnonKey,
    columns: events.columns,
    now,
  })
  if (!rows) return { urls: [], note: `no event pages: ${events.supabaseUrl} did not answer` }
  const urls: string[] = []
  for (const { path, head } of events.heads(rows, now)) {
    // The server makes slugs of [a-z0-9-] only; anything else is never written as a file path.
    if (!EVENT_PAGE_PATH.test(path)) continue
    const html = eventPageHtml(shell, head)
    await write(pageFile(outDir, path), html)
    const canonical = indexableUrl(html)
    if (canonical) urls.push(canonical)
  }
  return { urls, note: `${urls.length} event pages from ${events.supabaseUrl}` }
}

/** React's marker of a boundary that failed on the server and will render on the client. */
const CLIENT_FALLBACK_MARKER = '<!--$!-->'
/** React's marker of a boundary whose fallback is in the HTML until a script swaps the content in. */
const PENDING_BOUNDARY_MARKER = '<!--$?-->'

export function prerenderPlugin(options: { serverEntry: string }): Plugin {
  let outDir = 'dist'
  let env: Record<string, string | undefined> = {}
  return {
    name: 'bora-pedalar:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      env = config.env
    },
    async writeBundle() {
      const template = await readFile(join(outDir, 'index.html'), 'utf8')
      const viteManifest = JSON.parse(
        await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as ViteManifest
      const parsed = documentAssetsFromHtml(template)
      const entry = parsed.scripts.find((script) => script.attrs.type === 'module')?.attrs.src
      if (typeof entry !== 'string') throw new Error('Prerender: index.html has no entry module')
      // The router's view of what each page loads: its preloads tell which modules a route needs.
      const routed = {
        scripts: parsed.scripts,
        css: parsed.css,
        routePreloads: {
          __root__: parsed.preloads,
          ...routePreloadsFromManifest(viteManifest, parsed.preloads),
        },
      }
      // What the pages render: no module script and no modulepreloads (each page's loader asks
      // for them), so the router hydrates the same head and body without them.
      const rendered = {
        scripts: parsed.scripts.filter((script) => script.attrs.src !== entry),
        css: parsed.css,
      }
      const screenPreloads = screenPreloadsFromManifest(viteManifest, parsed.preloads)
      const [stylesheetHref, ...others] = parsed.css
      if (!stylesheetHref || others.length > 0)
        throw new Error(
          `Prerender: expected one stylesheet in index.html, found ${parsed.css.length}`,
        )
      const stylesheet = {
        href: stylesheetHref,
        css: await readFile(join(outDir, stylesheetHref), 'utf8'),
      }
      const server = (await import(pathToFileURL(resolve(options.serverEntry)).href)) as ServerEntry

      const write = async (file: string, html: string) => {
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, html)
      }
      const render = async (path: string, expectedStatus: number) => {
        const preloads = renderedPreloads((await server.renderUrl(path, routed)).html)
        const result = await server.renderUrl(path, rendered)
        if (result.status !== expectedStatus) {
          throw new Error(`Prerender ${path}: status ${result.status}, expected ${expectedStatus}`)
        }
        if (result.html.includes(CLIENT_FALLBACK_MARKER)) {
          throw new Error(`Prerender ${path}: a boundary fell back to client rendering`)
        }
        if (result.html.includes(PENDING_BOUNDARY_MARKER)) {
          throw new Error(`Prerender ${path}: a boundary shows its fallback at first paint`)
        }
        const screens = laterPreloads(preloads, screenPreloads)
        const onDevice = namedLazyPreloads(
          viteManifest,
          [...parsed.preloads, ...preloads, ...screens],
          DEVICE_CHUNKS,
        )
        const known = new Set([...parsed.preloads, ...preloads, ...screens, ...onDevice])
        const root = namedLazyPreloads(viteManifest, [entry], ROOT_PARTS).filter(
          (file) => !known.has(file),
        )
        const modules = { entry, preloads, later: [...screens, ...onDevice, ...root] }
        return { html: result.html, modules }
      }

      await rm(join(outDir, 'index.html'))
      const paths = server.prerenderPaths()
      const indexable: string[] = []
      let shell: string | undefined
      let boot: { file: string; code: string } | undefined
      for (const path of paths) {
        const { html, modules } = await render(path, 200)
        boot ??= bootFile(html)
        if (bootFile(html).file !== boot.file) {
          throw new Error(`Prerender ${path}: boot scripts differ from the other pages'`)
        }
        if (path === APP_SHELL_PATH) {
          // The network's shell (a blog post never seen, the event pages' base) keeps its boot
          // scripts inline; the worker keeps the copy that shares the boot file.
          shell = withLoader(html, modules)
          await write(pageFile(outDir, path), shell)
          await write(pageFile(outDir, path, 'offline.html'), offlineCopy(html, modules, boot.file))
        } else {
          await write(pageFile(outDir, path), firstVisitCopy(html, modules, stylesheet))
          await write(pageFile(outDir, path, 'offline.html'), offlineCopy(html, modules, boot.file))
        }
        const canonical = indexableUrl(html)
        if (canonical) indexable.push(canonical)
      }
      if (!shell) throw new Error(`Prerender: no ${APP_SHELL_PATH} page`)
      const events = await writeEventPages(shell, server.eventPages, write, outDir)
      indexable.push(...events.urls)
      this.info(events.note)
      await write(join(outDir, 'sitemap.xml'), sitemap(indexable))
      await write(join(outDir, 'robots.txt'), robots(indexable))
      if (boot) await write(join(outDir, boot.file), boot.code)
      const notFound = await render(NOT_FOUND_PROBE, 404)
      await write(join(outDir, '404.html'), withLoader(notFound.html, notFound.modules))
      for (const [alias, target] of Object.entries(server.ALIASES)) {
        await write(pageFile(outDir, alias), redirectPage(target))
      }
      this.info(
        `prerendered ${paths.length} pages, 404.html and ${Object.keys(server.ALIASES).length} redirects`,
      )
      // Last: the policies hash the inline parts of every page as written above.
      const written = await writeSecurityHeaders(outDir, env)
      this.info(
        `a Content-Security-Policy in each of ${written.pages} HTML files; _headers: ${written.rules} rule`,
      )
    },
  }
}
