/**
 * The organizer's side of the calendar: their own events (create, edit, publish, cancel), the
 * registrations of each (confirm or refuse), their figures, and registrations per day. And the
 * admin's one action on anyone's event: taking it off the calendar with a reason. The server
 * decides every rule (20261128101109_events.sql, 20261128110810_organizer_figures.sql).
 */
import { answer, client } from './call'
import type { RegistrationStatus } from './types'
import type { CalendarEvent, EventStatus } from './types'

/** An organizer's own event: the calendar's columns and what only its organizer sees. */
export interface OrganizerEvent extends CalendarEvent {
  /** Why an admin took it off the calendar (it went back to draft). */
  unpublished_reason: string | null
  created_at: string
  updated_at: string
}

/** The columns an organizer writes (the rest are the server's: id's slug, places, organizer). */
export type EventInput = Pick<
  CalendarEvent,
  | 'title'
  | 'description'
  | 'modality'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'city'
  | 'state'
  | 'meeting_point'
  | 'latitude'
  | 'longitude'
  | 'distance_km'
  | 'elevation_m'
  | 'price_cents'
  | 'capacity'
  | 'registration_url'
>

/** The organizer's events, soonest first (RLS lets an admin read every event: keep to theirs). */
export async function listOrganizerEvents(organizerId: string): Promise<OrganizerEvent[]> {
  const supabase = await client()
  return answer<OrganizerEvent[]>(
    supabase
      .from('events')
      .select('*')
      .eq('organizer_id', organizerId)
      .order('starts_at', { ascending: true }),
  )
}

/** A new event, as a draft or published at once. */
export async function createEvent(
  input: EventInput,
  status: Exclude<EventStatus, 'cancelled'>,
): Promise<OrganizerEvent> {
  const supabase = await client()
  return answer<OrganizerEvent>(
    supabase
      .from('events')
      .insert({ ...input, status })
      .select()
      .single(),
  )
}

/** Saves the form over an event of the organizer's (its status as given, when given). */
export async function updateEvent(
  id: string,
  input: EventInput,
  status?: Exclude<EventStatus, 'cancelled'>,
): Promise<OrganizerEvent> {
  const supabase = await client()
  return answer<OrganizerEvent>(
    supabase
      .from('events')
      .update(status ? { ...input, status } : input)
      .eq('id', id)
      .select()
      .single(),
  )
}

async function setEventStatus(id: string, status: EventStatus): Promise<OrganizerEvent> {
  const supabase = await client()
  return answer<OrganizerEvent>(
    supabase.from('events').update({ status }).eq('id', id).select().single(),
  )
}

/** A draft goes on the calendar. */
export const publishEvent = (id: string) => setEventStatus(id, 'published')

/**
 * The event is cancelled for good: it stays on the calendar marked so, and its riders' dashboards
 * say 'Cancelado pelo organizador'.
 */
export const cancelEvent = (id: string) => setEventStatus(id, 'cancelled')

export interface OrganizerFigures {
  events_total: number
  events_upcoming: number
  registrations_total: number
  revenue_cents: number
  rating_average: number | null
  ratings_count: number
}

export const NO_FIGURES: OrganizerFigures = {
  events_total: 0,
  events_upcoming: 0,
  registrations_total: 0,
  revenue_cents: 0,
  rating_average: null,
  ratings_count: 0,
}

/** The stat cards' figures, from the organizer's own events. */
export async function getOrganizerFigures(): Promise<OrganizerFigures> {
  const supabase = await client()
  const rows = await answer<Record<keyof OrganizerFigures, number | string | null>[]>(
    supabase.rpc('organizer_figures'),
  )
  const row = rows[0]
  if (!row) return NO_FIGURES
  // numeric and bigint arrive as text or number depending on the server: read both.
  const count = (value: number | string | null) => (value === null ? 0 : Number(value))
  return {
    events_total: count(row.events_total),
    events_upcoming: count(row.events_upcoming),
    registrations_total: count(row.registrations_total),
    revenue_cents: count(row.revenue_cents),
    rating_average: row.rating_average === null ? null : Number(row.rating_average),
    ratings_count: count(row.ratings_count),
  }
}

