/**
 * The calendar's filters (state, modality, month, free text), kept in the address so a filtered
 * calendar can be shared, and the calendar itself: upcoming events by month, past ones apart.
 * Every reading of typed text here is a single pass: the search is bounded and never a pattern.
 */
import { foldForSearch } from '../../lib/fold-text'
import { MONTHS } from '../../lib/format'
import { wallClock } from './event-time'
import { MODALITIES, STATES, type CalendarEvent, type Modality, type State } from './types'

export const SEARCH_MAX_LENGTH = 80

export interface EventFilters {
  state?: State
  modality?: Modality
  /** 'YYYY-MM', on the event's own clock. */
  month?: string
  q?: string
}

const isMonth = (value: string) =>
  value.length === 7 &&
  value.charAt(4) === '-' &&
  Number.isInteger(Number(value.slice(0, 4))) &&
  Number(value.slice(5)) >= 1 &&
  Number(value.slice(5)) <= 12

/** The filters an address asks for; anything unknown or malformed is dropped, not an error. */
export function filtersFromSearch(search: Record<string, unknown>): EventFilters {
  const filters: EventFilters = {}
  const text = (key: string) => (typeof search[key] === 'string' ? search[key] : '')
  const state = text('estado').toUpperCase()
  if ((STATES as readonly string[]).includes(state)) filters.state = state as State
  const modality = text('modalidade').toLowerCase()
  if ((MODALITIES as readonly string[]).includes(modality)) filters.modality = modality as Modality
  const month = text('mes')
  if (isMonth(month)) filters.month = month
  const q = text('q').slice(0, SEARCH_MAX_LENGTH).trim()
  if (q) filters.q = q
  return filters
}

/** The address's part for these filters (Portuguese keys, as the rider reads the link). */
export function filtersToSearch(filters: EventFilters): Record<string, string> {
  const search: Record<string, string> = {}
  if (filters.state) search.estado = filters.state
  if (filters.modality) search.modalidade = filters.modality
  if (filters.month) search.mes = filters.month
  if (filters.q) search.q = filters.q
  return search
}

// An event read from the server is never changed in place (a new read makes new objects): what
// each keystroke would compute again for 500 events is kept per object.
const monthCache = new WeakMap<object, string>()
const haystackCache = new WeakMap<object, string>()

/** 'YYYY-MM' of the event's start on its own clock. */
export function eventMonth(event: Pick<CalendarEvent, 'starts_at' | 'time_zone'>): string {
  let month = monthCache.get(event)
  if (month === undefined) {
    const clock = wallClock(event.starts_at, event.time_zone)
    month = `${clock.year}-${String(clock.month).padStart(2, '0')}`
    monthCache.set(event, month)
  }
  return month
}

const timesCache = new WeakMap<object, { starts: number; ends: number }>()

/** The event's start and end as numbers, read once (a keystroke sorts the list again). */
function timesOf(event: Pick<CalendarEvent, 'starts_at' | 'ends_at'>) {
  let times = timesCache.get(event)
  if (times === undefined) {
    times = { starts: Date.parse(event.starts_at), ends: Date.parse(event.ends_at) }
    timesCache.set(event, times)
  }
  return times
}

function haystackOf(event: CalendarEvent): string {
  let haystack = haystackCache.get(event)
  if (haystack === undefined) {
    haystack = foldForSearch(`${event.title} ${event.city} ${event.meeting_point}`)
    haystackCache.set(event, haystack)
  }
  return haystack
}

export function matchesFilters(event: CalendarEvent, filters: EventFilters): boolean {
  if (filters.state && event.state !== filters.state) return false
  if (filters.modality && event.modality !== filters.modality) return false
  if (filters.month && eventMonth(event) !== filters.month) return false
  if (filters.q) {
    const haystack = haystackOf(event)
    for (const word of foldForSearch(filters.q).split(' '))
      if (word && !haystack.includes(word)) return false
  }
  return true
}

export interface CalendarMonth {
  month: string
  label: string
  events: CalendarEvent[]
}

/** 'dezembro de 2026' for '2026-12' (as Intl writes it, without Intl). */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`
}

/**
 * The calendar for these filters at `now`: events not yet over by month of their start, soonest
 * first; those over, most recent first. Drafts never show here.
 */
export function calendar(
  events: readonly CalendarEvent[],
  filters: EventFilters,
  now: Date,
): { upcoming: CalendarMonth[]; past: CalendarEvent[] } {
  const shown = events.filter((event) => event.status !== 'draft' && matchesFilters(event, filters))
  const at = now.getTime()
  const upcoming = shown
    .filter((event) => timesOf(event).ends >= at)
    .sort((a, b) => timesOf(a).starts - timesOf(b).starts)
  const past = shown
    .filter((event) => timesOf(event).ends < at)
    .sort((a, b) => timesOf(b).starts - timesOf(a).starts)
  const months: CalendarMonth[] = []
  for (const event of upcoming) {
    const month = eventMonth(event)
    const last = months[months.length - 1]
    if (last?.month === month) last.events.push(event)
    else months.push({ month, label: monthLabel(month), events: [event] })
  }
  return { upcoming: months, past }
}
