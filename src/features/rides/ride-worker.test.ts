import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RIDE_FILE_MESSAGES } from './ride-file-error'
import type { RideJob, RideWorkerMessage } from './ride-worker'

/** The worker's scope, stood in for in Node: what it posts, and its `onmessage`. */
const scope = {
  postMessage: vi.fn<(message: RideWorkerMessage) => void>(),
  onmessage: null as ((event: MessageEvent<RideJob>) => void) | null,
}

beforeAll(async () => {
  vi.stubGlobal('self', scope)
  await import('./ride-worker')
})

/** Posts a file to the worker and resolves with its last message (the figures or the error). */
async function answer(text: string): Promise<RideWorkerMessage> {
  scope.postMessage.mockClear()
  const done = new Promise<RideWorkerMessage>((resolve) => {
    scope.postMessage.mockImplementation((message) => {
      if (message.type !== 'stage') resolve(message)
    })
  })
  const job: RideJob = { file: new Blob([text]), weightKg: null }
  scope.onmessage?.({ data: job } as MessageEvent<RideJob>)
  return done
}

const gpx = (...times: string[]) =>
  `<gpx><trk><trkseg>${times.map((t) => `<trkpt lat="1" lon="2"><time>${t}</time></trkpt>`).join('')}</trkseg></trk></gpx>`

describe('the worker answers the screen with the reason, not "damaged"', () => {
  it.each([
    ['two points 30 years apart', 'too-long', gpx('1996-01-01T00:00:00Z', '2026-01-01T00:00:00Z')],
    ['two points 8 days apart', 'too-long', gpx('2026-01-01T00:00:00Z', '2026-01-09T00:00:00Z')],
    ['two points 10 s apart', 'too-short', gpx('2026-01-01T00:00:00Z', '2026-01-01T00:00:10Z')],
    ['a DOCTYPE', 'doctype', `<!DOCTYPE gpx><gpx/>`],
  ] as const)('%s: %s', async (_case, code, file) => {
    const started = performance.now()
    expect(await answer(file)).toEqual({ type: 'failed', code })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(RIDE_FILE_MESSAGES[code]).not.toBe(RIDE_FILE_MESSAGES.damaged)
  })

  it('a ride of an hour, then its figures', async () => {
    const message = await answer(gpx('2026-01-01T00:00:00Z', '2026-01-01T01:00:00Z'))
    expect(message).toMatchObject({ type: 'done', analysis: { elapsedSeconds: 3601 } })
  })
})
