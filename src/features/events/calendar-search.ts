import { filtersFromSearch, filtersToSearch } from './filters'

/** The calendar's address: `/eventos?estado=SP&modalidade=mtb&mes=2026-12&q=serra`. */
export interface CalendarSearch {
  estado?: string
  modalidade?: string
  mes?: string
  q?: string
}

/** The route's `validateSearch`: known filters kept, anything else dropped. */
export function calendarSearch(search: Record<string, unknown>): CalendarSearch {
  return filtersToSearch(filtersFromSearch(search))
}
