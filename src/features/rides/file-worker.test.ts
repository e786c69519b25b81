import { Decoder, Stream } from '@garmin/fitsdk'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RIDE_FILE_MESSAGES } from './ride-file-error'
import { parseFit } from './parse-fit'
import type { FitJob, RideJob, RideWorkerMessage, WorkoutFitJob } from './file-worker'

/** The worker's scope, stood in for in Node: what it posts, and its `onmessage`. */
const scope = {
  postMessage: vi.fn<(message: RideWorkerMessage) => void>(),
  onmessage: null as ((event: MessageEvent<RideJob>) => void) | null,
}

beforeAll(async () => {
  vi.stubGlobal('self', scope)
  await import('./file-worker')
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

/** Posts a FIT job to the worker and resolves with its one answer. */
async function write(job: FitJob | WorkoutFitJob): Promise<unknown> {
  scope.postMessage.mockClear()
  const done = new Promise<unknown>((resolve) => {
    scope.postMessage.mockImplementation(resolve)
  })
  scope.onmessage?.({ data: job } as unknown as MessageEvent<RideJob>)
  return done
}

describe('the worker writes a field test’s FIT file', () => {
  it('answers with the bytes, which read back as the same seconds', async () => {
    const startedAt = Date.UTC(2026, 10, 26, 9)
    const samples = Array.from({ length: 120 }, (_, second) => ({
      time: startedAt + second * 1000,
      power: 250,
      heartRate: 150,
    }))
    const message = (await write({ writeFit: { samples, options: { startedAt } } })) as {
      type: string
      bytes: Uint8Array
    }
    expect(message.type).toBe('fit')
    const ride = parseFit(message.bytes)
    expect(ride.points).toHaveLength(120)
    expect(ride.points[0]).toMatchObject({ time: startedAt, power: 250, heartRate: 150 })
  })

  it('answers that it failed when nothing was measured', async () => {
    expect(await write({ writeFit: { samples: [], options: { startedAt: Date.now() } } })).toEqual({
      type: 'fit-failed',
    })
  })
})

describe('the worker writes a workout’s FIT file', () => {
  const options = { ftp: 250, fthr: null, timeCreated: new Date('2026-11-27T10:00:00Z') }

  it('answers with the bytes, which Garmin’s decoder reads back as the same steps', async () => {
    const message = (await write({
      writeWorkout: {
        workout: {
          name: 'Sweet spot',
          items: [
            {
              type: 'repeat',
              times: 3,
              steps: [
                {
                  type: 'step',
                  seconds: 600,
                  intensity: 'active',
                  target: { kind: 'range', basis: 'ftp', low: 88, high: 94 },
                },
              ],
            },
          ],
        },
        options,
      },
    })) as { type: string; bytes: Uint8Array }
    expect(message.type).toBe('workout-fit')
    const decoder = new Decoder(Stream.fromByteArray(message.bytes))
    expect(decoder.checkIntegrity()).toBe(true)
    const { messages, errors } = decoder.read()
    expect(errors).toEqual([])
    expect(messages.workoutStepMesgs).toMatchObject([
      { durationTime: 600, customTargetPowerLow: 1220, customTargetPowerHigh: 1235 },
      { durationType: 'repeatUntilStepsCmplt', durationStep: 0, repeatSteps: 3 },
    ])
  })

  it('answers that it failed for a workout without steps', async () => {
    expect(
      await write({ writeWorkout: { workout: { name: 'Vazio', items: [] }, options } }),
    ).toEqual({ type: 'workout-fit-failed' })
  })
})
