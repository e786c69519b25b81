import { describe, expect, it } from 'vitest'
import {
  bestAverage,
  estimateFtp,
  heartRateSummary,
  intensityFactor,
  MAX_RIDE_SECONDS,
  normalizedPower,
  rideSpanSeconds,
  rideTimeline,
  secondsInBands,
  trainingStressScore,
  type RideRecord,
} from './series'

const T0 = Date.parse('2026-11-01T08:00:00Z')

/** One record per `every` seconds from `from` (s) for `seconds`, with `fields`. */
function block(
  from: number,
  seconds: number,
  fields: Omit<RideRecord, 'time'>,
  every = 1,
): RideRecord[] {
  const out: RideRecord[] = []
  for (let s = 0; s < seconds; s += every) out.push({ time: T0 + (from + s) * 1000, ...fields })
  return out
}

const MIN = 60

describe('the one-second series on the real clock', () => {
  it('60 min at 200 W with 20 min at 300 W inside: best 20 min 300 W, FTP 285 W', () => {
    const records = [
      ...block(0, 20 * MIN, { power: 200 }),
      ...block(20 * MIN, 20 * MIN, { power: 300 }),
      ...block(40 * MIN, 20 * MIN, { power: 200 }),
    ]
    const ride = rideTimeline(records)
    expect(ride.elapsedSeconds).toBe(3600)
    expect(ride.movingSeconds).toBe(3600)
    const best = bestAverage(ride.power.values, 20 * MIN)
    expect(best).toEqual({ average: 300, startSecond: 20 * MIN })
    expect(estimateFtp(best!.average)).toBe(285)
  })

  it('a 30-min pause splitting the 300 W block: windows span real time, never glue two efforts', () => {
    const records = [
      ...block(0, 20 * MIN, { power: 200 }),
      ...block(20 * MIN, 10 * MIN, { power: 300 }),
      // 30 minutes without a record (auto-pause), then the rest of the 300 W block.
      ...block(60 * MIN, 10 * MIN, { power: 300 }),
      ...block(70 * MIN, 20 * MIN, { power: 200 }),
    ]
    const ride = rideTimeline(records)
    expect(ride.elapsedSeconds).toBe(90 * MIN)
    expect(ride.movingSeconds).toBe(60 * MIN)
    // 10 min at 200 W + 10 min at 300 W on either side of the pause; never 20 min at 300 W.
    expect(bestAverage(ride.power.values, 20 * MIN)?.average).toBe(250)
    expect(estimateFtp(250)).toBe(238)
  })

  it('smart recording (a point every 5 s) holds each value: 267 W stays 267 W', () => {
    const ride = rideTimeline(block(0, 30 * MIN, { power: 267, heartRate: 150 }, 5))
    expect(ride.elapsedSeconds).toBe(30 * MIN - 4)
    expect(bestAverage(ride.power.values, 20 * MIN)?.average).toBe(267)
    expect(ride.power.average).toBe(267)
    expect(normalizedPower(ride.power.values)).toBe(267)
  })

  it('a gap of 10 s holds, 11 s is a stop at 0 W that still takes its time', () => {
    const held = rideTimeline([
      { time: T0, power: 100 },
      { time: T0 + 10_000, power: 100 },
    ])
    expect(held.power.values).toEqual(Array<number>(11).fill(100))
    expect(held.movingSeconds).toBe(11)
    const stopped = rideTimeline([
      { time: T0, power: 100 },
      { time: T0 + 11_000, power: 100 },
    ])
    expect(stopped.power.values).toEqual([100, ...Array<number>(10).fill(0), 100])
    expect(stopped.movingSeconds).toBe(2)
  })

  it('a second written twice, or a clock stepping back, counts once', () => {
    const ride = rideTimeline([
      { time: T0, power: 200 },
      { time: T0 + 1000, power: 210 },
      { time: T0 + 1400, heartRate: 140 },
      { time: T0 + 2000, power: 220 },
      { time: T0 + 1000, power: 999 },
      { time: T0 + 3000, power: 230 },
    ])
    expect(ride.elapsedSeconds).toBe(4)
    expect(ride.power.values).toEqual([200, 210, 220, 230])
    expect(ride.heartRate.values).toEqual([null, 140, 140, 140])
  })

  it('each channel follows its own records: heart rate without power is a power gap', () => {
    const records = [
      ...block(0, 10, { power: 250, heartRate: 150 }),
      ...block(10, 60, { heartRate: 155 }),
      ...block(70, 10, { power: 250, heartRate: 160 }),
    ]
    const ride = rideTimeline(records)
    expect(ride.power.values.slice(10, 70).every((w) => w === 0)).toBe(true)
    expect(ride.movingSeconds).toBe(80)
  })

  it('fractions of a second fall in their second', () => {
    const ride = rideTimeline([
      { time: T0 + 250, power: 100 },
      { time: T0 + 1900, power: 200 },
    ])
    expect(ride.power.values).toEqual([100, 200])
  })

  it('a ride without power says so', () => {
    const ride = rideTimeline(block(0, 600, { heartRate: 150 }))
    expect(ride.power.present).toBe(false)
    expect(ride.power.average).toBeNull()
    expect(ride.power.maximum).toBeNull()
  })
})

