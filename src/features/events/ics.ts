/**
 * 'Adicionar à agenda': one event as an iCalendar file (RFC 5545), built on the device so it works
 * offline. The times are written on the event's own clock with its TZID, and the file carries that
 * zone's VTIMEZONE (Brazil has kept one offset all year since 2019); a reminder (VALARM) fires at
 * 20:00 on the evening before, on the same clock.
 */
import { icsLocal, icsUtc, wallClock } from './event-time'
import type { CalendarEvent } from './types'

export const ICS_REMINDER = 'Amanhã tem pedal:'

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  let out = ''
  for (const char of text) {
    if (char === '\\' || char === ';' || char === ',') out += `\\${char}`
    else if (char === '\n') out += '\\n'
    else if (char !== '\r') out += char
  }
  return out
}

const encoder = new TextEncoder()

/**
 * RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and one space, never inside a
 * UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(piece)
      piece = ''
      octets = 0
    }
    piece += char
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const size = Math.abs(minutes)
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`
}

/** The zone as the file declares it: one STANDARD rule at the offset the event's date has. */
function timeZoneBlock(timeZone: string, moment: string): string[] {
  const offset = offsetText(wallClock(moment, timeZone).offsetMinutes)
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
}

/** 20:00 on the day before the start, on the event's clock, as a UTC moment. */
export function reminderMoment(event: Pick<CalendarEvent, 'starts_at' | 'time_zone'>): Date {
  const start = wallClock(event.starts_at, event.time_zone)
  const eveningUtc = Date.UTC(start.year, start.month - 1, start.day - 1, 20, 0, 0)
  return new Date(eveningUtc - start.offsetMinutes * 60_000)
}

export function eventLocation(event: Pick<CalendarEvent, 'meeting_point' | 'city' | 'state'>) {
  return `${event.meeting_point}, ${event.city} - ${event.state}`
}

/** The whole file, lines joined by CRLF as the RFC asks. */
export function eventIcs(event: CalendarEvent, pageUrl: string, now: Date): string {
  const zone = event.time_zone
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bora Pedalar//Calendario de Eventos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneBlock(zone, event.starts_at),
    'BEGIN:VEVENT',
    `UID:${event.id}@borapedalar.com.br`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART;TZID=${zone}:${icsLocal(event.starts_at, zone)}`,
    `DTEND;TZID=${zone}:${icsLocal(event.ends_at, zone)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `LOCATION:${escapeText(eventLocation(event))}`,
    ...(event.latitude !== null && event.longitude !== null
      ? [`GEO:${event.latitude};${event.longitude}`]
      : []),
    `URL:${pageUrl}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${ICS_REMINDER} ${event.title}`)}`,
    `TRIGGER;VALUE=DATE-TIME:${icsUtc(reminderMoment(event))}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The file's name: the event's slug, which is already safe for any file system. */
export const icsFileName = (event: Pick<CalendarEvent, 'slug'>) => `${event.slug}.ics`
