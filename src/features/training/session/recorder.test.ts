import { describe, expect, it } from 'vitest'
import { rideTimeline } from '../../../domain/series'
import { analyseRide, rideSummaryFields, type RidePoint } from '../../rides'
import type { RecordingClock, RecordingPause, RecordingSecond } from '../../results'
import type { SensorReading } from '../../sensors'
import { pauseClock, resumeClock, startClock } from './clock'
import { SessionRecorder, threeSecondPower, toRideRecords, toWallRecords } from './recorder'

/** What the recorder is handed: a reading's figures, whichever sensor sent them. */
type Reading = Omit<SensorReading, 'kind'>

const T0 = Date.parse('2026-11-20T07:00:00Z')
const at = (ms: number, fields: Omit<Reading, 'at'>): Reading => ({
  at: T0 + ms,
  ...fields,
})

function record(readings: readonly Reading[], clock: RecordingClock = startClock(T0)) {
  const recorder = new SessionRecorder()
  for (const reading of readings) recorder.add(reading, clock)
  return recorder.series()
}

describe('one second from its readings', () => {
  it.each<[string, Reading[], RecordingSecond[]]>([
    [
      'power is the mean, heart rate and cadence the latest',
      [
        at(100, { watts: 200, bpm: 140, rpm: 88 }),
        at(400, { watts: 300, bpm: 141 }),
        at(900, { watts: 250, rpm: 92 }),
      ],
      [{ second: 0, watts: 250, bpm: 141, rpm: 92 }],
    ],
    [
      'a heart-rate-only second has no power, not 0 W',
      [at(1_500, { bpm: 150 })],
      [{ second: 1, bpm: 150 }],
    ],
    [
      'seconds without a reading are absent',
      [at(0, { watts: 200 }), at(3_999, { watts: 210 })],
      [
        { second: 0, watts: 200 },
        { second: 3, watts: 210 },
      ],
    ],
    [
      '0 W is a value (the rider stopped pedalling)',
      [at(0, { watts: 0 })],
      [{ second: 0, watts: 0 }],
    ],
    [
      'a reading carrying nothing, or NaN, records nothing',
      [at(0, {}), at(100, { watts: Number.NaN })],
      [],
    ],
    [
      'a late reading (an earlier second) is left out',
      [at(2_100, { watts: 200 }), at(1_900, { watts: 900 }), at(2_200, { watts: 220 })],
      [{ second: 2, watts: 210 }],
    ],
    ['readings before the start are left out', [at(-10, { watts: 300 })], []],
  ])('%s', (_, readings, series) => {
    expect(record(readings)).toEqual(series)
  })

  it('a pause records nothing and leaves no hole: the seconds run on after it', () => {
    const recorder = new SessionRecorder()
    let clock = startClock(T0)
    recorder.add(at(1_500, { watts: 200 }), clock)
    clock = pauseClock(clock, T0 + 2_000)
    expect(recorder.add(at(2_500, { watts: 0 }), clock)).toBe(false)
    expect(recorder.add(at(50_000, { watts: 0 }), clock)).toBe(false)
    clock = resumeClock(clock, T0 + 62_000)
    recorder.add(at(62_300, { watts: 220 }), clock)
    expect(recorder.series()).toEqual([
      { second: 1, watts: 200 },
      { second: 2, watts: 220 },
    ])
  })
})

describe('the 3-second power', () => {
  const series: RecordingSecond[] = [
    { second: 0, watts: 100 },
    { second: 1, watts: 200 },
    { second: 2, watts: 300 },
    { second: 3, bpm: 150 },
    { second: 4, watts: 600 },
  ]

  it.each([
    [2, 200], // 100, 200, 300
    [4, 450], // 300, (no power), 600
    [5, 600], // only second 4 in 3–5
    [6, 600],
    [7, undefined], // nothing in 5–7: no stale value
    [0, 100],
  ])('at second %i: %s W', (second, power) => {
    expect(threeSecondPower(series, second)).toBe(power)
  })

  it('the recorder reads it at the clock’s now', () => {
    const recorder = new SessionRecorder(series)
    expect(recorder.threeSecondPower(startClock(T0), T0 + 4_200)).toBe(450)
    expect(recorder.threeSecondPower(startClock(T0), T0 + 7_000)).toBeUndefined()
  })
})

