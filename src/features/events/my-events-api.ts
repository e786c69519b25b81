/**
 * The rider's side of the calendar on their dashboard: their registrations with their events,
 * and the rating of an event they rode. Registering and cancelling are the event page's.
 */
import { answer, client } from './call'
import { REGISTRATION_STATUS_LABELS, type CalendarEvent, type RegistrationStatus } from './types'

export interface MyRegistration {
  id: string
  event_id: string
  status: RegistrationStatus
  rating: number | null
  created_at: string
  /** Null when the rider can no longer read it (an admin took it off the calendar). */
  event: CalendarEvent | null
}

const REGISTRATION_COLUMNS = 'id, event_id, status, rating, created_at'

/** The rider's registrations, each with its event, in the order `sortMyRegistrations` gives. */
export async function listMyRegistrations(userId: string): Promise<MyRegistration[]> {
  const supabase = await client()
  const rows = await answer<Omit<MyRegistration, 'event'>[]>(
    supabase.from('event_registrations').select(REGISTRATION_COLUMNS).eq('user_id', userId),
  )
  if (rows.length === 0) return []
  const events = await answer<CalendarEvent[]>(
    supabase
      .from('events')
      .select('*')
      .in(
        'id',
        rows.map((row) => row.event_id),
      ),
  )
  const byId = new Map(events.map((event) => [event.id, event]))
  return sortMyRegistrations(rows.map((row) => ({ ...row, event: byId.get(row.event_id) ?? null })))
}

/** Next first: events still to end by their start, then the ones over, latest first. */
export function sortMyRegistrations(
  registrations: readonly MyRegistration[],
  now: Date = new Date(),
): MyRegistration[] {
  const time = (r: MyRegistration) => (r.event ? Date.parse(r.event.starts_at) : -Infinity)
  const ahead = (r: MyRegistration) =>
    r.event !== null && Date.parse(r.event.ends_at) >= now.getTime()
  return [...registrations].sort((a, b) => {
    if (ahead(a) !== ahead(b)) return ahead(a) ? -1 : 1
    return ahead(a) ? time(a) - time(b) : time(b) - time(a)
  })
}

/** 'Eventos inscritos': registrations holding a place (pendente, confirmado) in a live event. */
export function liveRegistrationCount(registrations: readonly MyRegistration[]): number {
  return registrations.filter(
    (r) =>
      (r.status === 'pending' || r.status === 'confirmed') &&
      r.event !== null &&
      r.event.status !== 'cancelled',
  ).length
}

/** What the rider's list says: the organizer's cancellation outranks a place still held. */
export function myRegistrationLabel(registration: MyRegistration): string {
  if (
    registration.event?.status === 'cancelled' &&
    registration.status !== 'refused' &&
    registration.status !== 'cancelled'
  )
    return 'Cancelado pelo organizador'
  return REGISTRATION_STATUS_LABELS[registration.status]
}

/** Places held in events their organizer cancelled before they happened: the rider is told. */
export function cancelledByOrganizer(
  registrations: readonly MyRegistration[],
  now: Date = new Date(),
): MyRegistration[] {
  return registrations.filter(
    (r) =>
      r.event?.status === 'cancelled' &&
      (r.status === 'pending' || r.status === 'confirmed') &&
      Date.parse(r.event.starts_at) > now.getTime(),
  )
}

/** 'Avaliar' shows for a confirmed rider once the event is over, until they have rated it. */
export function canRate(registration: MyRegistration, now: Date = new Date()): boolean {
  return (
    registration.status === 'confirmed' &&
    registration.rating === null &&
    registration.event !== null &&
    registration.event.status !== 'cancelled' &&
    Date.parse(registration.event.ends_at) <= now.getTime()
  )
}

/** 'Avaliar': 1 to 5, once, after the event (the server decides). */
export async function rateEvent(eventId: string, rating: number): Promise<void> {
  const supabase = await client()
  await answer(supabase.rpc('rate_event', { event_id: eventId, rating }))
}
