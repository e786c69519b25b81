/**
 * The event page's head: its own title and description, and the SportsEvent JSON-LD, so a link
 * pasted in WhatsApp and a search result show the event. The app shell renders the page: the
 * loader works these out once it has the event, and the route's `head` hands them to `pageHead`;
 * the build writes the same head into a copy of the shell for each event it can read
 * (prerendered-heads.ts).
 */
import { absoluteUrl, type PageMeta } from '../../lib/meta'
import { eventPath } from './event-path'
import { eventWhen } from './event-time'
import type { Kept } from './event-copies'
import { sportsEvent } from './structured-data'
import type { CalendarEvent } from './types'

const DESCRIPTION_LENGTH = 160

export type EventHeadParts = Pick<PageMeta, 'title' | 'description' | 'noindex' | 'jsonLd'>

/** 'sábado, 12 de dezembro de 2026 · 07:00–13:00 · Jundiaí - SP. Travessia de MTB…' */
export function eventDescription(event: CalendarEvent): string {
  const lead = `${eventWhen(event)} · ${event.city} - ${event.state}.`
  const text = event.description.replace(/\s+/g, ' ').trim()
  const full = text ? `${lead} ${text}` : lead
  return full.length <= DESCRIPTION_LENGTH ? full : `${full.slice(0, DESCRIPTION_LENGTH - 1)}…`
}

export function eventHeadParts(
  slug: string,
  kept: Kept<CalendarEvent | null> | null,
): EventHeadParts {
  const event = kept?.value
  if (!event) {
    return {
      title: kept === null ? 'Evento indisponível' : 'Evento não encontrado',
      noindex: true,
    }
  }
  return {
    title: event.title,
    description: eventDescription(event),
    jsonLd: sportsEvent(event, absoluteUrl(eventPath(slug))),
  }
}
