/**
 * React Query options and hooks over the dashboards' events calls (plain functions first, in
 * my-events-api.ts and organizer-api.ts). Only screens loaded after first paint import this.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'
import { listMyRegistrations } from './my-events-api'
import {
  getOrganizerFigures,
  getRegistrationsPerDay,
  listEventRegistrations,
  listOrganizerEvents,
  listPublishedEvents,
} from './organizer-api'

/** Every events query starts with this key: one invalidation refreshes them all after a change. */
export const EVENTS_KEY = ['events'] as const

export const myRegistrationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'my-registrations', userId],
    queryFn: () => listMyRegistrations(userId),
  })

export const organizerEventsQueryOptions = (organizerId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'organizer', organizerId, 'events'],
    queryFn: () => listOrganizerEvents(organizerId),
  })

export const organizerFiguresQueryOptions = (organizerId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'organizer', organizerId, 'figures'],
    queryFn: getOrganizerFigures,
  })

export const eventRegistrationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'registrations', eventId],
    queryFn: () => listEventRegistrations(eventId),
  })

export const registrationsPerDayQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'per-day', eventId],
    queryFn: () => getRegistrationsPerDay(eventId),
  })

export const publishedEventsQueryOptions = () =>
  queryOptions({ queryKey: [...EVENTS_KEY, 'published'], queryFn: listPublishedEvents })

export const useMyRegistrations = (userId: string | undefined) =>
  useQuery({ ...myRegistrationsQueryOptions(userId ?? ''), enabled: Boolean(userId) }, queryClient)

export const useOrganizerEvents = (organizerId: string | undefined) =>
  useQuery(
    { ...organizerEventsQueryOptions(organizerId ?? ''), enabled: Boolean(organizerId) },
    queryClient,
  )

export const useOrganizerFigures = (organizerId: string | undefined) =>
  useQuery(
    { ...organizerFiguresQueryOptions(organizerId ?? ''), enabled: Boolean(organizerId) },
    queryClient,
  )

export const useEventRegistrations = (eventId: string | undefined) =>
  useQuery(
    { ...eventRegistrationsQueryOptions(eventId ?? ''), enabled: Boolean(eventId) },
    queryClient,
  )

export const useRegistrationsPerDay = (eventId: string | undefined) =>
  useQuery(
    { ...registrationsPerDayQueryOptions(eventId ?? ''), enabled: Boolean(eventId) },
    queryClient,
  )

export const usePublishedEvents = () => useQuery(publishedEventsQueryOptions(), queryClient)

/** After any change to events or registrations: every events figure is read again. */
export function refreshEvents(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
}
