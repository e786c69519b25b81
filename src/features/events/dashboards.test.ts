import { describe, expect, it } from 'vitest'

import {
  EMPTY_EVENT_FORM,
  EVENT_FORM_MESSAGES,
  EVENT_LIMITS,
  EVENT_MAX_LENGTH,
  checkEventForm,
  checkUnpublishReason,
  eventFormValues,
  parsePriceCents,
  type EventFormField,
  type EventFormValues,
} from './event-form'
import { eventErrorMessage, EVENT_MESSAGES } from './messages'
import {
  canRate,
  cancelledByOrganizer,
  liveRegistrationCount,
  myRegistrationLabel,
  sortMyRegistrations,
  type MyRegistration,
} from './my-events-api'
import type { EventRegistrationRow } from './organizer-api'
import { ratingText, revenueText } from './organizer-figures'
import { CSV_BOM, csvCell, registrationsCsv, toCsv } from './registrations-csv'
import type { CalendarEvent } from './types'

const NOW = new Date('2026-11-28T12:00:00Z')

const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...EMPTY_EVENT_FORM,
  title: 'Pedal da Serra',
  description: 'Volta de 60 km.',
  modality: 'mtb',
  startDate: '2026-12-12',
  startTime: '07:00',
  endDate: '2026-12-12',
  endTime: '13:00',
  timeZone: 'America/Sao_Paulo',
  city: 'Brotas',
  state: 'SP',
  meetingPoint: 'Praça da Matriz',
  ...overrides,
})

const refusal = (values: EventFormValues, storedStartsAt?: string) => {
  const stored = storedStartsAt
    ? {
        starts_at: storedStartsAt,
        ends_at: '2026-11-01T16:00:00+00:00',
        time_zone: 'America/Sao_Paulo' as const,
      }
    : undefined
  const checked = checkEventForm(values, { now: NOW, stored })
  return checked.ok ? null : { field: checked.field, message: checked.message }
}

const x = (n: number) => 'x'.repeat(n)

