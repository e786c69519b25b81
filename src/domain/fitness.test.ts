import { describe, expect, it } from 'vitest'
import {
  addDays,
  dailyLoads,
  dayNumber,
  dayOfNumber,
  fitnessSeries,
  heartRateLoad,
  riderDay,
  rideLoad,
  unknownLoads,
} from './fitness'

const near = (value: number, digits = 6) => Number(value.toFixed(digits))

describe('a ride’s training load', () => {
  it.each([
    // [what, ride, FTHR, expected]
    [
      'its TSS when it had power',
      { tss: 87.4, moving_seconds: 7200, avg_hr: 150 },
      170,
      { source: 'power', load: 87.4 },
    ],
    [
      'an hour at the FTHR: 100',
      { tss: null, moving_seconds: 3600, avg_hr: 170 },
      170,
      { source: 'heart-rate', load: 100 },
    ],
    [
      'two hours at 85 % of the FTHR: 2 × 0.85² × 100',
      { tss: null, moving_seconds: 7200, avg_hr: 144.5 },
      170,
      { source: 'heart-rate', load: 144.5 },
    ],
    [
      'heart rate but no FTHR: unknown',
      { tss: null, moving_seconds: 3600, avg_hr: 150 },
      null,
      { source: 'unknown' },
    ],
    [
      'neither power nor heart rate: unknown',
      { tss: null, moving_seconds: 3600, avg_hr: null },
      170,
      { source: 'unknown' },
    ],
    [
      'a TSS of 0 is a load of 0 (a ride with power at rest), not unknown',
      { tss: 0, moving_seconds: 60, avg_hr: null },
      null,
      { source: 'power', load: 0 },
    ],
  ] as const)('%s', (_what, ride, fthr, expected) => {
    const load = rideLoad(ride, fthr)
    expect(load.source).toBe(expected.source)
    if ('load' in expected) expect(near((load as { load: number }).load)).toBe(expected.load)
  })

  it('refuses figures no ride has: no load from a heart rate of 0 or a threshold of 0', () => {
    expect(heartRateLoad(3600, 0, 170)).toBeNull()
    expect(heartRateLoad(3600, 150, 0)).toBeNull()
    expect(heartRateLoad(-1, 150, 170)).toBeNull()
  })
})

describe('fitness, fatigue and form by day', () => {
  it('counts days across months and years on the calendar', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })

  it('a single ride: fitness gains 1/42 of it and fatigue 1/7, and decay day by day', () => {
    const series = fitnessSeries(new Map([['2026-11-01', 84]]), '2026-11-01', '2026-11-03')
    expect(series.map((day) => day.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03'])
    expect(near(series[0]!.fitness)).toBe(near(84 / 42))
    expect(near(series[0]!.fatigue)).toBe(near(84 / 7))
    expect(near(series[1]!.fitness)).toBe(near((84 / 42) * (41 / 42)))
    expect(near(series[1]!.fatigue)).toBe(near((84 / 7) * (6 / 7)))
    // Form is yesterday's fitness less yesterday's fatigue: the day of the ride starts at 0.
    expect(series[0]!.form).toBe(0)
    expect(near(series[1]!.form)).toBe(near(84 / 42 - 84 / 7))
  })

  it('the same load every day converges on it: fitness and fatigue approach it, form 0', () => {
    const loads = new Map<string, number>()
    for (let day = 0; day < 400; day += 1) loads.set(addDays('2025-01-01', day), 60)
    const series = fitnessSeries(loads, '2025-01-01', addDays('2025-01-01', 399))
    const last = series.at(-1)!
    expect(last.fitness).toBeGreaterThan(59.9)
    expect(last.fatigue).toBeGreaterThan(59.99)
    expect(Math.abs(last.form)).toBeLessThan(0.1)
  })

  it('the weekly ramp is today’s fitness less that of seven days before', () => {
    const loads = new Map<string, number>()
    for (let day = 0; day < 14; day += 1) loads.set(addDays('2026-10-01', day), 100)
    const series = fitnessSeries(loads, '2026-10-01', '2026-10-14')
    const last = series.at(-1)!
    expect(near(last.ramp)).toBe(near(last.fitness - series.at(-8)!.fitness))
    // Before a week of history the ramp counts from 0 (no fitness before the first day).
    expect(near(series[2]!.ramp)).toBe(near(series[2]!.fitness))
  })

  it('starts from the history before the window: fitness carries in', () => {
    const loads = new Map([['2026-09-01', 420]])
    const series = fitnessSeries(loads, '2026-09-10', '2026-09-10')
    expect(near(series[0]!.fitness)).toBe(near(10 * (41 / 42) ** 9))
  })

  it('puts a ride on its day in Brasília time and adds the loads of a day; unknown ones add nothing', () => {
    expect(riderDay('2026-11-02T02:59:00Z')).toBe('2026-11-01')
    expect(riderDay('2026-11-02T03:00:00Z')).toBe('2026-11-02')
    expect(
      dailyLoads([
        { startedAt: '2026-11-01T10:00:00Z', load: { source: 'power', load: 50 } },
        { startedAt: '2026-11-02T01:00:00Z', load: { source: 'heart-rate', load: 30 } },
        { startedAt: '2026-11-02T12:00:00Z', load: { source: 'unknown' } },
      ]),
    ).toEqual(new Map([['2026-11-01', 80]]))
  })

  it('an empty history is all zeros', () => {
    expect(fitnessSeries(new Map(), '2026-11-01', '2026-11-02')).toEqual([
      { day: '2026-11-01', load: 0, fitness: 0, fatigue: 0, form: 0, ramp: 0 },
      { day: '2026-11-02', load: 0, fitness: 0, fatigue: 0, form: 0, ramp: 0 },
    ])
  })

  it('counts the rides of unknown load, never as a load of zero', () => {
    expect(
      unknownLoads([
        { source: 'power', load: 50 },
        { source: 'unknown' },
        { source: 'heart-rate', load: 40 },
        { source: 'unknown' },
      ]),
    ).toBe(2)
  })
})

describe('calendar days as whole numbers', () => {
  it.each([
    // [day, its number of days since 1970-01-01]
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2000-02-29', 11_016],
    ['2000-03-01', 11_017],
    ['2024-02-29', 19_782],
    ['2026-11-28', 20_785],
    ['2100-03-01', 47_541],
  ])('%s is day %i, and back', (day, number) => {
    expect(dayNumber(day)).toBe(number)
    expect(dayOfNumber(number)).toBe(day)
  })

  it('reads back every day of 1999–2101', () => {
    const wrong: string[] = []
    for (let number = dayNumber('1999-01-01'); number <= dayNumber('2101-12-31'); number++) {
      const day = new Date(number * 86_400_000).toISOString().slice(0, 10)
      if (dayOfNumber(number) !== day || dayNumber(day) !== number) wrong.push(day)
    }
    expect(wrong).toEqual([])
  })
})
