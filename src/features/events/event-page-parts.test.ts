import { describe, expect, it } from 'vitest'
import { eventDescription, eventHeadParts } from './event-head'
import { mapLinks } from './map-links'
import type { CalendarEvent } from './types'
import { sampleEvent } from './__fixtures__/event'

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent =>
  sampleEvent({
    description: 'Travessia de MTB;\n\ndois pontos de apoio.',
    meeting_point: 'Portaria do Parque',
    ...overrides,
  })

describe("the event page's head", () => {
  it('describes the event by when and where, then its text on one line', () => {
    expect(eventDescription(event())).toBe(
      'sábado, 12 de dezembro de 2026 · 07:00–13:00 · Jundiaí - SP. Travessia de MTB; dois pontos de apoio.',
    )
  })

  it('keeps a long description to 160 characters', () => {
    const long = eventDescription(event({ description: 'pedal '.repeat(100) }))
    expect(long).toHaveLength(160)
    expect(long.endsWith('…')).toBe(true)
  })

  it('carries the SportsEvent with the page address; an unknown or unreachable event is not indexed', () => {
    const parts = eventHeadParts('desafio-serra-do-japi-3f9a1c', {
      value: event(),
      savedAt: '2026-11-28T12:00:00Z',
      fromDevice: false,
    })
    expect(parts.title).toBe('Desafio Serra do Japi')
    expect(parts.jsonLd).toMatchObject({
      '@type': 'SportsEvent',
      url: 'https://borapedalar.com.br/eventos/desafio-serra-do-japi-3f9a1c',
    })
    expect(
      eventHeadParts('x', { value: null, savedAt: '2026-11-28T12:00:00Z', fromDevice: false }),
    ).toEqual({ title: 'Evento não encontrado', noindex: true })
    expect(eventHeadParts('x', null)).toEqual({ title: 'Evento indisponível', noindex: true })
  })
})

describe('the meeting point on a map', () => {
  it('points at the coordinates where known', () => {
    expect(mapLinks(event())).toEqual({
      geo: 'geo:-23.2237,-46.942',
      osm: 'https://www.openstreetmap.org/?mlat=-23.2237&mlon=-46.942#map=16/-23.2237/-46.942',
    })
  })

  it('searches the address where not', () => {
    const links = mapLinks(event({ latitude: null, longitude: null }))
    const place = encodeURIComponent('Portaria do Parque, Jundiaí - SP')
    expect(links.geo).toBe(`geo:0,0?q=${place}`)
    expect(links.osm).toBe(`https://www.openstreetmap.org/search?query=${place}`)
  })
})
