/**
 * An event's registrations as a CSV file the way Excel in pt-BR opens it: UTF-8 with a BOM (or
 * accents break), ';' between columns (',' is the decimal mark there), CRLF between rows, the
 * columns named in Portuguese. A value a spreadsheet would read as a formula (= + - @, a tab or
 * a carriage return first) is written with a leading apostrophe, so a rider named '=HYPERLINK(…)'
 * stays text (OWASP "CSV Injection").
 */
import { REGISTRATION_STATUS_LABELS } from './types'
import type { EventRegistrationRow } from './organizer-api'
import type { CalendarEvent } from './types'

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'
export const CSV_COLUMNS = ['Nome', 'E-mail', 'Status', 'Inscrito em', 'Avaliação'] as const

/** One cell: neutralised against formulas, quoted when it holds a separator, quote or newline. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The whole file: BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + '\r\n').join('')
}

/** The registrations of one event, their times on the event's clock ('12/12/2026 07:00'). */
export function registrationsCsv(
  event: Pick<CalendarEvent, 'time_zone'>,
  registrations: readonly EventRegistrationRow[],
): string {
  const when = new Intl.DateTimeFormat('pt-BR', {
    timeZone: event.time_zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return toCsv([
    CSV_COLUMNS,
    ...registrations.map((r) => [
      r.rider_name,
      r.email ?? '',
      REGISTRATION_STATUS_LABELS[r.status],
      when.format(new Date(r.created_at)).replace(',', ''),
      r.rating === null ? '' : String(r.rating),
    ]),
  ])
}

export const registrationsCsvName = (event: Pick<CalendarEvent, 'slug'>) =>
  `inscricoes-${event.slug}.csv`

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8'
