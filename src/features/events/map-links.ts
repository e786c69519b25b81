import { eventLocation } from './ics'
import type { CalendarEvent } from './types'

/** The meeting point on a map, with no map library: the phone's own map app, and OpenStreetMap. */
export function mapLinks(event: CalendarEvent): { geo: string; osm: string } {
  if (event.latitude !== null && event.longitude !== null) {
    const { latitude: lat, longitude: lon } = event
    return {
      geo: `geo:${lat},${lon}`,
      osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    }
  }
  const place = encodeURIComponent(eventLocation(event))
  return {
    geo: `geo:0,0?q=${place}`,
    osm: `https://www.openstreetmap.org/search?query=${place}`,
  }
}
