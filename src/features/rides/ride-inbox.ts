/**
 * Ride files that reach the screen from outside the page: shared into the installed app (the
 * service worker kept the file, `?compartilhado=1`) or opened with it from the system ("Abrir
 * com", Chromium's launch queue).
 */
import {
  SHARED_RIDE_CACHE,
  SHARED_RIDE_KEY,
  SHARED_RIDE_NAME_HEADER,
  SHARED_RIDE_PARAM,
  SHARED_RIDE_REFUSED,
  isSharedRideStale,
} from '../../lib/shared-ride'

export type SharedRide = { kind: 'file'; file: File } | { kind: 'refused' }

/**
 * The shared file, once (it leaves the cache as it is taken, as does one older than a day, which
 * is not analysed); 'refused' when the worker turned one down for its size; null when none waits.
 */
export async function takeSharedRide(): Promise<SharedRide | null> {
  const flag = new URLSearchParams(window.location.search).get(SHARED_RIDE_PARAM)
  if (flag === null) return null
  if (flag === SHARED_RIDE_REFUSED) return { kind: 'refused' }
  if (typeof caches === 'undefined' || !(await caches.has(SHARED_RIDE_CACHE))) return null
  const cache = await caches.open(SHARED_RIDE_CACHE)
  const response = await cache.match(SHARED_RIDE_KEY)
  if (!response) return null
  await cache.delete(SHARED_RIDE_KEY)
  if (isSharedRideStale(response, Date.now())) return null
  const name = decodeURIComponent(response.headers.get(SHARED_RIDE_NAME_HEADER) ?? 'pedal')
  return { kind: 'file', file: new File([await response.blob()], name) }
}

interface LaunchParams {
  files: readonly { getFile(): Promise<File> }[]
}

interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void
}

/** Hands each file the installed app is opened with to `take`. */
export function onLaunchedFiles(take: (file: File) => void): void {
  const queue = (window as { launchQueue?: LaunchQueue }).launchQueue
  queue?.setConsumer((params) => {
    const [handle] = params.files
    if (handle) void handle.getFile().then(take)
  })
}