export interface EventRegistrationRow {
  id: string
  rider_name: string
  /** Only when the rider chose to share it with the organizer. */
  email: string | null
  status: RegistrationStatus
  rating: number | null
  created_at: string
  updated_at: string
}

/** The 'Inscrições' list's page: few enough rows (each with its buttons) to draw at once. */
export const REGISTRATIONS_PAGE_SIZE = 50
/** The most the server answers in one page (20261128213523_event_registrations_pages.sql). */
export const REGISTRATIONS_MAX_PAGE = 200

/** Where a page starts: the last row of the page before (newest first, then by id). */
export type RegistrationsCursor = Pick<EventRegistrationRow, 'created_at' | 'id'>

export interface RegistrationsPage {
  rows: EventRegistrationRow[]
  /** How many registrations the event had when this page was read (0 when the page is empty). */
  total: number
  /** The next page's start, or null when this page was the last. */
  next: RegistrationsCursor | null
}

/**
 * One page of an event's registrations, newest first: names, e-mails only where shared. The
 * cursor goes back to the server as it came (text: the microseconds a Date would lose).
 */
export async function listEventRegistrations(
  eventId: string,
  { pageSize = REGISTRATIONS_PAGE_SIZE, before = null as RegistrationsCursor | null } = {},
): Promise<RegistrationsPage> {
  const supabase = await client()
  const rows = await answer<(EventRegistrationRow & { total_count: number })[]>(
    supabase.rpc('event_registrations_of', {
      event_id: eventId,
      page_size: pageSize,
      ...(before && { before_created_at: before.created_at, before_id: before.id }),
    }),
  )
  const last = rows.at(-1)
  return {
    rows: rows.map(({ total_count: _, ...row }) => row),
    total: rows[0]?.total_count ?? 0,
    next: last && rows.length === pageSize ? { created_at: last.created_at, id: last.id } : null,
  }
}

/**
 * Every registration of the event, oldest first (the CSV): the pages already read, then the rest
 * from where they stopped, in the largest pages the server gives.
 */
export async function listAllEventRegistrations(
  eventId: string,
  read: Pick<RegistrationsPage, 'rows' | 'next'> | null = null,
): Promise<EventRegistrationRow[]> {
  const rows = [...(read?.rows ?? [])]
  let before = read ? read.next : null
  if (read && !before) return rows.reverse()
  do {
    const page = await listEventRegistrations(eventId, { pageSize: REGISTRATIONS_MAX_PAGE, before })
    rows.push(...page.rows)
    before = page.next
  } while (before)
  return rows.reverse()
}

/** The organizer confirms or refuses a registration. */
export async function setRegistrationStatus(
  registrationId: string,
  status: 'confirmed' | 'refused',
): Promise<void> {
  const supabase = await client()
  await answer(supabase.rpc('set_registration_status', { registration_id: registrationId, status }))
}

export interface RegistrationsOnDay {
  /** 'YYYY-MM-DD' on the event's own clock. */
  day: string
  registrations: number
}

/** The 'Analytics' chart: registrations made each day, on the event's clock. */
export async function getRegistrationsPerDay(eventId: string): Promise<RegistrationsOnDay[]> {
  const supabase = await client()
  return answer<RegistrationsOnDay[]>(
    supabase.rpc('event_registrations_per_day', { event_id: eventId }),
  )
}

/** Published events on the calendar, soonest first, for the admin's list. */
export async function listPublishedEvents(): Promise<CalendarEvent[]> {
  const supabase = await client()
  return answer<CalendarEvent[]>(
    supabase
      .from('events')
      .select('*')
      .eq('status', 'published')
      .gte('ends_at', new Date().toISOString())
      .order('starts_at', { ascending: true })
      .limit(50),
  )
}

/** The admin takes an event off the calendar (back to draft), saying why (3–500 characters). */
export async function unpublishEvent(eventId: string, reason: string): Promise<void> {
  const supabase = await client()
  await answer(supabase.rpc('unpublish_event', { event_id: eventId, reason }))
}
