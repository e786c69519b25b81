/**
 * The server's answer when it can be had, kept on the device as it arrives; the device's copy when
 * it cannot (offline, or the server unreachable), with the moment it was last brought up to date.
 * Plain functions: `events-query.ts` puts React Query over them.
 */
import { freshOrKept, type Kept } from '../../lib/device-copy'
import {
  getEventBySlug,
  getEventsByIds,
  getMyRegistration,
  listCalendar,
  listMyRegistrationRows,
  type CalendarList,
  type RegistrationRow,
} from './api'
import { COPY_KEYS, readCopy, saveCopy, type DeviceCopy, type DeviceStore } from './device-copy'
import type { CalendarEvent } from './types'

export type { Kept }

/** The calendar: upcoming and past events. */
export function loadCalendar(store: DeviceStore, now = new Date()): Promise<Kept<CalendarList>> {
  return freshOrKept(store, COPY_KEYS.calendar, () => listCalendar(now))
}

/** An event found in the calendar's copy, for an event page never opened before. */
async function eventFromCalendarCopy(
  store: DeviceStore,
  slug: string,
): Promise<DeviceCopy<CalendarEvent | null> | undefined> {
  const calendar = await readCopy<CalendarList>(store, COPY_KEYS.calendar)
  const event =
    calendar && [...calendar.value.upcoming, ...calendar.value.past].find((e) => e.slug === slug)
  return event && calendar ? { value: event, savedAt: calendar.savedAt } : undefined
}

/** One event's page: null when the server has no such event (or hides it). */
export function loadEvent(store: DeviceStore, slug: string): Promise<Kept<CalendarEvent | null>> {
  return freshOrKept(
    store,
    COPY_KEYS.event(slug),
    () => getEventBySlug(slug),
    () => eventFromCalendarCopy(store, slug),
  )
}

/** The signed-in rider's registration for an event, or null. */
export function loadMyRegistration(
  store: DeviceStore,
  userId: string,
  eventId: string,
): Promise<Kept<RegistrationRow | null>> {
  return freshOrKept(store, COPY_KEYS.registration(userId, eventId), () =>
    getMyRegistration(userId, eventId),
  )
}

/** Keeps a registration the rider just made or cancelled as the device's copy. */
export function keepRegistration(
  store: DeviceStore,
  userId: string,
  registration: RegistrationRow,
): Promise<DeviceCopy<RegistrationRow>> {
  return saveCopy(store, COPY_KEYS.registration(userId, registration.event_id), registration)
}

/**
 * Every event the rider holds a place in (pending or confirmed), with their registration, kept
 * on the device: registered on another phone, it still opens here with no signal.
 */
export async function keepMyEvents(store: DeviceStore, userId: string): Promise<number> {
  const registrations = (await listMyRegistrationRows(userId)).filter(
    (r) => r.status === 'pending' || r.status === 'confirmed',
  )
  const events = await getEventsByIds(registrations.map((r) => r.event_id))
  const now = new Date()
  await Promise.all([
    ...events.map((event) => saveCopy(store, COPY_KEYS.event(event.slug), event, now)),
    ...registrations.map((r) =>
      saveCopy(store, COPY_KEYS.registration(userId, r.event_id), r, now),
    ),
  ])
  return events.length
}
