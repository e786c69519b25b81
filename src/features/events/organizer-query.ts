/**
 * React Query options and hooks over the organizer's and the admin's events calls (plain
 * functions first, in organizer-api.ts).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'
import { EVENTS_KEY } from './events-query'
import {
  type EventRegistrationRow,
  type RegistrationsCursor,
  getOrganizerFigures,
  getRegistrationsPerDay,
  listEventRegistrations,
  listOrganizerEvents,
  listPublishedEvents,
} from './organizer-api'

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

/** 'Inscrições': an event's registrations, newest first, a page more at each 'Carregar mais'. */
export const eventRegistrationsQueryOptions = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: [...EVENTS_KEY, 'registrations', eventId],
    queryFn: ({ pageParam }) => listEventRegistrations(eventId, { before: pageParam }),
    initialPageParam: null as RegistrationsCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
  })

/** An event's latest `count` registrations (the first page of that size). */
export const latestRegistrationsQueryOptions = (eventId: string, count: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'registrations', eventId, 'latest', count],
    queryFn: () => listEventRegistrations(eventId, { pageSize: count }),
  })

export const registrationsPerDayQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'per-day', eventId],
    queryFn: () => getRegistrationsPerDay(eventId),
  })

export const publishedEventsQueryOptions = () =>
  queryOptions({ queryKey: [...EVENTS_KEY, 'published'], queryFn: listPublishedEvents })

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
  useInfiniteQuery(
    { ...eventRegistrationsQueryOptions(eventId ?? ''), enabled: Boolean(eventId) },
    queryClient,
  )

export const useRegistrationsPerDay = (eventId: string | undefined) =>
  useQuery(
    { ...registrationsPerDayQueryOptions(eventId ?? ''), enabled: Boolean(eventId) },
    queryClient,
  )

export interface RecentRegistration extends EventRegistrationRow {
  event_title: string
  event_slug: string
}

/**
 * 'Inscrições Recentes': the latest registrations across the given events (the organizer's
 * events not yet over: each one's first page of `count`, as the server lists one event at a time).
 */
export function useRecentRegistrations(
  events: readonly { id: string; title: string; slug: string }[],
  count = 5,
): { data: RecentRegistration[] | undefined; error: Error | null } {
  return useQueries(
    {
      queries: events.map((event) => latestRegistrationsQueryOptions(event.id, count)),
      combine: (results) => {
        const error = results.find((r) => r.error)?.error ?? null
        if (results.some((r) => r.data === undefined)) return { data: undefined, error }
        const rows = results.flatMap((r, i) =>
          (r.data?.rows ?? []).map((row) => ({
            ...row,
            event_title: events[i]?.title ?? '',
            event_slug: events[i]?.slug ?? '',
          })),
        )
        rows.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
        return { data: rows.slice(0, count), error }
      },
    },
    queryClient,
  )
}

export const usePublishedEvents = () => useQuery(publishedEventsQueryOptions(), queryClient)
