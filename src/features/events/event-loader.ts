/**
 * The event route's loader: the event from the server, else the device's copy (opened before, or
 * in the calendar's copy); `kept` null when neither can be had (offline, never seen). It runs in
 * the browser only (the app shell renders event pages), and it writes
 * the head's parts here, so the route's own definition, which sits in every page's entry, stays
 * small.
 */
import { queryClient } from '../../lib/query-client'
import type { Kept } from './event-copies'
import { eventHeadParts, type EventHeadParts } from './event-head'
import { eventQueryOptions } from './events-query'
import type { CalendarEvent } from './types'

export interface EventPageData {
  kept: Kept<CalendarEvent | null> | null
  head: EventHeadParts
}

export async function loadEventForPage(slug: string): Promise<EventPageData> {
  let kept: Kept<CalendarEvent | null> | null = null
  try {
    kept = await queryClient.fetchQuery(eventQueryOptions(slug))
  } catch {
    kept = null
  }
  return { kept, head: eventHeadParts(slug, kept) }
}
