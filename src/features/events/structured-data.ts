/**
 * The event page's schema.org `SportsEvent`, so a link pasted in WhatsApp or a search result
 * shows the event: dates with the event's own offset, the place with its address, the status, the
 * price in BRL and the organizer.
 */
import { isoWithOffset } from './event-time'
import type { CalendarEvent } from './types'

export function sportsEvent(event: CalendarEvent, pageUrl: string): Record<string, unknown> {
  const full = event.capacity !== null && event.places_taken >= event.capacity
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: pageUrl,
    sport: 'Ciclismo',
    startDate: isoWithOffset(event.starts_at, event.time_zone),
    endDate: isoWithOffset(event.ends_at, event.time_zone),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.meeting_point,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.city,
        addressRegion: event.state,
        addressCountry: 'BR',
      },
      ...(event.latitude !== null && event.longitude !== null
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: event.latitude,
              longitude: event.longitude,
            },
          }
        : {}),
    },
    offers: {
      '@type': 'Offer',
      price: (event.price_cents / 100).toFixed(2),
      priceCurrency: 'BRL',
      availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: event.registration_url ?? pageUrl,
    },
    ...(event.organizer_name
      ? { organizer: { '@type': 'Organization', name: event.organizer_name } }
      : {}),
  }
}

/**
 * The JSON for a `<script type="application/ld+json">`: `<` written as \u003c, so no text of the
 * event (a title with '</script>') can end the script early.
 */
export function structuredDataJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
