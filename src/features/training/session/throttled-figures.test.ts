import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  installScriptedBluetooth,
  type ScriptedNotification,
} from '../../../../tests/fixtures/bluetooth/scripted-bluetooth'
import { connectSensor, type SensorReading } from '../../sensors'
import { startClock } from './clock'
import { SessionRecorder } from './recorder'
import { FIGURES_REDRAW_MS, throttleFigures } from './throttled-figures'

const T0 = Date.UTC(2026, 10, 28, 10, 0, 0)

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})

afterEach(() => {
  vi.useRealTimers()
})

interface Figures {
  watts: number
  bpm: number
}

/** Plays readings at their times (ms after T0); what was handed on, and when. */
function play(readings: readonly [number, Partial<Figures>][], runMs: number) {
  const published: { at: number; figures: Partial<Figures> }[] = []
  const throttle = throttleFigures<Figures>((figures) =>
    published.push({ at: Date.now() - T0, figures }),
  )
  for (const [at, figures] of readings) {
    vi.advanceTimersByTime(at - (Date.now() - T0))
    throttle.add(figures)
  }
  vi.advanceTimersByTime(runMs - (Date.now() - T0))
  return published
}

const every = (ms: number, count: number, figure: (i: number) => Partial<Figures>) =>
  Array.from({ length: count }, (_, i) => [i * ms, figure(i)] as [number, Partial<Figures>])

describe('throttleFigures: the screen’s figures at most four times a second', () => {
  it('hands a lone reading on at once', () => {
    expect(play([[100, { watts: 200 }]], 1000)).toEqual([{ at: 100, figures: { watts: 200 } }])
  })

  it('hands a sensor’s one reading a second on as it comes', () => {
    const published = play(
      every(1000, 5, (i) => ({ bpm: 120 + i })),
      5000,
    )
    expect(published.map(({ at }) => at)).toEqual([0, 1000, 2000, 3000, 4000])
    expect(published.at(-1)?.figures).toEqual({ bpm: 124 })
  })

  it.each([
    ['100 a second', 10],
    ['1,000 a second', 1],
  ])(
    'a flood of %s for 3 s: at most one redraw per 250 ms, ending on the last reading',
    (_case, ms) => {
      const count = 3000 / ms
      const published = play(
        every(ms, count, (i) => ({ watts: 200 + (i % 50) })),
        3000 + FIGURES_REDRAW_MS,
      )
      expect(published.length).toBeLessThanOrEqual(3000 / FIGURES_REDRAW_MS + 1)
      for (let i = 1; i < published.length; i += 1) {
        expect(published[i]!.at - published[i - 1]!.at).toBeGreaterThanOrEqual(FIGURES_REDRAW_MS)
      }
      expect(published.at(-1)?.figures).toEqual({ watts: 200 + ((count - 1) % 50) })
    },
  )

  it('merges figures from several sensors: each figure’s newest', () => {
    const published = play(
      [
        [0, { watts: 200 }],
        [10, { bpm: 130 }],
        [20, { watts: 210 }],
        [30, { bpm: 131 }],
      ],
      1000,
    )
    expect(published).toEqual([
      { at: 0, figures: { watts: 200 } },
      { at: 250, figures: { watts: 210, bpm: 131 } },
    ])
  })

  it('after cancel() hands on nothing of what was waiting', async () => {
    const published: Partial<Figures>[] = []
    const throttle = throttleFigures<Figures>((figures) => published.push(figures))
    throttle.add({ watts: 200 })
    throttle.add({ watts: 210 })
    throttle.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(published).toEqual([{ watts: 200 }])
  })
})

describe('a trainer flooding Indoor Bike Data, through the scripted Bluetooth', () => {
  /** Indoor Bike Data (0x2AD2): flags 0x0041 (no speed, power present), power as sint16 LE. */
  const indoorBikeHex = (watts: number) =>
    `41 00 ${(watts & 0xff).toString(16).padStart(2, '0')} ${(watts >> 8).toString(16).padStart(2, '0')}`

  it('200 notifications a second for 3 s: a dozen redraws; the recording still has every reading', async () => {
    // 100 to 106 W over and over: no two readings in a row agree, and each second has its mean.
    const wattsAt = (i: number) => 100 + (i % 7)
    const notifications: ScriptedNotification[] = Array.from({ length: 600 }, (_, i) => ({
      at: i * 5 + 1,
      hex: indoorBikeHex(wattsAt(i)),
    }))
    const platform = installScriptedBluetooth({
      install: false,
      devices: [
        {
          id: 'rolo',
          name: 'KICKR CORE',
          characteristics: [
            { service: 0x1826, uuid: 0x2ad2, notify: true, notifications },
            { service: 0x1826, uuid: 0x2ad9, indicate: true },
          ],
        },
      ],
    })
    const redraws: Partial<Figures>[] = []
    const throttle = throttleFigures<Figures>((figures) => redraws.push(figures))
    const recorder = new SessionRecorder()
    const clock = startClock(T0)
    const readings: SensorReading[] = []
    const result = await connectSensor('trainer', {
      bluetooth: platform.bluetooth,
      listener: (event) => {
        if (event.type !== 'reading') return
        // As the guided session does: the recorder takes each reading, the screen a few.
        readings.push(event.reading)
        recorder.add(event.reading, clock)
        if (event.reading.watts !== undefined) throttle.add({ watts: event.reading.watts })
      },
    })
    expect(result.ok).toBe(true)
    vi.advanceTimersByTime(3000 + FIGURES_REDRAW_MS)

    expect(readings).toHaveLength(600)
    expect(redraws.length).toBeGreaterThan(0)
    expect(redraws.length).toBeLessThanOrEqual(13)
    expect(redraws.at(-1)).toEqual({ watts: wattsAt(599) })
    const meanOf = (second: number) => {
      const inSecond = readings.filter((r) => Math.floor((r.at - T0) / 1000) === second)
      return inSecond.reduce((sum, r) => sum + r.watts!, 0) / inSecond.length
    }
    expect(recorder.series()).toEqual(
      [0, 1, 2].map((second) => ({ second, watts: meanOf(second) })),
    )
  })
})
