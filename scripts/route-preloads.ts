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
 * them once it has painted (`afterPaintPreloads`), so they download while the framework does,
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
 * A script for the end of a page's body: once the first frame has been painted, it preloads the
 * screens of the route chunks the page preloads. Empty when there are none.
 */
export function afterPaintPreloads(
  html: string,
  screenPreloads: Readonly<Record<string, string[]>>,
): string {
  const preloaded = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)]
  const files = [...new Set(preloaded.flatMap((match) => screenPreloads[match[1] ?? ''] ?? []))]
  if (files.length === 0) return ''
  // After the frame that rAF precedes has been produced: the first paint never waits for these.
  return `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(files)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})})})</script>`
}
