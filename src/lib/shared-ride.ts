/**
 * Ride files other apps hand to the installed app: the manifest's share target posts
 * them to the analysis screen's address, the service worker keeps the file in a cache and sends
 * the rider to the screen, which takes it from there. Shared by the manifest
 * (scripts/web-manifest.ts), the worker (sw/sw.ts) and the screen.
 *
 * Any web page can post a form there too, so a kept file is bounded: the worker
 * refuses a body over the limit, a file waits at most a day, and it leaves at sign-out.
 */
export const RIDE_ANALYSIS_PATH = '/calculadoras/analise-de-pedal'
/** The share target's form field for the file. */
export const SHARED_RIDE_FIELD = 'arquivo'
export const SHARED_RIDE_CACHE = 'shared-ride'
/** The cache key the file is kept under (never a real address). */
export const SHARED_RIDE_KEY = '/_compartilhado/pedal'
/** The file's name travels in this header of the cached response. */
export const SHARED_RIDE_NAME_HEADER = 'X-File-Name'
/** When the worker kept the file (epoch milliseconds), in this header of the cached response. */
export const SHARED_RIDE_STORED_AT_HEADER = 'X-Stored-At'
/** `?compartilhado=1`: the screen has a shared file waiting. */
export const SHARED_RIDE_PARAM = 'compartilhado'
/** `?compartilhado=grande`: the worker refused a shared file over the limit. */
export const SHARED_RIDE_REFUSED = 'grande'
/** The largest ride file read, picked or shared (the screen's 'até 50 MB'). */
export const RIDE_FILE_MAX_BYTES = 50 * 1024 * 1024
/** A shared file never opened is dropped after this long. */
export const SHARED_RIDE_MAX_AGE_MS = 24 * 60 * 60 * 1000

/**
 * A kept file older than a day, or with no time on it (kept before times were written). A time
 * more than a day ahead counts too: a clock set back must not keep a file for ever.
 */
export function isSharedRideStale(response: Response, now: number): boolean {
  const storedAt = Number(response.headers.get(SHARED_RIDE_STORED_AT_HEADER))
  return (
    !Number.isFinite(storedAt) || storedAt <= 0 || Math.abs(now - storedAt) > SHARED_RIDE_MAX_AGE_MS
  )
}

/** Sign-out: a shared file still waiting leaves the device (it may hold a GPS track). */
export async function dropSharedRides(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(SHARED_RIDE_CACHE)
}
