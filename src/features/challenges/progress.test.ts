import { describe, expect, it } from 'vitest'
import {
  challengeProgress,
  countedRides,
  rideKey,
  type ChallengeRide,
  type ChallengeRules,
} from './progress'

let next = 0
/** A ride starting at `start` (ISO 8601), 1 h, 30 km, 500 m. */
function ride(start: string, over: Partial<ChallengeRide> = {}): ChallengeRide {
  next += 1
  return {
    id: `r${next}`,
    started_at: start,
    elapsed_seconds: 3900,
    moving_seconds: 3600,
    distance_m: 30_000,
    elevation_gain_m: 500,
    indoor: false,
    ...over,
  }
}

const NOVEMBER: ChallengeRules = {
  kind: 'distance',
  goal: 100,
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  indoor_counts: false,
}
const JOINED = '2026-10-15T12:00:00Z'
const NOW = '2026-11-28T12:00:00Z'

describe('challenge progress, computed on the device', () => {
  it.each([
    ['distance', 100, 90],
    ['climbing', 1000, 1500],
    ['moving_time', 5, 3],
    ['rides', 2, 3],
  ] as const)('%s adds up the rides in the window (goal %d → %d)', (kind, goal, value) => {
    const rides = [
      ride('2026-11-03T10:00:00Z'),
      ride('2026-11-10T10:00:00Z'),
      ride('2026-11-20T10:00:00Z'),
    ]
    const progress = challengeProgress({ ...NOVEMBER, kind, goal }, rides, JOINED, NOW)
    expect(progress.value).toBe(value)
    expect(progress.rides).toBe(3)
    expect(progress.fraction).toBe(Math.min(1, value / goal))
  })

  it('says when the goal was reached: the start of the ride that crossed it', () => {
    const rides = [
      ride('2026-11-20T10:00:00Z', { distance_m: 60_000 }),
      ride('2026-11-03T10:00:00Z', { distance_m: 50_000 }),
      ride('2026-11-25T10:00:00Z', { distance_m: 10_000 }),
    ]
    const progress = challengeProgress(NOVEMBER, rides, JOINED, NOW)
    expect(progress.value).toBe(120)
    expect(progress.reachedAt).toBe('2026-11-20T10:00:00Z')
    expect(challengeProgress({ ...NOVEMBER, goal: 500 }, rides, JOINED, NOW).reachedAt).toBeNull()
  })

  it('a Gran Fondo is one ride of at least the goal: the longest counts, not the sum', () => {
    const rules: ChallengeRules = { ...NOVEMBER, kind: 'gran_fondo', goal: 100 }
    const short = [
      ride('2026-11-03T10:00:00Z', { distance_m: 60_000 }),
      ride('2026-11-04T10:00:00Z', { distance_m: 60_000 }),
    ]
    expect(challengeProgress(rules, short, JOINED, NOW)).toMatchObject({
      value: 60,
      reachedAt: null,
    })
    const long = [...short, ride('2026-11-08T09:00:00Z', { distance_m: 101_300 })]
    expect(challengeProgress(rules, long, JOINED, NOW)).toMatchObject({
      value: 101.3,
      reachedAt: '2026-11-08T09:00:00Z',
      fraction: 1,
    })
  })

  it('N weeks in a row (Monday to Sunday, Brasília) with at least one ride: the longest run', () => {
    const rules: ChallengeRules = {
      ...NOVEMBER,
      kind: 'streak_weeks',
      goal: 3,
      starts_on: '2026-10-01',
      ends_on: '2026-12-31',
    }
    const rides = [
      ride('2026-10-05T10:00:00Z'), // week of 5 Oct
      ride('2026-10-12T10:00:00Z'), // week of 12 Oct
      // no ride in the week of 19 Oct: the run breaks
      ride('2026-10-26T10:00:00Z'), // week of 26 Oct
      ride('2026-11-08T23:30:00Z'), // Sunday 8 Nov 20:30 in Brasília: still the week of 2 Nov
      ride('2026-11-09T02:30:00Z'), // Sunday 8 Nov 23:30 in Brasília: the same week
    ]
    expect(challengeProgress(rules, rides, '2026-09-01T00:00:00Z', NOW)).toMatchObject({
      value: 2,
      reachedAt: null,
    })
    const more = [...rides, ride('2026-11-09T03:00:00Z')] // Monday 9 Nov 00:00 in Brasília
    expect(challengeProgress(rules, more, '2026-09-01T00:00:00Z', NOW)).toMatchObject({
      value: 3,
      reachedAt: '2026-11-09T03:00:00Z',
    })
  })

  it.each([
    ['a ride before the window (31 Oct 23:59 in Brasília)', '2026-11-01T02:59:00Z', {}, false],
    [
      'a ride at the window’s first minute (1 Nov 00:00 in Brasília)',
      '2026-11-01T03:00:00Z',
      {},
      true,
    ],
    [
      'a ride at the window’s last minute (30 Nov 23:59 in Brasília)',
      '2026-12-01T02:59:00Z',
      {},
      true,
    ],
    ['a ride after the window (1 Dec 00:00 in Brasília)', '2026-12-01T03:00:00Z', {}, false],
    ['a ride before the rider joined', '2026-10-15T11:00:00Z', {}, false],
    ['a ride dated in the future', '2026-11-29T10:00:00Z', {}, false],
    [
      'a ride longer than 7 days',
      '2026-11-05T10:00:00Z',
      { elapsed_seconds: 7 * 86_400 + 1 },
      false,
    ],
    [
      'an indoor ride when indoor rides do not count',
      '2026-11-05T10:00:00Z',
      { indoor: true },
      false,
    ],
  ] as const)('%s: counts %s', (_what, start, over, counts) => {
    const joined = start === '2026-10-15T11:00:00Z' ? JOINED : '2026-10-01T00:00:00Z'
    const now = start.startsWith('2026-12') ? '2026-12-05T00:00:00Z' : NOW
    expect(countedRides(NOVEMBER, [ride(start, over)], joined, now)).toHaveLength(counts ? 1 : 0)
  })

  it('indoor rides count when the challenge says so', () => {
    const indoor = ride('2026-11-05T10:00:00Z', { indoor: true })
    expect(countedRides({ ...NOVEMBER, indoor_counts: true }, [indoor], JOINED, NOW)).toHaveLength(
      1,
    )
  })
})

