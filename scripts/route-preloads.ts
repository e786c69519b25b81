/**
 * Maps each route to the JavaScript its screen needs (its split chunk and that chunk's static
 * imports), so a prerendered page can preload them with the entry instead of discovering them
 * one request at a time.
 */
export interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ViteManifestChunk>

const ROUTES_DIR = 'src/routes/'

/** 'src/routes/calculadoras/index.tsx?tsr-split=component' → '/calculadoras/' */
export function routeIdFromSource(source: string): string | undefined {
  const path = source.split('?')[0] ?? ''
  if (!path.startsWith(ROUTES_DIR)) return undefined
  const name = path.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '')
  if (name === '__root') return '__root__'
  if (name === 'index') return '/'
  if (name.endsWith('/index')) return `/${name.slice(0, -'index'.length)}`
  return `/${name}`
}

/** The route split chunks of the manifest, by route id. */
function routeChunks(manifest: ViteManifest): [routeId: string, key: string][] {
  const chunks: [string, string][] = []
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.includes('tsr-split')) continue
    const routeId = routeIdFromSource(chunk.src ?? key)
    if (routeId) chunks.push([routeId, key])
  }
  return chunks
}

/** The URLs of `keys` and their static imports, leaving out `loaded` and the entry's graph. */
function withStaticImports(
  manifest: ViteManifest,
  keys: readonly string[],
  loaded: ReadonlySet<string>,
): string[] {
  const files = new Set<string>()
  const visit = (entryKey: string) => {
    const entry = manifest[entryKey]
    if (!entry || entry.isEntry) return
    const url = `/${entry.file}`
    if (files.has(url) || loaded.has(url)) return
    files.add(url)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files]
}

export function routePreloadsFromManifest(
  manifest: ViteManifest,
  alreadyLoaded: readonly string[],
): Record<string, string[]> {
  const loaded = new Set(alreadyLoaded)
  const result: Record<string, string[]> = {}
  for (const [routeId, key] of routeChunks(manifest)) {
    result[routeId] = [...(result[routeId] ?? []), ...withStaticImports(manifest, [key], loaded)]
  }
  return result
}

/**
 * What a page's route loads next, before it can hydrate: the screens its split chunk imports
 * (`preloadedScreen`) with their static imports, keyed by the split chunk's URL. A page asks for
 * them once it has painted (`PageModules.later`), so they download while the framework does,
 * instead of one round trip after the route's chunk has run, and stay out of the first paint.
 */
export function screenPreloadsFromManifest(
  manifest: ViteManifest,
  alreadyLoaded: readonly string[],
): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const [, key] of routeChunks(manifest)) {
    const chunk = manifest[key]
    if (!chunk?.dynamicImports?.length) continue
    const loaded = new Set([
      ...alreadyLoaded,
      ...withStaticImports(manifest, [key], new Set(alreadyLoaded)),
    ])
    const files = withStaticImports(manifest, chunk.dynamicImports, loaded)
    if (files.length > 0) result[`/${chunk.file}`] = files
  }
  return result
}

/** The JavaScript a page loads: its entry with what it preloads, and what may wait. */
export interface PageModules {
  /** The entry module (`<script type="module">` until now). */
  entry: string
  /** The entry's graph and the route's chunks, preloaded with it. */
  preloads: string[]
  /** The route's screens, asked for once the page has painted. */
  later: string[]
  /** The stylesheet, linked with the entry where the page carries only its own rules inline. */
  stylesheet?: string
}

/**
 * The loader inlined at the top of every prerendered page's head, before the stylesheet, in place
 * of the entry's module script and its modulepreloads (issue 19, item 3). On the network (a first
 * visit), nothing may compete with the first paint: the page asks for its modules, and the
 * stylesheet whose rules it carries inline, once its first contentful paint is on screen (React
 * finds the stylesheet's link when it hydrates the head, instead of adding it and waiting). Under
 * the service worker the bytes are on the device: it asks for them at once, so they are read while
 * the page paints. A page in a background tab has no frame to wait for. The entry runs once the
 * document is parsed (a module added by script runs as soon as it has loaded), then hydrates it;
 * the early-input capture keeps whatever the rider does meanwhile.
 */
function loadPageModules(modules: PageModules): void {
  const doc = document
  const add = (tag: 'link' | 'script', attributes: Record<string, string>) => {
    const element = doc.createElement(tag)
    for (const name in attributes) element.setAttribute(name, attributes[name] as string)
    doc.head.appendChild(element)
    return element
  }
  const preload = (href: string) => add('link', { rel: 'modulepreload', href })
  // Once the first contentful paint has been presented (a frame's callback runs before it).
  const afterPaint = (work: () => void) => {
    if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
      requestAnimationFrame(() => {
        setTimeout(work)
      })
      return
    }
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(work)
    }).observe({ type: 'paint', buffered: true })
  }
  // The entry runs once the document is parsed and the stylesheet it links has arrived, so no
  // screen it renders is ever drawn without its rules. The page's own rules inline then go:
  // kept after the stylesheet, they would outrank its later rules of the same weight (a
  // breakpoint's, a state's) that the page's first markup did not use.
  const start = () => {
    let waiting = 1
    let arrived = false
    const run = () => {
      waiting -= 1
      if (waiting > 0) return
      if (arrived) doc.querySelectorAll('style[data-critical]').forEach((style) => style.remove())
      add('script', { type: 'module', src: modules.entry })
    }
    const sheet = modules.stylesheet
    if (sheet && !doc.querySelector(`link[rel="stylesheet"][href="${sheet}"]`)) {
      waiting += 1
      const link = add('link', { rel: 'stylesheet', href: sheet, 'data-precedence': 'default' })
      link.addEventListener('load', () => {
        arrived = true
        run()
      })
      link.addEventListener('error', run)
    }
    preload(modules.entry)
    modules.preloads.forEach(preload)
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run)
    else run()
  }
  const worker = navigator.serviceWorker
  if ((worker && worker.controller) || doc.visibilityState === 'hidden') start()
  else afterPaint(start)
  afterPaint(() => modules.later.forEach(preload))
}

/** The loader as an inline script for one page. */
export function pageModulesScript(modules: PageModules): string {
  return `<script>(${loadPageModules.toString()})(${JSON.stringify(modules)})</script>`
}

/** The modules a prerendered page's loader asks for, or undefined on a page without one. */
export function pageModulesOf(html: string): PageModules | undefined {
  const match = /\)\((\{"entry":[^<]*\})\)<\/script>/.exec(html)
  return match?.[1] ? (JSON.parse(match[1]) as PageModules) : undefined
}

/** The modulepreloads the router rendered into a page, in order. */
export function renderedPreloads(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  )
}

/** The screens that the route chunks among `preloads` load next (see screenPreloadsFromManifest). */
export function laterPreloads(
  preloads: readonly string[],
  screenPreloads: Readonly<Record<string, string[]>>,
): string[] {
  return [...new Set(preloads.flatMap((file) => screenPreloads[file] ?? []))]
}