describe('flushing and rebuilding after a reload', () => {
  it('a take holds what changed since the last one; the open second again when it grew', () => {
    const recorder = new SessionRecorder()
    const clock = startClock(T0)
    recorder.add(at(100, { watts: 200 }), clock)
    recorder.add(at(1_100, { watts: 210 }), clock)
    expect(recorder.takeUnflushed()).toEqual([
      { second: 0, watts: 200 },
      { second: 1, watts: 210 },
    ])
    expect(recorder.takeUnflushed()).toEqual([])
    recorder.add(at(1_600, { watts: 230 }), clock)
    recorder.add(at(2_100, { watts: 240 }), clock)
    expect(recorder.takeUnflushed()).toEqual([
      { second: 1, watts: 220 },
      { second: 2, watts: 240 },
    ])
  })

  it('restoring keeps the later copy of a second and sorts', () => {
    const recorder = new SessionRecorder([
      { second: 2, watts: 240 },
      { second: 1, watts: 210 },
      { second: 1, watts: 220 },
    ])
    expect(recorder.series()).toEqual([
      { second: 1, watts: 220 },
      { second: 2, watts: 240 },
    ])
    expect(recorder.takeUnflushed()).toEqual([])
  })

  /** Two minutes at 4 Hz, a 15 s pause at 0:40, a flush every 5 s of wall time. */
  function ride() {
    const events: (
      { kind: 'reading'; reading: Reading } | { kind: 'pause' | 'resume' | 'flush'; at: number }
    )[] = []
    for (let i = 0; i < 4 * 135; i += 1) {
      const ms = Math.floor(i / 4) * 1000 + [125, 375, 625, 875][i % 4]!
      const reading = at(ms, {
        watts: 200 + (i % 7) * 10,
        bpm: 140 + Math.floor(i / 40),
        rpm: 85 + (i % 3),
      })
      events.push({ kind: 'reading', reading })
    }
    events.push({ kind: 'pause', at: T0 + 40_000 }, { kind: 'resume', at: T0 + 55_000 })
    for (let ms = 5_000; ms <= 135_000; ms += 5_000) events.push({ kind: 'flush', at: T0 + ms })
    const time = (e: (typeof events)[number]) => (e.kind === 'reading' ? e.reading.at : e.at)
    return events.sort((a, b) => time(a) - time(b))
  }

  function replay(reloadAt: number | null) {
    let recorder = new SessionRecorder()
    let clock = startClock(T0)
    const stored: RecordingSecond[] = []
    for (const event of ride()) {
      if (event.kind === 'pause') clock = pauseClock(clock, event.at)
      else if (event.kind === 'resume') clock = resumeClock(clock, event.at)
      else if (event.kind === 'reading') recorder.add(event.reading, clock)
      else {
        stored.push(...recorder.takeUnflushed())
        if (event.at === reloadAt) {
          // The page reloads: only what was stored, and the clock's JSON, come back.
          recorder = new SessionRecorder(JSON.parse(JSON.stringify(stored)) as RecordingSecond[])
          clock = JSON.parse(JSON.stringify(clock)) as RecordingClock
        }
      }
    }
    return { series: recorder.series(), stored }
  }

  it('a recording rebuilt after a reload equals the uninterrupted one', () => {
    const whole = replay(null)
    expect(whole.series).toHaveLength(120) // 135 s less the 15 s pause
    expect(whole.series.at(-1)?.second).toBe(119)
    for (const reloadAt of [T0 + 5_000, T0 + 45_000, T0 + 70_000, T0 + 130_000]) {
      expect(replay(reloadAt).series).toEqual(whole.series)
    }
  })

  it('the store holds the whole series once the last take is in', () => {
    const { series, stored } = replay(null)
    expect(new SessionRecorder(stored).series()).toEqual(series)
  })

  it('a reload inside a second keeps that second as flushed; its later readings are left out', () => {
    const clock = startClock(T0)
    const before = new SessionRecorder()
    before.add(at(5_100, { watts: 200 }), clock)
    const flushed = before.takeUnflushed()
    const after = new SessionRecorder(flushed)
    expect(after.add(at(5_600, { watts: 400 }), clock)).toBe(false)
    expect(after.add(at(6_100, { watts: 300 }), clock)).toBe(true)
    expect(after.series()).toEqual([
      { second: 5, watts: 200 },
      { second: 6, watts: 300 },
    ])
  })
})

