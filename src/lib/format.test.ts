import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  isoDay,
  ridersYear,
} from './format'

describe('pt-BR formatting', () => {
  it.each([
    [new Date('2026-11-22T10:00:00Z'), '22/11/2026'],
    ['2026-01-05T12:00:00Z', '05/01/2026'],
    // 22:30 in São Paulo is already the next day in UTC: the rider's day is shown.
    ['2026-11-23T01:30:00Z', '22/11/2026'],
    ['2026-11-22T03:00:00Z', '22/11/2026'],
    ['2026-11-22T02:59:00Z', '21/11/2026'],
    // A calendar day is that day, whatever the time zone.
    ['2026-03-15', '15/03/2026'],
    ['2026-03-15T23:30:00', '15/03/2026'],
    ['2026-03-15T00:10:00', '15/03/2026'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected)
  })

  it('formats a long date in Portuguese', () => {
    expect(formatLongDate('2026-11-22T10:00:00Z')).toBe('22 de novembro de 2026')
    expect(formatLongDate('2026-11-01')).toBe('1 de novembro de 2026')
  })

  it('writes every calendar day of a leap year and the turns of centuries as Intl does', () => {
    const long = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' })
    const short = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' })
    const days = ['1999-12-31', '2000-01-01', '2100-02-28', '1000-01-01', '9999-12-31']
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      days.push(new Date(t).toISOString().slice(0, 10))
    }
    for (const day of days) {
      expect(formatLongDate(day), day).toBe(long.format(new Date(day)))
      expect(formatDate(`${day}T23:30:00`), day).toBe(short.format(new Date(day)))
    }
  })

  it("writes a moment's Brasília day as Intl does, every 7 hours from 2019's last summer time to 2031", () => {
    const long = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'long',
      timeZone: 'America/Sao_Paulo',
    })
    const short = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    })
    const step = 7 * 3_600_000 + 60_000
    for (let t = Date.UTC(2019, 1, 16, 20); t < Date.UTC(2031, 0, 1); t += step) {
      const moment = new Date(t)
      expect(formatDate(moment), moment.toISOString()).toBe(short.format(moment))
      expect(formatLongDate(moment.toISOString()), moment.toISOString()).toBe(long.format(moment))
    }
    // A summer night before the change, on Intl's data: 23:30 on 31 Dec 2018 at UTC−2.
    expect(formatDate('2019-01-01T01:30:00Z')).toBe('31/12/2018')
    expect(formatDate('2019-02-17T02:00:00Z')).toBe('16/02/2019')
  })

  it('leaves a day the calendar lacks to Intl, as before', () => {
    const short = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' })
    expect(formatDate('2026-02-31')).toBe(short.format(new Date('2026-02-31')))
    expect(() => formatLongDate('2026-13-01')).toThrow(RangeError)
  })

  it.each([
    [72.5, 1, '72,5'],
    [1234.567, 2, '1.234,57'],
    [250, 0, '250'],
    [3.456, 2, '3,46'],
  ])('formats %d with %d decimals as %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })

  it('writes every number as Intl does, without it', () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('pt-BR', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
    const formats = [0, 1, 2, 3, 6].map(intl)
    const edges = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      -0.4,
      -0.004,
      1.005,
      0.125,
      999.95,
      999.5,
      9.995,
      99999.999,
      1234.5,
      1234567.891,
      -1234567.891,
      0.000001,
      1e-7,
      123456789012345680000,
      1e21,
      2 ** 53,
      NaN,
      Infinity,
      -Infinity,
      0.1 + 0.2,
      72.45,
      4.35,
      1.45,
      8.345,
    ]
    // A fixed stream of numbers of every size (a linear congruential generator: the same run each time).
    let seed = 43
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const values = [...edges]
    for (let i = 0; i < 20_000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 12 - 4)
      const value = (next() - 0.3) * magnitude
      values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 20) / 20)
    }
    const wrong = values.flatMap((value) =>
      [0, 1, 2, 3, 6].flatMap((decimals, at) => {
        const expected = formats[at]!.format(value)
        const written = formatNumber(value, decimals)
        return written === expected ? [] : [`${value} (${decimals}): ${written} ≠ ${expected}`]
      }),
    )
    expect(wrong.slice(0, 10)).toEqual([])
  })
})

describe('formatDateTime', () => {
  it('shows a moment with its time on Brasília time', () => {
    expect(formatDateTime('2026-11-25T13:05:00Z')).toBe('25/11/2026, 10:05')
    expect(formatDateTime(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025, 23:30')
  })

  it('writes every moment as Intl does, every 7 hours and 1 minute from 2019 to 2031, and before', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    })
    const step = 7 * 3_600_000 + 60_000
    for (let t = Date.UTC(2019, 1, 16, 20); t < Date.UTC(2031, 0, 1); t += step) {
      const moment = new Date(t)
      expect(formatDateTime(moment), moment.toISOString()).toBe(intl.format(moment))
    }
    // Summer time, on Intl's data: 23:30 on 31 Dec 2018 at UTC−2.
    expect(formatDateTime('2019-01-01T01:30:00Z')).toBe('31/12/2018, 23:30')
  })
})

describe('isoDay', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    // 22:30 in São Paulo on the 22nd is the 23rd in UTC: the file is named after the rider's day.
    ['2026-11-23T01:30:00Z', '2026-11-22'],
    ['2026-01-01T03:00:00Z', '2026-01-01'],
    // Before 2019, on Intl's data: 00:30 on the 31st in a Brazilian summer (UTC−2).
    ['2018-12-31T02:30:00Z', '2018-12-31'],
  ])('%s → %s', (moment, day) => {
    expect(isoDay(new Date(moment))).toBe(day)
  })
})

describe('ridersYear', () => {
  it.each([
    ['2026-07-01T12:00:00Z', 2026],
    // 22:00 on 31 December in Brasília is already 2027 in UTC: the rider's year is still 2026.
    ['2027-01-01T01:00:00Z', 2026],
    ['2027-01-01T02:59:59Z', 2026],
    ['2027-01-01T03:00:00Z', 2027],
  ])('%s → %i', (moment, year) => {
    expect(ridersYear(new Date(moment))).toBe(year)
  })
})
