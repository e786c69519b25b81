import { describe, expect, it } from 'vitest'
import { MAX_RIDE_FILE_BYTES } from '../src/features/rides/ride-file-error'
import {
  RIDE_FILE_MAX_BYTES,
  SHARED_RIDE_KEY,
  SHARED_RIDE_NAME_HEADER,
  SHARED_RIDE_STORED_AT_HEADER,
  isSharedRideStale,
} from '../src/lib/shared-ride'
import {
  SHARED_BODY_MAX_BYTES,
  declaresTooMuch,
  keepSharedRide,
  readWithin,
  sweepSharedRides,
  type RideCache,
} from './shared-ride-inbox'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-11-26T12:00:00Z')

/** The Cache API's part used by the worker, over a Map keyed by path. */
function memoryCache(): RideCache & { entries: Map<string, Response> } {
  const entries = new Map<string, Response>()
  const path = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : request, 'http://app.test/').pathname
  return {
    entries,
    put: (request, response) => Promise.resolve(void entries.set(path(request), response)),
    keys: () =>
      Promise.resolve([...entries.keys()].map((key) => new Request(`http://app.test${key}`))),
    match: (request) => Promise.resolve(entries.get(path(request))),
    delete: (request) => Promise.resolve(entries.delete(path(request))),
  }
}

/** A stream that hands out `chunks` of `size` bytes, counting what was read. */
function countedStream(chunks: number, size: number) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close()
      sent += 1
      controller.enqueue(new Uint8Array(size))
    },
  })
  return { stream, sent: () => sent }
}

function sharePost(file: File | null, headers: Record<string, string> = {}): Request {
  const form = new FormData()
  if (file) form.append('arquivo', file)
  const request = new Request('http://app.test/calculadoras/analise-de-pedal', {
    method: 'POST',
    body: form,
  })
  // A Request built from FormData has a Content-Type with the boundary; extra headers on top.
  const merged = new Headers(request.headers)
  for (const [name, value] of Object.entries(headers)) merged.set(name, value)
  return new Request(request, { headers: merged })
}

describe('the share target in the worker (issue 31.2)', () => {
  it("shares the screen's 50 MB limit, with room for the form around the file", () => {
    expect(RIDE_FILE_MAX_BYTES).toBe(MAX_RIDE_FILE_BYTES)
    expect(SHARED_BODY_MAX_BYTES - RIDE_FILE_MAX_BYTES).toBeLessThanOrEqual(16 * 1024)
  })

  it('refuses a declared Content-Length over the limit', () => {
    expect(declaresTooMuch(new Headers({ 'Content-Length': '101' }), 100)).toBe(true)
    expect(declaresTooMuch(new Headers({ 'Content-Length': '100' }), 100)).toBe(false)
    expect(declaresTooMuch(new Headers(), 100)).toBe(false)
  })

  it('counts the bytes as it reads and stops once past the limit (no length, or a lying one)', async () => {
    const small = countedStream(3, 10)
    expect((await readWithin(small.stream, 30))?.length).toBe(3)
    const large = countedStream(1000, 10)
    expect(await readWithin(large.stream, 35)).toBeNull()
    // It stopped reading right after the chunk that passed the limit, not at the end.
    expect(large.sent()).toBeLessThanOrEqual(6)
  })

  it('keeps a shared file with its name and the time, and sends the rider to the screen', async () => {
    const cache = memoryCache()
    const target = await keepSharedRide(
      sharePost(new File(['<gpx/>'], 'volta do lago.gpx')),
      cache,
      NOW,
    )
    expect(target).toBe('/calculadoras/analise-de-pedal?compartilhado=1')
    const kept = cache.entries.get(SHARED_RIDE_KEY)
    expect(kept?.headers.get(SHARED_RIDE_NAME_HEADER)).toBe('volta%20do%20lago.gpx')
    expect(kept?.headers.get(SHARED_RIDE_STORED_AT_HEADER)).toBe(String(NOW))
    expect(await kept?.text()).toBe('<gpx/>')
  })

  it('refuses a body over the limit, declared or counted, and keeps nothing', async () => {
    const file = new File([new Uint8Array(200)], 'grande.fit')
    const declared = memoryCache()
    expect(
      await keepSharedRide(sharePost(file, { 'Content-Length': '999999' }), declared, NOW, 100),
    ).toBe('/calculadoras/analise-de-pedal?compartilhado=grande')
    expect(declared.entries.size).toBe(0)
    const lying = memoryCache()
    expect(await keepSharedRide(sharePost(file, { 'Content-Length': '10' }), lying, NOW, 100)).toBe(
      '/calculadoras/analise-de-pedal?compartilhado=grande',
    )
    expect(lying.entries.size).toBe(0)
  })

  it('a post without a file, or not a form, keeps nothing', async () => {
    const cache = memoryCache()
    expect(await keepSharedRide(sharePost(null), cache, NOW)).toContain('?compartilhado=1')
    const text = new Request('http://app.test/calculadoras/analise-de-pedal', {
      method: 'POST',
      body: 'arquivo=x',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(await keepSharedRide(text, cache, NOW)).toContain('?compartilhado=1')
    expect(cache.entries.size).toBe(0)
  })

  it('a kept file is stale after a day, without a time, or with a time a day ahead', () => {
    const at = (storedAt: string | null) =>
      new Response('x', storedAt === null ? {} : { headers: { 'X-Stored-At': storedAt } })
    expect(isSharedRideStale(at(String(NOW - DAY + 1000)), NOW)).toBe(false)
    expect(isSharedRideStale(at(String(NOW - DAY - 1000)), NOW)).toBe(true)
    expect(isSharedRideStale(at(String(NOW + 2 * DAY)), NOW)).toBe(true)
    expect(isSharedRideStale(at(null), NOW)).toBe(true)
    expect(isSharedRideStale(at('nunca'), NOW)).toBe(true)
  })

  it('the sweep drops files older than a day and keeps a fresh one', async () => {
    const cache = memoryCache()
    await keepSharedRide(sharePost(new File(['a'], 'a.gpx')), cache, NOW - 2 * DAY)
    expect(await sweepSharedRides(cache, NOW)).toBe(1)
    expect(cache.entries.size).toBe(0)
    await keepSharedRide(sharePost(new File(['b'], 'b.gpx')), cache, NOW - 1000)
    expect(await sweepSharedRides(cache, NOW)).toBe(0)
    expect(cache.entries.size).toBe(1)
  })
})
