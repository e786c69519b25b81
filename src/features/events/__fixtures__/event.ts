/** One event as the calendar holds it, for the events' unit tests. */
import type { CalendarEvent } from '../types'

export const sampleEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: '3f9a1c2e-0000-4000-8000-000000000001',
  slug: 'desafio-serra-do-japi-3f9a1c',
  title: 'Desafio Serra do Japi',
  description: 'Travessia de MTB; dois pontos de apoio, almoço na chegada.',
  modality: 'mtb',
  starts_at: '2026-12-12T10:00:00Z',
  ends_at: '2026-12-12T16:00:00Z',
  time_zone: 'America/Sao_Paulo',
  city: 'Jundiaí',
  state: 'SP',
  meeting_point: 'Portaria do Parque da Cidade',
  latitude: -23.2237,
  longitude: -46.942,
  distance_km: 62,
  elevation_m: 1450,
  price_cents: 9000,
  capacity: 150,
  registration_url: null,
  status: 'published',
  places_taken: 12,
  organizer_name: 'Org',
  ...overrides,
})
