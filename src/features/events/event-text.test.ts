// The calendar's texts written without Intl (its first formatter costs a page ~57 ms at 4× CPU,
// inside the list's first render) must read exactly as Intl writes them: Intl is the oracle here,
// over every zone Brazil has and moments from its last summer time to 2031 and beyond.
import { describe, expect, it } from 'vitest'
import { eventFigures, eventPrice } from './event-format'
import { eventWhen, wallClock } from './event-time'
import { monthLabel } from './filters'
import { EVENT_TIME_ZONES, type EventTimeZone } from './types'

const ZONES = Object.keys(EVENT_TIME_ZONES) as EventTimeZone[]
const HOUR = 3_600_000
const SINCE = Date.UTC(2019, 1, 17, 2)

function intlClock(moment: number, timeZone: string) {
  const parts: Record<string, string> = {}
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  for (const part of format.formatToParts(moment)) parts[part.type] = part.value
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number)
}

function intlWhen(starts: number, ends: number, timeZone: EventTimeZone): string {
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'full' })
  const hour = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const [s, e] = [new Date(starts), new Date(ends)]
  const when =
    day.format(s) === day.format(e)
      ? `${day.format(s)} · ${hour.format(s)}–${hour.format(e)}`
      : `${day.format(s)}, ${hour.format(s)} a ${day.format(e)}, ${hour.format(e)}`
  return timeZone === 'America/Sao_Paulo'
    ? when
    : `${when} (horário de ${EVENT_TIME_ZONES[timeZone]})`
}

describe("an event's wall clock and dates without Intl", () => {
  it.each(ZONES)(
    '%s: the wall clock every 7 hours and 13 seconds from 2019 to 2031, as Intl reads it',
    (zone) => {
      for (let t = SINCE; t < Date.UTC(2031, 0, 1); t += 7 * HOUR + 13_000) {
        const clock = wallClock(new Date(t).toISOString(), zone)
        const got = [clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second]
        if (got.join() !== intlClock(t, zone).join()) {
          expect(got, `${zone} ${new Date(t).toISOString()}`).toEqual(intlClock(t, zone))
        }
      }
    },
  )

  it.each(ZONES)(
    "%s: 'when' for a day's ride and for one of several days, as Intl writes it",
    (zone) => {
      for (
        let t = Date.UTC(2026, 0, 1, 0, 30);
        t < Date.UTC(2028, 0, 1);
        t += 29 * HOUR + 7 * 60_000
      ) {
        for (const hours of [5, 50]) {
          const event = {
            starts_at: new Date(t).toISOString(),
            ends_at: new Date(t + hours * HOUR).toISOString(),
            time_zone: zone,
          }
          const expected = intlWhen(t, t + hours * HOUR, zone)
          if (eventWhen(event) !== expected) expect(eventWhen(event)).toBe(expected)
        }
      }
    },
  )

  it('a moment before 2019 (summer time in Brasília) is still read through Intl', () => {
    // 1 January 2018, 10:00 UTC: Brasília was on summer time, UTC−2.
    expect(wallClock('2018-01-01T10:00:00Z', 'America/Sao_Paulo')).toMatchObject({
      hour: 8,
      offsetMinutes: -120,
    })
  })

  it("every month's label, as Intl writes it", () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (let month = 1; month <= 12; month += 1) {
      const key = `2027-${String(month).padStart(2, '0')}`
      expect(monthLabel(key)).toBe(intl.format(new Date(`${key}-15T12:00:00Z`)))
    }
  })
})

describe("the card's price and figures without Intl", () => {
  it('every price from R$ 0,01 to R$ 99.999,99 in steps that cross every grouping, as Intl', () => {
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    for (let cents = 1; cents < 10_000_000; cents = Math.ceil(cents * 1.37) + 1) {
      expect(eventPrice(cents)).toBe(money.format(cents / 100))
    }
    expect(eventPrice(100_000_000)).toBe(money.format(1_000_000))
  })

  it.each([0.05, 0.25, 1, 9.95, 12.34, 48.5, 99.99, 999.96, 1234.56, 12_345.67, 99_999.9])(
    'a distance of %s km, as Intl writes it',
    (km) => {
      const distance = km.toLocaleString('pt-BR', { maximumFractionDigits: 1 })
      expect(eventFigures({ modality: 'mtb', distance_km: km, elevation_m: null })).toEqual([
        'MTB',
        `${distance} km`,
      ])
    },
  )

  it.each([0, 7, 999, 1000, 1200, 12_345, 123_456, 1_234_567])(
    'a climb of %s m, as Intl writes it',
    (metres) => {
      expect(eventFigures({ modality: 'gravel', distance_km: null, elevation_m: metres })).toEqual([
        'Gravel',
        `${metres.toLocaleString('pt-BR')} m de subida`,
      ])
    },
  )
})
