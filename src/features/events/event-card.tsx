import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { eventFigures, eventPrice, placesLeft } from './event-format'
import { eventWhen } from './event-time'
import type { CalendarEvent } from './types'

/** 'Jundiaí - SP · Portaria do Parque da Cidade'. */
export const eventPlace = (event: Pick<CalendarEvent, 'city' | 'state' | 'meeting_point'>) =>
  `${event.city} - ${event.state} · ${event.meeting_point}`

export function CancelledBadge() {
  return (
    <span className="rounded-full border border-red-400/60 px-2.5 py-0.5 text-xs font-semibold text-red-200">
      Cancelado
    </span>
  )
}

interface CardText {
  when: string
  place: string
  figures: string
  price: string
  places: string
}

// An event read from the server is never changed in place (a new read makes new objects): a
// card's texts are written once per event and read, and kept while the rider filters.
const cardTexts = new WeakMap<object, CardText>()

function cardText(event: CalendarEvent): CardText {
  let text = cardTexts.get(event)
  if (text === undefined) {
    text = {
      when: eventWhen(event),
      place: eventPlace(event),
      figures: eventFigures(event).join(' · '),
      price: eventPrice(event.price_cents),
      places: placesLeft(event),
    }
    cardTexts.set(event, text)
  }
  return text
}

/** One event in the calendar: when (on its own clock), where, what, how much and how many left. */
export const EventCard = memo(function EventCard({
  event,
  level,
}: {
  event: CalendarEvent
  /** The card's heading level under its section's headings. */
  level: 3 | 4
}) {
  const cancelled = event.status === 'cancelled'
  const text = cardText(event)
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <li className="flex flex-col rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 shadow-lg shadow-black/20 sm:p-5">
      <p className="text-sm font-semibold text-brand-300">{text.when}</p>
      <Heading className="mt-1 text-lg font-bold text-zinc-50 [overflow-wrap:anywhere]">
        <Link
          to="/eventos/$slug"
          params={{ slug: event.slug }}
          className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          {event.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-zinc-300 [overflow-wrap:anywhere]">{text.place}</p>
      <p className="mt-2 text-sm text-zinc-300">{text.figures}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-zinc-100">{text.price}</span>
        {cancelled ? <CancelledBadge /> : <span className="text-zinc-300">{text.places}</span>}
      </div>
    </li>
  )
})
