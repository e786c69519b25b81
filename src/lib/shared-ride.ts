/**
 * Ride files other apps hand to the installed app (issue 23): the manifest's share target posts
 * them to the analysis screen's address, the service worker keeps the file in a cache and sends
 * the rider to the screen, which takes it from there. Shared by the manifest
 * (scripts/web-manifest.ts), the worker (sw/sw.ts) and the screen.
 */
export const RIDE_ANALYSIS_PATH = '/calculadoras/analise-de-pedal'
/** The share target's form field for the file. */
export const SHARED_RIDE_FIELD = 'arquivo'
export const SHARED_RIDE_CACHE = 'shared-ride'
/** The cache key the file is kept under (never a real address). */
export const SHARED_RIDE_KEY = '/_compartilhado/pedal'
/** The file's name travels in this header of the cached response. */
export const SHARED_RIDE_NAME_HEADER = 'X-File-Name'
/** `?compartilhado=1`: the screen has a shared file waiting. */
export const SHARED_RIDE_PARAM = 'compartilhado'
