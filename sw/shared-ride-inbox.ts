/**
 * The worker's side of the share target (issue 31.2): any page on the web can submit a form to
 * it, so what it keeps is bounded in size and in time. Free of worker globals, so the unit tests
 * drive it with plain `Request`s and a stand-in cache.
 */
import {
  RIDE_ANALYSIS_PATH,
  RIDE_FILE_MAX_BYTES,
  SHARED_RIDE_FIELD,
  SHARED_RIDE_KEY,
  SHARED_RIDE_NAME_HEADER,
  SHARED_RIDE_PARAM,
  SHARED_RIDE_REFUSED,
  isSharedRideStale,
  SHARED_RIDE_STORED_AT_HEADER,
} from '../src/lib/shared-ride'

/**
 * Room for the multipart envelope around a file of the screen's limit (boundary lines and the
 * part's headers: well under a kilobyte, even with a long file name).
 */
export const FORM_ENVELOPE_BYTES = 16 * 1024
/** The largest share-target body the worker reads. */
export const SHARED_BODY_MAX_BYTES = RIDE_FILE_MAX_BYTES + FORM_ENVELOPE_BYTES

/** The part of the Cache API used here. */
export type RideCache = Pick<Cache, 'put' | 'keys' | 'match' | 'delete'>

/** The body's bytes, or null as soon as they pass `limit` (a missing or lying Content-Length). */
export async function readWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array[] | null> {
  if (!body) return []
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
}

/** A declared Content-Length over `limit`: refused before a byte is read. */
export function declaresTooMuch(headers: Headers, limit: number): boolean {
  const declared = Number(headers.get('Content-Length'))
  return Number.isFinite(declared) && declared > limit
}

/**
 * Keeps the file of a share-target POST for the screen, which the answer sends the rider to:
 * `?compartilhado=1` when one was kept, `?compartilhado=grande` when the body was too large
 * (nothing was kept then). Anything else (no form, no file) opens the screen with nothing waiting.
 */
export async function keepSharedRide(
  request: Request,
  cache: RideCache,
  now: number,
  limit = SHARED_BODY_MAX_BYTES,
): Promise<string> {
  const screen = (value: string) => `${RIDE_ANALYSIS_PATH}?${SHARED_RIDE_PARAM}=${value}`
  if (declaresTooMuch(request.headers, limit)) {
    await request.body?.cancel().catch(() => undefined)
    return screen(SHARED_RIDE_REFUSED)
  }
  const chunks = await readWithin(request.body, limit)
  if (!chunks) return screen(SHARED_RIDE_REFUSED)
  try {
    const form = await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    }).formData()
    const file = form.get(SHARED_RIDE_FIELD)
    if (!(file instanceof File)) return screen('1')
    await cache.put(
      SHARED_RIDE_KEY,
      new Response(file, {
        headers: {
          [SHARED_RIDE_NAME_HEADER]: encodeURIComponent(file.name),
          [SHARED_RIDE_STORED_AT_HEADER]: String(now),
        },
      }),
    )
  } catch {
    // Not a form with a file: the screen opens with nothing waiting.
  }
  return screen('1')
}

/** Drops every kept file older than a day, or with no time on it; answers how many left. */
export async function sweepSharedRides(cache: RideCache, now: number): Promise<number> {
  let dropped = 0
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    if (!response || isSharedRideStale(response, now)) {
      await cache.delete(request)
      dropped += 1
    }
  }
  return dropped
}
