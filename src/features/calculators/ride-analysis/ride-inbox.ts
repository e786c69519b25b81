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
} from '../../../lib/shared-ride'

/** The shared file, once (it leaves the cache as it is taken); null when none waits. */
export async function takeSharedRide(): Promise<File | null> {
  if (!new URLSearchParams(window.location.search).has(SHARED_RIDE_PARAM)) return null
  if (typeof caches === 'undefined') return null
  const cache = await caches.open(SHARED_RIDE_CACHE)
  const response = await cache.match(SHARED_RIDE_KEY)
  if (!response) return null
  await cache.delete(SHARED_RIDE_KEY)
  const name = decodeURIComponent(response.headers.get(SHARED_RIDE_NAME_HEADER) ?? 'pedal')
  return new File([await response.blob()], name)
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
