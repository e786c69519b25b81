/**
 * React Query options and hooks over the rider's events calls (plain functions first, in
 * my-events-api.ts); the organizer's are in organizer-query.ts. Only screens loaded after first
 * paint import this.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'
import { listMyRegistrations } from './my-events-api'

/** Every events query starts with this key: one invalidation refreshes them all after a change. */
export const EVENTS_KEY = ['events'] as const

export const myRegistrationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'my-registrations', userId],
    queryFn: () => listMyRegistrations(userId),
  })

export const useMyRegistrations = (userId: string | undefined) =>
  useQuery({ ...myRegistrationsQueryOptions(userId ?? ''), enabled: Boolean(userId) }, queryClient)

/** After any change to events or registrations: every events figure is read again. */
export function refreshEvents(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
}