describe("the event form's checks, at the server's bounds", () => {
  it('a complete form becomes the columns the server stores', () => {
    const checked = checkEventForm(
      form({
        title: '  Pedal da Serra  ',
        latitude: '-22,28',
        longitude: '-48.13',
        distanceKm: '60,25',
        elevationM: '1200',
        price: '1.200,50',
        capacity: '50',
        registrationUrl: 'https://exemplo.com.br/inscricao',
      }),
      { now: NOW },
    )
    expect(checked).toEqual({
      ok: true,
      value: {
        title: 'Pedal da Serra',
        description: 'Volta de 60 km.',
        modality: 'mtb',
        starts_at: '2026-12-12T10:00:00.000Z',
        ends_at: '2026-12-12T16:00:00.000Z',
        time_zone: 'America/Sao_Paulo',
        city: 'Brotas',
        state: 'SP',
        meeting_point: 'Praça da Matriz',
        latitude: -22.28,
        longitude: -48.13,
        distance_km: 60.3,
        elevation_m: 1200,
        price_cents: 120050,
        capacity: 50,
        registration_url: 'https://exemplo.com.br/inscricao',
      },
    })
  })

  it('empty optional fields: no coordinates, free, sem limite, no link', () => {
    const checked = checkEventForm(form(), { now: NOW })
    expect(checked.ok && checked.value).toMatchObject({
      latitude: null,
      longitude: null,
      distance_km: null,
      elevation_m: null,
      price_cents: 0,
      capacity: null,
      registration_url: null,
    })
  })

  const L = EVENT_LIMITS
  const M = EVENT_FORM_MESSAGES
  it.each<[string, Partial<EventFormValues>, EventFormField | null, string | null]>([
    ['title at its minimum', { title: x(L.title.min) }, null, null],
    ['title one short', { title: x(L.title.min - 1) }, 'title', M.title],
    ['title blank but spaces', { title: '     ' }, 'title', M.title],
    ['title at its maximum', { title: x(L.title.max) }, null, null],
    ['title one over', { title: x(L.title.max + 1) }, 'title', M.title],
    ['title of 10,000 characters', { title: x(10_000) }, 'title', M.title],
    ['description at its maximum', { description: x(L.description.max) }, null, null],
    [
      'description one over',
      { description: x(L.description.max + 1) },
      'description',
      M.description,
    ],
    ['no start date', { startDate: '' }, 'startDate', M.start],
    ['no start time', { startTime: '' }, 'startTime', M.start],
    [
      'start in the past',
      { startDate: '2026-11-01', endDate: '2026-11-01' },
      'startDate',
      M.startFuture,
    ],
    ['no end', { endDate: '', endTime: '' }, 'endDate', M.end],
    ['end before start', { endTime: '06:00' }, 'endDate', M.endAfterStart],
    ['end at the start', { endTime: '07:00' }, 'endDate', M.endAfterStart],
    ['30 days exactly', { endDate: '2027-01-11', endTime: '07:00' }, null, null],
    ['30 days and a minute', { endDate: '2027-01-11', endTime: '07:01' }, 'endDate', M.tooLong],
    ['city at its minimum', { city: x(L.city.min) }, null, null],
    ['city one short', { city: x(L.city.min - 1) }, 'city', M.city],
    ['city one over', { city: x(L.city.max + 1) }, 'city', M.city],
    ['no state', { state: '' }, 'state', M.state],
    ['a state that is not a UF', { state: 'XX' as 'SP' }, 'state', M.state],
    [
      'meeting point one short',
      { meetingPoint: x(L.meetingPoint.min - 1) },
      'meetingPoint',
      M.meetingPoint,
    ],
    [
      'meeting point one over',
      { meetingPoint: x(L.meetingPoint.max + 1) },
      'meetingPoint',
      M.meetingPoint,
    ],
    ['latitude alone', { latitude: '-22' }, 'longitude', M.coordinatesTogether],
    ['longitude alone', { longitude: '-48' }, 'latitude', M.coordinatesTogether],
    ['coordinates at the bounds', { latitude: '-33,8', longitude: '-28,8' }, null, null],
    ['latitude south of Brazil', { latitude: '-33,9', longitude: '-50' }, 'latitude', M.latitude],
    ['latitude north of Brazil', { latitude: '5,4', longitude: '-50' }, 'latitude', M.latitude],
    ['longitude west of Brazil', { latitude: '-10', longitude: '-74,1' }, 'longitude', M.longitude],
    ['longitude east of Brazil', { latitude: '-10', longitude: '-28,7' }, 'longitude', M.longitude],
    ['latitude not a number', { latitude: 'sul', longitude: '-50' }, 'latitude', M.latitude],
    ['distance at its minimum', { distanceKm: '0,1' }, null, null],
    ['distance zero', { distanceKm: '0' }, 'distanceKm', M.distanceKm],
    ['distance negative', { distanceKm: '-5' }, 'distanceKm', M.distanceKm],
    ['distance at its maximum', { distanceKm: '2000' }, null, null],
    ['distance one over', { distanceKm: '2000,1' }, 'distanceKm', M.distanceKm],
    ['climbing zero', { elevationM: '0' }, null, null],
    ['climbing at its maximum', { elevationM: String(L.elevationM.max) }, null, null],
    ['climbing one over', { elevationM: String(L.elevationM.max + 1) }, 'elevationM', M.elevationM],
    ['climbing with decimals', { elevationM: '12,5' }, 'elevationM', M.elevationM],
    ['price zero', { price: '0' }, null, null],
    ['price at its maximum', { price: '100.000,00' }, null, null],
    ['price a centavo over', { price: '100000,01' }, 'price', M.price],
    ['price negative', { price: '-10' }, 'price', M.price],
    ['price of three decimals', { price: '10,005' }, 'price', M.price],
    ['capacity 1', { capacity: '1' }, null, null],
    ['capacity 0', { capacity: '0' }, 'capacity', M.capacity],
    ['capacity at its maximum', { capacity: String(L.capacity.max) }, null, null],
    ['capacity one over', { capacity: String(L.capacity.max + 1) }, 'capacity', M.capacity],
    ['capacity with decimals', { capacity: '10,5' }, 'capacity', M.capacity],
    [
      'an http: link',
      { registrationUrl: 'http://exemplo.com' },
      'registrationUrl',
      M.registrationUrl,
    ],
    [
      'a javascript: link',
      { registrationUrl: 'javascript:alert(1)' },
      'registrationUrl',
      M.registrationUrl,
    ],
    [
      'a link with a space',
      { registrationUrl: 'https://a.com/x y' },
      'registrationUrl',
      M.registrationUrl,
    ],
    ['a link one short', { registrationUrl: 'https://' }, 'registrationUrl', M.registrationUrl],
    [
      'a link one over',
      { registrationUrl: `https://${x(L.registrationUrl.max - 7)}` },
      'registrationUrl',
      M.registrationUrl,
    ],
    [
      'a link at its maximum',
      { registrationUrl: `https://${x(L.registrationUrl.max - 8)}` },
      null,
      null,
    ],
  ])('%s', (_label, overrides, field, message) => {
    expect(refusal(form(overrides))).toEqual(field === null ? null : { field, message })
  })

  it('an unchanged start may be past when editing (whatever form the server wrote it in); a moved one may not', () => {
    const past = form({ startDate: '2026-11-01', endDate: '2026-11-01' })
    expect(refusal(past, '2026-11-01T10:00:00+00:00')).toBeNull()
    expect(refusal(past, '2026-10-01T10:00:00.000Z')?.field).toBe('startDate')
  })

  it('a date and time left as they were keep the stored moment to the second', () => {
    const stored = {
      starts_at: '2026-12-12T10:00:42.123+00:00',
      ends_at: '2026-12-12T16:00:07+00:00',
      time_zone: 'America/Sao_Paulo' as const,
    }
    const kept = checkEventForm(form(), { now: NOW, stored })
    expect(kept.ok && [kept.value.starts_at, kept.value.ends_at]).toEqual([
      '2026-12-12T10:00:42.123Z',
      '2026-12-12T16:00:07.000Z',
    ])
    const moved = checkEventForm(form({ startTime: '08:00' }), { now: NOW, stored })
    expect(moved.ok && moved.value.starts_at).toBe('2026-12-12T11:00:00.000Z')
    const rezoned = checkEventForm(form({ timeZone: 'America/Manaus' }), { now: NOW, stored })
    expect(rezoned.ok && rezoned.value.starts_at).toBe('2026-12-12T11:00:00.000Z')
  })

  it('the date and time are read on the chosen zone', () => {
    const checked = checkEventForm(form({ timeZone: 'America/Rio_Branco' }), { now: NOW })
    expect(checked.ok && checked.value.starts_at).toBe('2026-12-12T12:00:00.000Z')
  })

  it("the inputs' maxLength are the server's text bounds", () => {
    expect(EVENT_MAX_LENGTH.title).toBe(120)
    expect(EVENT_MAX_LENGTH.description).toBe(5000)
    expect(EVENT_MAX_LENGTH.city).toBe(80)
    expect(EVENT_MAX_LENGTH.meetingPoint).toBe(200)
    expect(EVENT_MAX_LENGTH.registrationUrl).toBe(500)
    // Room for every valid number as typed ('100.000,00', '-33,8000').
    expect(EVENT_MAX_LENGTH.price).toBeGreaterThanOrEqual('R$ 100.000,00'.length - 1)
  })

  it.each([
    ['', 0],
    ['80', 8000],
    ['80,5', 8050],
    ['R$ 45,00', 4500],
    ['1.234,56', 123456],
    ['1,234.56', null],
    ['abc', null],
  ])('price %j is %s centavos', (text, cents) => {
    expect(parsePriceCents(text)).toBe(cents)
  })

  it('a stored event reads back into the form on its own clock, and checks to itself', () => {
    const stored: CalendarEvent = {
      ...calendarEvent(),
      time_zone: 'America/Manaus',
      starts_at: '2026-12-12T11:00:00.000Z',
      ends_at: '2026-12-12T17:00:00.000Z',
      price_cents: 8050,
      latitude: -3.1,
      longitude: -60.02,
    }
    const values = eventFormValues(stored)
    expect(values).toMatchObject({
      startDate: '2026-12-12',
      startTime: '07:00',
      endTime: '13:00',
      price: '80,50',
      latitude: '-3,1',
      capacity: '150',
    })
    const checked = checkEventForm(values, { now: NOW, stored })
    expect(checked.ok && checked.value.starts_at).toBe(stored.starts_at)
    expect(checked.ok && checked.value.price_cents).toBe(8050)
  })

  it("the admin's reason: 3 to 500 characters, trimmed", () => {
    expect(checkUnpublishReason('  ok ')).toBeNull()
    expect(checkUnpublishReason(' spam ')).toBe('spam')
    expect(checkUnpublishReason(x(500))).toBe(x(500))
    expect(checkUnpublishReason(x(501))).toBeNull()
  })
})

