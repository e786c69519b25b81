import { brazilOffsetsFixed, MONTHS, WEEKDAYS } from '../../lib/format'
import { EVENT_TIME_ZONES, type EventTimeZone } from './types'

/** A moment read on the wall clock of a zone: what the event's own riders see. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** Minutes east of UTC (Brasília: −180). */
  offsetMinutes: number
}

const clocks = new Map<string, Intl.DateTimeFormat>()

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
    clocks.set(timeZone, clock)
  }
  return clock
}

/** 'GMT-03:00' → −180; 'GMT' → 0. */
function offsetOf(name: string): number {
  const sign = name.charAt(3) === '-' ? -1 : 1
  const hours = Number(name.slice(4, 6) || 0)
  const minutes = Number(name.slice(7, 9) || 0)
  return sign * (hours * 60 + minutes)
}

/** Minutes east of UTC of Brazil's four zones, the same all year since 2019 (`brazilOffsetsFixed`). */
const FIXED_OFFSETS: Readonly<Record<string, number>> = {
  'America/Noronha': -120,
  'America/Sao_Paulo': -180,
  'America/Manaus': -240,
  'America/Rio_Branco': -300,
}

/**
 * The moment on the zone's wall clock. Brazil's zones since 2019 are arithmetic (the calendar
 * reads 500 events' clocks in one render; the first Intl formatter alone costs a page ~57 ms at
 * 4× CPU); earlier moments and other zones ask Intl, which knows the summers.
 */
export function wallClock(moment: string | Date, timeZone: string): WallClock {
  const date = new Date(moment)
  const offset = FIXED_OFFSETS[timeZone]
  if (offset !== undefined && brazilOffsetsFixed(date.getTime())) {
    const local = new Date(date.getTime() + offset * 60_000)
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
      offsetMinutes: offset,
    }
  }
  const parts: Record<string, string> = {}
  for (const part of clockOf(timeZone).formatToParts(date)) parts[part.type] = part.value
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    offsetMinutes: offsetOf(parts.timeZoneName ?? 'GMT'),
  }
}

const two = (value: number) => String(value).padStart(2, '0')

/** '2026-12-12T07:00:00-03:00': the moment as the event's zone writes it (schema.org's dates). */
export function isoWithOffset(moment: string | Date, timeZone: string): string {
  const clock = wallClock(moment, timeZone)
  const offset = Math.abs(clock.offsetMinutes)
  const sign = clock.offsetMinutes < 0 ? '-' : '+'
  return (
    `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}:` +
    `${two(clock.second)}${sign}${two(Math.floor(offset / 60))}:${two(offset % 60)}`
  )
}

/** '20261212T070000': the wall-clock form of RFC 5545's DATE-TIME with a TZID. */
export function icsLocal(moment: string | Date, timeZone: string): string {
  const clock = wallClock(moment, timeZone)
  return (
    `${clock.year}${two(clock.month)}${two(clock.day)}T` +
    `${two(clock.hour)}${two(clock.minute)}${two(clock.second)}`
  )
}

/** '20261128T101109Z': RFC 5545's UTC form. */
export function icsUtc(moment: string | Date): string {
  return new Date(moment)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** 'sábado, 12 de dezembro de 2026': Intl's pt-BR full date of a wall clock. */
const fullDate = (clock: WallClock) =>
  `${WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()]}, ` +
  `${clock.day} de ${MONTHS[clock.month - 1]} de ${clock.year}`

const hourOf = (clock: WallClock) => `${two(clock.hour)}:${two(clock.minute)}`

/**
 * When the event happens, on its own clock: 'sábado, 12 de dezembro de 2026 · 07:00–13:00', and
 * '(horário de Manaus)' where it is not Brasília's time. An event of several days names both.
 */
export function eventWhen(event: {
  starts_at: string
  ends_at: string
  time_zone: EventTimeZone
}): string {
  const zone = event.time_zone
  const start = wallClock(event.starts_at, zone)
  const end = wallClock(event.ends_at, zone)
  const [startDay, endDay] = [fullDate(start), fullDate(end)]
  const when =
    startDay === endDay
      ? `${startDay} · ${hourOf(start)}–${hourOf(end)}`
      : `${startDay}, ${hourOf(start)} a ${endDay}, ${hourOf(end)}`
  return zone === 'America/Sao_Paulo' ? when : `${when} (horário de ${EVENT_TIME_ZONES[zone]})`
}

/**
 * The moment a wall-clock date and time name in a zone: what the organizer types in the event's
 * form ('2026-12-12', '07:00', 'America/Manaus' → '2026-12-12T11:00:00.000Z'). Null for a date or
 * time that is not one. Two passes settle the offset, so a zone that once moved its clocks
 * (Brazil's summer time, until 2019) is read at the right offset too.
 */
export function fromWallClock(date: string, time: string, timeZone: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const hour = /^(\d{2}):(\d{2})$/.exec(time)
  if (!day || !hour) return null
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])]
  const [hours, minutes] = [Number(hour[1]), Number(hour[2])]
  if (hours > 23 || minutes > 59) return null
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hours, minutes)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null
  let moment = asUtc - wallClock(new Date(asUtc), timeZone).offsetMinutes * 60_000
  moment = asUtc - wallClock(new Date(moment), timeZone).offsetMinutes * 60_000
  return new Date(moment).toISOString()
}

/** The form's date and time fields for a stored moment: ['2026-12-12', '07:00'] on the zone's clock. */
export function toWallClockFields(moment: string, timeZone: string): [string, string] {
  const clock = wallClock(moment, timeZone)
  return [
    `${clock.year}-${two(clock.month)}-${two(clock.day)}`,
    `${two(clock.hour)}:${two(clock.minute)}`,
  ]
}

/** Whether the event has ended (ratings open, registrations and cancelling make no sense). */
export function eventIsOver(event: { ends_at: string }, now: Date = new Date()): boolean {
  return Date.parse(event.ends_at) <= now.getTime()
}