describe('toRideRecords', () => {
  it('epoch-ms times from the start; fields as rides name them', () => {
    const records = toRideRecords(
      [
        { second: 0, watts: 200, bpm: 140, rpm: 90 },
        { second: 2, bpm: 141 },
      ],
      T0,
    )
    expect(records).toEqual([
      { time: T0, power: 200, heartRate: 140, cadence: 90 },
      { time: T0 + 2_000, power: undefined, heartRate: 141, cadence: undefined },
    ])
  })

  it("rides' rules read it: a 10 s gap holds, an 11 s gap is a stop", () => {
    const series: RecordingSecond[] = [
      { second: 0, watts: 200 },
      { second: 10, watts: 200 },
      { second: 21, watts: 200 },
    ]
    const ride = rideTimeline(toRideRecords(series, T0))
    expect(ride.elapsedSeconds).toBe(22)
    expect(ride.power.moving.map(Number).join('')).toBe('1'.repeat(11) + '0'.repeat(10) + '1')
  })
})

describe('toWallRecords: the series on the wall clock, a pause a stop', () => {
  const series: RecordingSecond[] = [0, 1, 2, 3].map((second) => ({ second, watts: 200 }))
  const times = (pauses: RecordingPause[]) => {
    const { points, pausedMs } = toWallRecords(series, T0, pauses)
    return { offsets: points.map((p) => p.time - T0), pausedMs }
  }

  it.each<[string, RecordingPause[], number[], number]>([
    ['no pause: test time', [], [0, 1_000, 2_000, 3_000], 0],
    [
      'a minute paused at 1.5 s: the seconds after it a minute later',
      [{ atMs: 1_500, ms: 60_000 }],
      [0, 1_000, 62_000, 63_000],
      60_000,
    ],
    [
      'a pause at a second’s start moves that second',
      [{ atMs: 2_000, ms: 5_000 }],
      [0, 1_000, 7_000, 8_000],
      5_000,
    ],
    [
      'two, in any order, add up',
      [
        { atMs: 3_000, ms: 1_000 },
        { atMs: 1_000, ms: 30_000 },
      ],
      [0, 31_000, 32_000, 34_000],
      31_000,
    ],
    [
      'one after the last second moves nothing',
      [{ atMs: 3_500, ms: 60_000 }],
      [0, 1_000, 2_000, 3_000],
      0,
    ],
    ['one of unknown place stays out', [{ atMs: null, ms: 60_000 }], [0, 1_000, 2_000, 3_000], 0],
  ])('%s', (_, pauses, offsets, pausedMs) => {
    expect(times(pauses)).toEqual({ offsets, pausedMs })
  })

  it('the ride summary of a block paused 5 minutes halfway keeps no FTP estimate glued across it', () => {
    // 35 minutes at 150 W, the 20-minute block at 290 W paused 5 minutes at 45:00, 10 at 120 W.
    const test = [
      ...Array.from({ length: 35 * 60 }, (_, second) => ({ second, watts: 150 })),
      ...Array.from({ length: 20 * 60 }, (_, i) => ({ second: 35 * 60 + i, watts: 290 })),
      ...Array.from({ length: 10 * 60 }, (_, i) => ({ second: 55 * 60 + i, watts: 120 })),
    ]
    const pauses = [{ atMs: 45 * 60_000, ms: 5 * 60_000 }]
    const summary = (points: RidePoint[]) =>
      rideSummaryFields(analyseRide({ format: 'fit', points, partial: false }))
    // On test time the two halves read as 20 minutes at 290 W: 95 % of it, the FTP too high.
    expect(summary(toRideRecords(test, T0))).toMatchObject({
      best_20min_power: 290,
      ftp_estimate: 276,
    })
    // On the wall clock the pause is a 5-minute stop: no 20 minutes hold more than 10 at 290 W
    // (the best: 10 minutes at 150 W, then the block's first 10).
    expect(summary(toWallRecords(test, T0, pauses).points)).toMatchObject({
      elapsed_seconds: 70 * 60,
      moving_seconds: 65 * 60,
      best_20min_power: 220,
      ftp_estimate: 209,
    })
  })
})