describe("the registrations' CSV (Excel pt-BR)", () => {
  it('starts with the BOM, separates with ; and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(`${CSV_BOM}a;b\r\nc;d\r\n`)
    expect(CSV_BOM).toBe('\uFEFF')
  })

  it.each([
    ['Ana Souza', 'Ana Souza'],
    ['Souza; Ana', '"Souza; Ana"'],
    ['Ana "Trilha" Souza', '"Ana ""Trilha"" Souza"'],
    ['linha\numa', '"linha\numa"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+5511999999999', "'+5511999999999"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it("names its columns in Portuguese and writes each registration on the event's clock", () => {
    const rows: EventRegistrationRow[] = [
      {
        id: '1',
        rider_name: 'Ana Souza',
        email: 'ana@exemplo.com',
        status: 'confirmed',
        rating: 5,
        created_at: '2026-11-20T13:05:00Z',
        updated_at: '2026-11-20T13:05:00Z',
      },
      {
        id: '2',
        rider_name: '=cmd',
        email: null,
        status: 'pending',
        rating: null,
        created_at: '2026-11-21T02:30:00Z',
        updated_at: '2026-11-21T02:30:00Z',
      },
    ]
    expect(registrationsCsv({ time_zone: 'America/Sao_Paulo' }, rows)).toBe(
      CSV_BOM +
        'Nome;E-mail;Status;Inscrito em;Avaliação\r\n' +
        'Ana Souza;ana@exemplo.com;Confirmado;20/11/2026 10:05;5\r\n' +
        "'=cmd;;Pendente;20/11/2026 23:30;\r\n",
    )
  })
})

describe("the organizer's cards", () => {
  it.each([
    [0, 'R$\u00a00,00'],
    [8000, 'R$\u00a080,00'],
    [123456789, 'R$\u00a01.234.567,89'],
  ])('revenue of %i centavos is %s', (cents, text) => {
    expect(revenueText(cents)).toBe(text)
  })

  it.each<[number | null, number, string, string]>([
    [null, 0, '—', 'Nenhuma avaliação ainda'],
    [5, 1, '5,0', '1 avaliação'],
    [4.7, 3, '4,7', '3 avaliações'],
    [4.25, 1200, '4,3', '1.200 avaliações'],
  ])('average %s of %i ratings: %s, %s', (average, count, value, detail) => {
    expect(ratingText(average, count)).toEqual({ value, detail })
  })
})

function calendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'e1',
    slug: 'pedal-e1',
    title: 'Pedal',
    description: '',
    modality: 'mtb',
    starts_at: '2026-12-12T10:00:00Z',
    ends_at: '2026-12-12T16:00:00Z',
    time_zone: 'America/Sao_Paulo',
    city: 'Brotas',
    state: 'SP',
    meeting_point: 'Praça',
    latitude: null,
    longitude: null,
    distance_km: null,
    elevation_m: null,
    price_cents: 0,
    capacity: 150,
    registration_url: null,
    status: 'published',
    places_taken: 1,
    organizer_name: 'Org',
    ...overrides,
  }
}