describe('the same ride, counted once', () => {
  it('is identified by its start, to the minute: a file opened twice, a test and its file', () => {
    expect(rideKey('2026-11-05T10:00:12.500Z')).toBe(rideKey('2026-11-05T10:00:59Z'))
    expect(rideKey('2026-11-05T10:00:59Z')).not.toBe(rideKey('2026-11-05T10:01:00Z'))
    expect(rideKey('2026-11-05T07:00:12-03:00')).toBe(rideKey('2026-11-05T10:00:30Z'))
  })

  it('keeps the fuller of two summaries of one ride, indoor if either says so', () => {
    const file = ride('2026-11-05T10:00:05Z', { distance_m: 0, moving_seconds: 1500 })
    const test = ride('2026-11-05T10:00:00Z', { distance_m: 0, moving_seconds: 1520, indoor: true })
    const again = ride('2026-11-05T10:00:05Z', { distance_m: 0, moving_seconds: 1500 })
    const counted = countedRides(
      { ...NOVEMBER, indoor_counts: true },
      [file, test, again],
      JOINED,
      NOW,
    )
    expect(counted).toHaveLength(1)
    expect(counted[0]).toMatchObject({ id: test.id, indoor: true })
    expect(countedRides(NOVEMBER, [file, test, again], JOINED, NOW)).toHaveLength(0)
    const progress = challengeProgress(
      { ...NOVEMBER, kind: 'rides', goal: 5 },
      [file, test, again],
      JOINED,
      NOW,
    )
    expect(progress.value).toBe(0)
  })
})
