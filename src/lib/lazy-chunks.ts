import { LAZY_CHUNKS_CACHE } from './lazy-chunks-cache'

/**
 * Chunks the precache leaves out (vite.config.ts `globIgnores`: the chart library, the events'
 * screens) live in the worker's runtime cache once fetched under its control (sw/sw.ts). A page
 * opened before the worker controlled it (a first visit from a shared link) fetched them from the
 * network: this puts them in that cache too, once the worker is there, so the screen opens with
 * no signal next time. Older copies of the same chunk (an earlier build's hash) leave.
 */

/** `/assets/calendar-screen-DoQRRszp.js` → `/assets/calendar-screen-`: the chunk, any build. */
export const chunkStem = (path: string) => path.replace(/[^-/]+\.js$/, '')

async function keep(paths: readonly string[]): Promise<void> {
  const cache = await caches.open(LAZY_CHUNKS_CACHE)
  const stored = (await cache.keys()).map((request) => new URL(request.url).pathname)
  for (const path of paths) {
    if (stored.includes(path)) continue
    await cache.add(path)
    for (const old of stored)
      if (old !== path && chunkStem(old) === chunkStem(path)) await cache.delete(old)
  }
}

/** Keeps on the device the chunks this page loaded whose names match `names`. */
export function keepLoadedChunks(names: RegExp): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return
  if (!window.isSecureContext || typeof caches === 'undefined') return
  void navigator.serviceWorker.ready
    .then(() => {
      const paths = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && names.test(path))
      return keep([...new Set(paths)])
    })
    .catch(() => undefined)
}