const registration = (
  id: string,
  status: MyRegistration['status'],
  event: Partial<CalendarEvent> | null,
  rating: number | null = null,
): MyRegistration => ({
  id,
  event_id: `e-${id}`,
  status,
  rating,
  created_at: '2026-11-01T00:00:00Z',
  event: event && calendarEvent({ id: `e-${id}`, ...event }),
})

describe("the rider's 'Meus Eventos'", () => {
  const past = { starts_at: '2026-11-01T10:00:00Z', ends_at: '2026-11-01T16:00:00Z' }
  const later = { starts_at: '2027-01-10T10:00:00Z', ends_at: '2027-01-10T16:00:00Z' }
  const soon = { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-01T16:00:00Z' }
  const older = { starts_at: '2026-10-01T10:00:00Z', ends_at: '2026-10-01T16:00:00Z' }

  it('next first, then the ones over (latest first), then the ones no longer readable', () => {
    const sorted = sortMyRegistrations(
      [
        registration('gone', 'pending', null),
        registration('past', 'confirmed', past),
        registration('later', 'pending', later),
        registration('older', 'confirmed', older),
        registration('soon', 'confirmed', soon),
      ],
      NOW,
    )
    expect(sorted.map((r) => r.id)).toEqual(['soon', 'later', 'past', 'older', 'gone'])
  })

  it("'Eventos inscritos' counts pendente and confirmado in events not cancelled", () => {
    expect(
      liveRegistrationCount([
        registration('a', 'pending', soon),
        registration('b', 'confirmed', later),
        registration('c', 'refused', soon),
        registration('d', 'cancelled', soon),
        registration('e', 'confirmed', { ...soon, status: 'cancelled' }),
      ]),
    ).toBe(2)
  })

  it.each<[MyRegistration['status'], CalendarEvent['status'], string]>([
    ['confirmed', 'published', 'Confirmado'],
    ['pending', 'published', 'Pendente'],
    ['refused', 'published', 'Recusado'],
    ['cancelled', 'published', 'Cancelado'],
    ['confirmed', 'cancelled', 'Cancelado pelo organizador'],
    ['pending', 'cancelled', 'Cancelado pelo organizador'],
    ['refused', 'cancelled', 'Recusado'],
  ])('%s in a %s event reads %s', (status, eventStatus, label) => {
    expect(myRegistrationLabel(registration('r', status, { ...soon, status: eventStatus }))).toBe(
      label,
    )
  })

  it('tells the rider of a place held in an event cancelled before it happened', () => {
    const told = cancelledByOrganizer(
      [
        registration('held', 'confirmed', { ...soon, status: 'cancelled' }),
        registration('pending', 'pending', { ...later, status: 'cancelled' }),
        registration('gave-up', 'cancelled', { ...soon, status: 'cancelled' }),
        registration('over', 'confirmed', { ...past, status: 'cancelled' }),
        registration('live', 'confirmed', soon),
      ],
      NOW,
    )
    expect(told.map((r) => r.id)).toEqual(['held', 'pending'])
  })

  it("'Avaliar' only for a confirmed rider, after the end, once", () => {
    expect(canRate(registration('a', 'confirmed', past), NOW)).toBe(true)
    expect(canRate(registration('b', 'confirmed', past, 4), NOW)).toBe(false)
    expect(canRate(registration('c', 'pending', past), NOW)).toBe(false)
    expect(canRate(registration('d', 'confirmed', soon), NOW)).toBe(false)
    expect(canRate(registration('e', 'confirmed', { ...past, status: 'cancelled' }), NOW)).toBe(
      false,
    )
  })
})

describe("the server's refusals, in pt-BR", () => {
  it.each([
    [{ code: 'BP018', message: 'Evento lotado' }, EVENT_MESSAGES.full],
    [{ code: 'BP025', message: 'x' }, EVENT_MESSAGES.alreadyRated],
    [{ code: 'BP016' }, 'Sua sessão terminou. Entre de novo para continuar.'],
    [
      {
        code: '23514',
        message: 'new row for relation "events" violates check constraint "events_title_check"',
      },
      'O título precisa ter de 3 a 120 caracteres.',
    ],
    [
      { code: '23514', message: 'A capacidade não pode ficar abaixo das inscrições já feitas.' },
      'A capacidade não pode ficar abaixo das inscrições já feitas.',
    ],
    [{ code: '42501', message: 'permission denied' }, EVENT_MESSAGES.notAllowed],
    [{ code: 'PGRST000', message: 'boom' }, EVENT_MESSAGES.failed],
  ])('%j → %s', (error, message) => {
    expect(eventErrorMessage(error)).toBe(message)
  })

  it('no answer at all, offline', () => {
    expect(eventErrorMessage(null, false)).toBe(EVENT_MESSAGES.offline)
  })
})
