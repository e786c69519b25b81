/**
 * The calendar's address: `/eventos?estado=SP&modalidade=mtb&mes=2026-12&q=serra`. The route's
 * check runs on every page (route definitions sit in the entry), so it only keeps the four keys
 * as bounded text; the screen reads them with `filtersFromSearch`, which drops what is unknown.
 */
export interface CalendarSearch {
  estado?: string
  modalidade?: string
  mes?: string
  q?: string
}

const KEYS = ['estado', 'modalidade', 'mes', 'q'] as const
const MAX_LENGTH = 80

export function calendarSearch(search: Record<string, unknown>): CalendarSearch {
  const kept: CalendarSearch = {}
  for (const key of KEYS) {
    const value = search[key]
    if (typeof value === 'string' && value !== '') kept[key] = value.slice(0, MAX_LENGTH)
  }
  return kept
}
