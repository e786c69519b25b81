/**
 * React Query options over the events' fetchers (plain functions first: `api.ts`,
 * `event-copies.ts`). Imported only from screens that load after first paint, so React Query
 * never joins a page's first-paint bundle.
 */
import { queryOptions } from '@tanstack/react-query'
import { eventsStore } from './device-copy'
import { loadCalendar, loadEvent, loadMyRegistration } from './event-copies'
import { queuedRegistrations } from './registration-queue'

const ONE_MINUTE = 60 * 1000

export const eventsKeys = {
  all: ['events'] as const,
  calendar: () => ['events', 'calendar'] as const,
  event: (slug: string) => ['events', 'event', slug] as const,
  registration: (userId: string, eventId: string) =>
    ['events', 'registration', userId, eventId] as const,
  queue: (userId: string) => ['events', 'queue', userId] as const,
}

export function calendarQueryOptions() {
  return queryOptions({
    queryKey: eventsKeys.calendar(),
    queryFn: () => loadCalendar(eventsStore()),
    staleTime: ONE_MINUTE,
    // The device's copy already stands in for a failed read: a retry only delays the answer.
    retry: false,
  })
}

export function eventQueryOptions(slug: string) {
  return queryOptions({
    queryKey: eventsKeys.event(slug),
    queryFn: () => loadEvent(eventsStore(), slug),
    staleTime: ONE_MINUTE,
    retry: false,
  })
}

export function myRegistrationQueryOptions(userId: string, eventId: string) {
  return queryOptions({
    queryKey: eventsKeys.registration(userId, eventId),
    queryFn: () => loadMyRegistration(eventsStore(), userId, eventId),
    staleTime: 0,
    retry: false,
  })
}

/** The registrations waiting on the device for a connection (and refusals not yet seen). */
export function queueQueryOptions(userId: string) {
  return queryOptions({
    queryKey: eventsKeys.queue(userId),
    queryFn: () => queuedRegistrations(eventsStore(), userId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
