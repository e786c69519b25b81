/**
 * Maps each route to the JavaScript its screen needs (its split chunk and that chunk's static
 * imports), so a prerendered page can preload them with the entry instead of discovering them
 * one request at a time.
 */
export interface ViteManifestChunk {
  file: string
  name?: string
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

/**
 * The chunks named `names` that the page's modules import lazily (the results store a calculator
 * saves to, the reader of its saved record), with their static imports, leaving out the page's
 * own: asked for with the page's modules, before `load`, so a calculation made with no connection
 * after it is still kept on the device.
 */
export function namedLazyPreloads(
  manifest: ViteManifest,
  pageFiles: readonly string[],
  names: readonly string[],
): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]))
  const doors = new Set<string>()
  for (const file of pageFiles) {
    for (const key of byFile.get(file)?.dynamicImports ?? []) {
      if (names.includes(manifest[key]?.name ?? '')) doors.add(key)
    }
  }
  return withStaticImports(manifest, [...doors], new Set(pageFiles))
}

/** The JavaScript a page loads: its entry with what it preloads, and what may wait. */
export interface PageModules {
  /** The entry module, added as a module script once the page is parsed. */
  entry: string
  /** The entry's graph and the route's chunks, preloaded with it. */
  preloads: string[]
  /**
   * The route's screens (its chunk's lazy imports) and, on a calculator, the device's results
   * store: asked for with `preloads`, kept apart because going live does not wait for them.
   */
  later: string[]
  /** The stylesheet, linked with the entry where the page carries only its own rules inline. */
  stylesheet?: string
}