describe("a ride's span", () => {
  const DAY = 24 * 3600
  it.each<[string, number, RideRecord[]]>([
    ['one record', 1, [{ time: T0 + 400 }]],
    ['an hour at 1 s', 3600, block(0, 3600, { power: 200 })],
    ['fractions of a second, both ends counted', 62, [{ time: T0 + 900 }, { time: T0 + 61_100 }]],
    [
      'a clock stepping back before the first record (left out)',
      60,
      [{ time: T0 }, { time: T0 - DAY * 1000 }, { time: T0 + 59_000 }],
    ],
    [
      'the latest record, not the last in the file, ends it',
      100,
      [{ time: T0 }, { time: T0 + 99_000 }, { time: T0 + 9_000 }],
    ],
    ['no record', 0, []],
  ])('%s: %i s, as the series count them', (_case, seconds, records) => {
    expect(rideSpanSeconds(records)).toBe(seconds)
    expect(rideTimeline(records).elapsedSeconds).toBe(seconds)
  })

  it('series are never built past 7 days: two records 30 years apart throw at once', () => {
    const started = performance.now()
    expect(() => rideTimeline([{ time: T0 }, { time: T0 + 30 * 365 * DAY * 1000 }])).toThrow(
      RangeError,
    )
    expect(performance.now() - started).toBeLessThan(1000)
    const week = rideTimeline([{ time: T0 }, { time: T0 + (MAX_RIDE_SECONDS - 1) * 1000 }])
    expect(week.elapsedSeconds).toBe(MAX_RIDE_SECONDS)
    expect(week.power.values).toHaveLength(MAX_RIDE_SECONDS)
  })
})

describe('heart rate', () => {
  it('leaves stops out of the averages; the best 20 min and the maximum come from the records', () => {
    const records = [
      ...block(0, 10 * MIN, { heartRate: 140 }),
      ...block(10 * MIN, 20 * MIN, { heartRate: 170 }),
      { time: T0 + 30 * MIN * 1000, heartRate: 185 },
      // A 20-minute stop, then 10 more minutes.
      ...block(50 * MIN, 10 * MIN, { heartRate: 130 }),
    ]
    const summary = heartRateSummary(rideTimeline(records).heartRate)
    expect(summary).toEqual({
      maximum: 185,
      average: Math.round((140 * 600 + 170 * 1200 + 185 + 130 * 600) / 2401),
      best20Minutes: 170,
    })
  })

  it('the best 20 minutes are 20 minutes with a heart rate: a stop between them is left out', () => {
    const records = [
      ...block(0, 15 * MIN, { heartRate: 160 }),
      // 5 minutes stopped, then 10 more minutes.
      ...block(20 * MIN, 10 * MIN, { heartRate: 160 }),
    ]
    expect(heartRateSummary(rideTimeline(records).heartRate)?.best20Minutes).toBe(160)
  })

  it('a strap that worked 2 minutes of an hour has no best 20 minutes', () => {
    const records = [
      ...block(0, 2 * MIN, { heartRate: 150 }),
      ...block(2 * MIN, 58 * MIN, { power: 200 }),
    ]
    expect(heartRateSummary(rideTimeline(records).heartRate)).toMatchObject({
      maximum: 150,
      best20Minutes: null,
    })
  })

  it('maxima are whole, as the averages (GPX and TCX may carry decimals)', () => {
    const ride = rideTimeline([
      ...block(0, 60, { power: 200, heartRate: 140 }),
      { time: T0 + 60_000, power: 202.5, heartRate: 150.5 },
    ])
    expect(ride.power.maximum).toBe(203)
    expect(heartRateSummary(ride.heartRate)?.maximum).toBe(151)
  })

  it('a heart rate that is always 0 means no strap', () => {
    expect(heartRateSummary(rideTimeline(block(0, 300, { heartRate: 0 })).heartRate)).toBeNull()
  })
})

describe('normalised power, IF and TSS', () => {
  it('steady power: NP equals the average; one hour at FTP is IF 1 and TSS 100', () => {
    const ride = rideTimeline(block(0, 3600, { power: 250 }))
    const np = normalizedPower(ride.power.values)
    expect(np).toBe(250)
    expect(intensityFactor(np!, 250)).toBe(1)
    expect(trainingStressScore(3600, np!, 250)).toBe(100)
  })

  it('alternating 30 s at 400 W and 30 s at 100 W: NP above the 250 W average', () => {
    const records: RideRecord[] = []
    for (let s = 0; s < 3600; s += 1) {
      records.push({ time: T0 + s * 1000, power: Math.floor(s / 30) % 2 === 0 ? 400 : 100 })
    }
    const ride = rideTimeline(records)
    expect(ride.power.average).toBe(250)
    const np = normalizedPower(ride.power.values)!
    expect(np).toBeGreaterThan(270)
    expect(np).toBeLessThan(300)
  })

  it('rides shorter than the window have no NP nor best average', () => {
    const ride = rideTimeline(block(0, 10, { power: 300 }))
    expect(normalizedPower(ride.power.values)).toBeNull()
    expect(bestAverage(ride.power.values, 20 * MIN)).toBeNull()
  })
})

describe('time in bands', () => {
  it('counts each second once, in the band of its lower bound, skipping the stops', () => {
    const values = [0, 100, 139, 140, 200, 260, null, null, 500]
    // Lower bounds of Z1…Z3 at 250 W FTP: 0, 56 % and 76 %.
    expect(secondsInBands(values, [0, 140, 190])).toEqual([3, 1, 3])
  })
})
