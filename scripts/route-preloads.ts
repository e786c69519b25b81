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

export function routePreloadsFromManifest(
  manifest: ViteManifest,
  alreadyLoaded: readonly string[],
): Record<string, string[]> {
  const loaded = new Set(alreadyLoaded)
  const result: Record<string, string[]> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    const routeId = routeIdFromSource(chunk.src ?? key)
    if (!routeId || !key.includes('tsr-split')) continue
    const files = new Set<string>()
    const visit = (entryKey: string) => {
      const entry = manifest[entryKey]
      if (!entry || entry.isEntry) return
      const url = `/${entry.file}`
      if (files.has(url) || loaded.has(url)) return
      files.add(url)
      for (const imported of entry.imports ?? []) visit(imported)
    }
    visit(key)
    result[routeId] = [...(result[routeId] ?? []), ...files]
  }
  return result
}