/**
 * The loader inlined at the top of every prerendered page's head, before the stylesheet, in place
 * of the entry's module script and its modulepreloads. On the network (a first visit) nothing may
 * compete with the page's first paint: the page asks for its modules, and the stylesheet whose
 * rules it carries inline, once it has painted (where the largest paint is an image, once that
 * image is drawn). All are asked for before `load`: a blank frame kept open holds it until then,
 * the stylesheet after that (Chromium's module preloads do not), and requests under way survive
 * a lost signal in the e2e suite's offline mode, so a page that has loaded goes live with no
 * network.
 * Under the service worker, or in a background tab, it asks at once. The entry runs once the
 * document is parsed, has painted (where the browser reports paints) and the stylesheet is in:
 * the rider sees the page before the app is evaluated, and the early-input capture keeps what
 * the rider does meanwhile. Where the modules cannot arrive, a held tap says so ('Sem conexão…'),
 * and the loader asks again when the connection returns, when the rider taps again, and after
 * pauses of 2 s doubling to 30 s.
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
  let phase = 0 // 0 waiting, 1 asked, 2 failed, 3 running
  let pause = 1000
  const hidden = doc.visibilityState === 'hidden'
  // The entry waits for the first paint too: evaluated before it, it kept a busy phone's first
  // paint waiting for the whole app (a loaded machine painted at 1.2 s, parsed at 0.3 s).
  let painted = hidden || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')
  let afterPaint: (() => void) | null = null
  let release = () => {}
  let notice: HTMLElement | null = null
  const tell = () => {
    const early = (window as { __bpEarly?: { actions: string[] } }).__bpEarly
    if (phase !== 2 || notice || !early || !early.actions.length) return
    notice = doc.createElement('div')
    notice.setAttribute('role', 'status')
    notice.style.cssText =
      'position:fixed;left:1rem;right:1rem;bottom:5rem;z-index:60;max-width:28rem;margin:0 auto;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #f59e0b;background:#18181b;color:#fafafa;text-align:center'
    notice.textContent =
      'Sem conexão: o app termina de carregar e faz o que você pediu assim que a conexão voltar.'
    doc.body.appendChild(notice)
  }
  // The entry runs once the document is parsed and the stylesheet it links has arrived, so no
  // screen it renders is ever drawn without its rules. The page's own rules inline then go:
  // kept after the stylesheet, they would outrank its later rules of the same weight (a
  // breakpoint's, a state's) that the page's first markup did not use.
  const start = () => {
    if (phase === 1 || phase === 3) return
    phase = 1
    // Pictures held back until the first paint (a video grid's thumbnails after the largest).
    const pictures = () =>
      doc.querySelectorAll('img[data-src]:not([src])').forEach((img) => {
        img.setAttribute('src', img.getAttribute('data-src') as string)
      })
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', pictures)
    else pictures()
    let waiting = painted ? 1 : 2
    if (!painted) afterPaint = () => run()
    let arrived = false
    const run = () => {
      waiting -= 1
      if (waiting > 0) return
      if (arrived) doc.querySelectorAll('style[data-critical]').forEach((style) => style.remove())
      const entry = add('script', { type: 'module', src: modules.entry })
      entry.addEventListener('load', () => {
        phase = 3
        if (notice) notice.remove()
      })
      entry.addEventListener('error', () => {
        entry.remove()
        phase = 2
        tell()
        // Asked again after a pause doubling to 30 s: a signal can return with no `online`
        // event, and the page can hear `online` before its network carries a request.
        setTimeout(() => phase === 2 && start(), (pause = Math.min(pause * 2, 30000)))
      })
    }
    const sheet = modules.stylesheet
    if (sheet && !doc.querySelector(`link[rel="stylesheet"][href="${sheet}"]`)) {
      waiting += 1
      const link = add('link', { rel: 'stylesheet', href: sheet, 'data-precedence': 'default' })
      link.addEventListener('load', () => {
        arrived = true
        run()
      })
      link.addEventListener('error', () => {
        link.remove()
        run()
      })
    }
    // A few links per task: on a slow phone each costs a few milliseconds, and thirty in one
    // task held the main thread for 100 ms. The blank frame holds `load` until the last.
    const links = [modules.entry, ...modules.preloads, ...modules.later]
    const ask = (from: number) => {
      const to = hidden ? links.length : from + 4
      links.slice(from, to).forEach(preload)
      if (to < links.length) {
        // A message, not a timer: a page whose timers are held still asks for everything.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => ask(to)
        channel.port2.postMessage(null)
      } else {
        release()
        release = () => {}
      }
    }
    ask(0)
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run)
    else run()
  }
  addEventListener('online', start)
  // A tap after a failure asks again; should that fail too, the tap is told why.
  doc.addEventListener('bp-held', () => phase === 2 && start())
  const types = PerformanceObserver.supportedEntryTypes || []
  // A page whose largest paint is an image (its first thumbnail, marked high priority) asks for
  // nothing before that image is drawn: on a slow network the modules would share its bandwidth,
  // and on a busy phone their arrival would hold its paint. A touch, an error or 3 s go ahead.
  const begin = () => {
    const hero = doc.querySelector('img[fetchpriority="high"]')
    if (phase || !hero || !types.includes('largest-contentful-paint')) return start()
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntries().some((entry) => (entry as { element?: Element }).element === hero))
        return
      observer.disconnect()
      start()
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    hero.addEventListener('error', start)
    addEventListener('pointerdown', start, { capture: true, once: true })
    addEventListener('keydown', start, { capture: true, once: true })
  }
  const worker = navigator.serviceWorker
  if ((worker && worker.controller) || hidden) start()
  else {
    // Asked for at the first paint, not when the document is parsed: requests that finish before
    // the page is drawn are what a slow network waits on before the rider sees it. So that `load`
    // still means "the page's code is on its way" (what lets a loaded page go live with no
    // signal), a blank frame kept open holds it until then; `start` closes it after asking, and
    // the entry removes it (tearing the frame down here cost a task of 30–40 ms at 4× CPU).
    doc.addEventListener('DOMContentLoaded', () => {
      if (painted || phase) return begin()
      const frame = doc.createElement('iframe')
      frame.hidden = true
      frame.setAttribute('data-holds-load', '')
      doc.body.appendChild(frame)
      const blank = frame.contentDocument
      if (!blank) return begin()
      blank.open()
      release = () => blank.close()
    })
    setTimeout(start, 3000)
  }
  if (!painted) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      painted = true
      if (afterPaint) afterPaint()
      else begin()
    }).observe({ type: 'paint', buffered: true })
  }
}

/** The loader as an inline script for one page. */
export function pageModulesScript(modules: PageModules): string {
  return `<script>(${loadPageModules.toString()})(${JSON.stringify(modules)})</script>`
}

/** The name under which a shared boot script (`pageLoaderDefinition`) leaves the loader. */
const PAGE_LOADER_GLOBAL = '__bpLoadPage'

/** The loader defined once, for a script file several pages share. */
export function pageLoaderDefinition(): string {
  return `self.${PAGE_LOADER_GLOBAL}=${loadPageModules.toString()}`
}

/** The loader's call for one page, once `pageLoaderDefinition` has run. */
export function pageLoaderCall(modules: PageModules): string {
  return `<script>${PAGE_LOADER_GLOBAL}(${JSON.stringify(modules)})</script>`
}

/** The modules a prerendered page's loader asks for, or undefined on a page without one. */
export function pageModulesOf(html: string): PageModules | undefined {
  const match = /\((\{"entry":[^<]*\})\)<\/script>/.exec(html)
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
