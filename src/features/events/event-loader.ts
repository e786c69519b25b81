/**
 * The event route's loader: the event from the server, else the device's copy (opened before, or
 * in the calendar's copy); null when neither can be had (offline, never seen). It runs in the
 * browser only: event pages are not prerendered, the app shell renders them.
 */
import { queryClient } from '../../lib/query-client'
import type { Kept } from './event-copies'
import { eventQueryOptions } from './events-query'
import type { CalendarEvent } from './types'

export async function loadEventForPage(slug: string): Promise<Kept<CalendarEvent | null> | null> {
  try {
    return await queryClient.fetchQuery(eventQueryOptions(slug))
  } catch {
    return null
  }
}
