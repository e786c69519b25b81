/**
 * React Query options over the events' fetchers (plain functions first: `api.ts`,
 * `event-copies.ts` for the calendar and an event's page, `my-events-api.ts` for the rider's
 * dashboard); the organizer's are in organizer-query.ts. Imported only from screens that load
 * after first paint, so React Query never joins a page's first-paint bundle.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'
import { eventsStore } from './device-copy'
import { loadCalendar, loadEvent, loadMyRegistration } from './event-copies'
import { listMyRegistrations } from './my-events-api'
import { queuedRegistrations } from './registration-queue'

const ONE_MINUTE = 60 * 1000

/** Every events query starts with `all`: one invalidation refreshes them all after a change. */
export const eventsKeys = {
  all: ['events'] as const,
  calendar: () => ['events', 'calendar'] as const,
  event: (slug: string) => ['events', 'event', slug] as const,
  registration: (userId: string, eventId: string) =>
    ['events', 'registration', userId, eventId] as const,
  queue: (userId: string) => ['events', 'queue', userId] as const,
  myRegistrations: (userId: string) => ['events', 'my-registrations', userId] as const,
}

export const EVENTS_KEY = eventsKeys.all

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

/** The rider's registrations with their events, for the dashboard. */
export const myRegistrationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: eventsKeys.myRegistrations(userId),
    queryFn: () => listMyRegistrations(userId),
  })

export const useMyRegistrations = (userId: string | undefined) =>
  useQuery({ ...myRegistrationsQueryOptions(userId ?? ''), enabled: Boolean(userId) }, queryClient)

/** After any change to events or registrations: every events figure is read again. */
export function refreshEvents(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
}
