/**
 * The heads of the event pages the build writes (scripts/event-pages.ts): for each published
 * event not yet over, the same title, description, Open Graph tags, canonical link and
 * SportsEvent JSON-LD that the event route's loader gives its head in the browser, so a link
 * pasted in WhatsApp (whose preview reads the HTML and runs no script) and a search result show
 * the event. Pure: the build reads the rows, this decides what each page says.
 */
import { pageHead } from '../../lib/meta'
import { toCalendarEvent } from './api'
import { eventHeadParts } from './event-head'
import { eventPath } from './event-path'
import { eventIsOver } from './event-time'

export interface PrerenderedEventHead {
  path: string
  head: ReturnType<typeof pageHead>
}

export function prerenderedEventHeads(
  rows: readonly Record<string, unknown>[],
  now: Date,
): PrerenderedEventHead[] {
  return rows
    .map(toCalendarEvent)
    .filter((event) => event.status === 'published' && !eventIsOver(event, now))
    .map((event) => {
      const kept = { value: event, savedAt: now.toISOString(), fromDevice: false }
      return {
        path: eventPath(event.slug),
        head: pageHead({ ...eventHeadParts(event.slug, kept), path: eventPath(event.slug) }),
      }
    })
}
