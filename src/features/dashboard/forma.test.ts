import { describe, expect, it } from 'vitest'
import { FORMA_CHART_DAYS, formaChartPoints, formaFigures, formaReading } from './forma'

/** A ride at 08:00 in Brasília (11:00 UTC) on `day`. */
const ride = (
  day: string,
  figures: {
    tss?: number | null
    avg_hr?: number | null
    avg_power?: number | null
    moving_seconds?: number
  } = {},
) => ({
  ride_started_at: `${day}T11:00:00.000Z`,
  tss: figures.tss ?? null,
  avg_hr: figures.avg_hr ?? null,
  avg_power: figures.avg_power ?? null,
  moving_seconds: figures.moving_seconds ?? 3600,
})

/** `count` days from 2026-01-01 on, one ride of `tss` each. */
function daily(count: number, tss: number) {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10)
    return ride(day, { tss })
  })
}

const noon = (day: string) => new Date(`${day}T15:00:00.000Z`)
const round = (value: number | undefined, digits = 2) => Number(value?.toFixed(digits))

describe('formaFigures', () => {
  it('100 a day for 42 days from 0: fitness 63.65, fatigue 99.8, form = yesterday’s', () => {
    const figures = formaFigures(daily(42, 100), null, noon('2026-02-11'))
    expect(figures.today?.day).toBe('2026-02-11')
    expect(round(figures.today?.fitness)).toBe(63.65)
    expect(round(figures.today?.fatigue, 1)).toBe(99.8)
    const yesterday = figures.series.at(-2)
    expect(figures.today?.form).toBeCloseTo((yesterday?.fitness ?? 0) - (yesterday?.fatigue ?? 0))
    expect(figures.powerRides).toBe(42)
  })

  const counts = (power: number, heartRate: number, neither = 0, noFthr = 0, noTss = 0) => ({
    powerRides: power,
    heartRateRides: heartRate,
    withoutData: neither,
    heartRateWithoutFthr: noFthr,
    powerWithoutTss: noTss,
  })
  const day = '2026-03-10'
  it.each([
    // [what, rides, FTHR, the counts, today's load]
    ['power: its TSS', [ride(day, { tss: 80, avg_hr: 150 })], 170, counts(1, 0), 80],
    [
      'heart rate at the FTHR for an hour: 100',
      [ride(day, { avg_hr: 170 })],
      170,
      counts(0, 1),
      100,
    ],
    [
      'heart rate, no FTHR saved: unknown',
      [ride(day, { avg_hr: 150 })],
      null,
      counts(0, 0, 0, 1),
      null,
    ],
    [
      'power with no TSS, no heart rate: unknown',
      [ride(day, { avg_power: 180 })],
      170,
      counts(0, 0, 0, 0, 1),
      null,
    ],
    ['neither: unknown, not 0', [ride(day), ride(day, { tss: 50 })], 170, counts(1, 0, 1), 50],
  ])('%s', (_what, rides, fthr, expected, load) => {
    const figures = formaFigures(rides, fthr, noon(day))
    expect(figures).toMatchObject(expected)
    expect(figures.today?.load ?? null).toBe(load)
  })

  it.each([
    // [what, ride's start (UTC), now, today's load]
    [
      '23:30 in Brasília is that day, though UTC has turned',
      '2026-03-11T02:30:00.000Z',
      '2026-03-10T23:45:00-03:00',
      60,
    ],
    [
      '00:30 in Brasília is the next day',
      '2026-03-11T03:30:00.000Z',
      '2026-03-10T23:45:00-03:00',
      null,
    ],
  ])('%s', (_what, startedAt, now, load) => {
    const figures = formaFigures(
      [{ ride_started_at: startedAt, tss: 60, avg_hr: null, avg_power: 200, moving_seconds: 3600 }],
      null,
      new Date(now),
    )
    expect(figures.today?.load ?? null).toBe(load)
  })

  it('no ride with a load: no figures', () => {
    expect(formaFigures([ride('2026-03-10')], null, noon('2026-03-10')).today).toBeNull()
    expect(formaFigures([], 170, noon('2026-03-10')).series).toEqual([])
  })

  it('the chart starts at the first ride, or 90 days ago carrying the history in', () => {
    expect(formaFigures(daily(10, 50), null, noon('2026-01-10')).series).toHaveLength(10)
    const long = formaFigures(daily(365, 50), null, noon('2026-12-31'))
    expect(long.series).toHaveLength(FORMA_CHART_DAYS)
    expect(long.series[0]?.day).toBe('2026-10-03')
    // A year of 50 a day: fitness has long reached it.
    expect(round(long.today?.fitness, 1)).toBe(50)
  })

  it('the weekly ramp: today’s fitness less that of seven days before', () => {
    const figures = formaFigures(daily(20, 100), null, noon('2026-01-20'))
    const series = figures.series
    expect(figures.today?.ramp).toBeCloseTo(
      (series.at(-1)?.fitness ?? 0) - (series.at(-8)?.fitness ?? 0),
    )
  })
})

describe('formaReading', () => {
  it.each([
    [30, 'descanso longo: perdendo condicionamento'],
    [25, 'descansado'],
    [6, 'descansado'],
    [5, 'neutro'],
    [-10, 'neutro'],
    [-11, 'treinando: fadiga produtiva'],
    [-30, 'treinando: fadiga produtiva'],
    [-31, 'fadiga alta: risco de excesso'],
  ])('form %d: %s', (form, reading) => {
    expect(formaReading(form)).toBe(reading)
  })
})

describe('formaChartPoints', () => {
  it('rounds each figure to a tenth', () => {
    expect(
      formaChartPoints([
        { day: '2026-01-01', load: 100, fitness: 2.381, fatigue: 14.286, form: -0.04, ramp: 2.38 },
      ]),
    ).toEqual([{ day: '2026-01-01', fitness: 2.4, fatigue: 14.3, form: 0 }])
  })
})
