/**
 * The event form's checks, pure: what the organizer typed (text, as the calculators keep it) →
 * the columns the server stores, or the first field refused and why, in the calculators' words.
 * The bounds are the migration's checks (20261128101109_events.sql), so the form refuses what
 * the server would, and the inputs' maxLength come from the same table.
 */
import { fromWallClock, toWallClockFields } from './event-time'
import type { EventInput } from './organizer-api'
import {
  EVENT_TIME_ZONES,
  MODALITIES,
  STATES,
  type CalendarEvent,
  type EventTimeZone,
  type Modality,
  type State,
} from './types'

export const EVENT_LIMITS = {
  title: { min: 3, max: 120 },
  description: { max: 5000 },
  city: { min: 2, max: 80 },
  meetingPoint: { min: 3, max: 200 },
  latitude: { min: -33.8, max: 5.3 },
  longitude: { min: -74, max: -28.8 },
  distanceKm: { min: 0.1, max: 2000 },
  elevationM: { min: 0, max: 30000 },
  priceCents: { min: 0, max: 10_000_000 },
  capacity: { min: 1, max: 100_000 },
  registrationUrl: { min: 9, max: 500 },
  days: { max: 30 },
  unpublishReason: { min: 3, max: 500 },
} as const

/** The inputs' maxLength: the server's text bounds, and room for any valid number. */
export const EVENT_MAX_LENGTH = {
  title: EVENT_LIMITS.title.max,
  description: EVENT_LIMITS.description.max,
  city: EVENT_LIMITS.city.max,
  meetingPoint: EVENT_LIMITS.meetingPoint.max,
  registrationUrl: EVENT_LIMITS.registrationUrl.max,
  coordinate: 12,
  distanceKm: 7,
  elevationM: 6,
  price: 12,
  capacity: 7,
  unpublishReason: EVENT_LIMITS.unpublishReason.max,
} as const

export const EVENT_FORM_MESSAGES = {
  title: 'Por favor, insira um título entre 3 e 120 caracteres.',
  description: 'Por favor, escreva uma descrição de até 5.000 caracteres.',
  modality: 'Por favor, escolha a modalidade.',
  timeZone: 'Por favor, escolha o fuso horário do evento.',
  start: 'Por favor, insira a data e a hora de início.',
  startFuture: 'Por favor, insira uma data de início no futuro.',
  end: 'Por favor, insira a data e a hora de término.',
  endAfterStart: 'Por favor, insira um término depois do início.',
  tooLong: 'Por favor, insira um evento de no máximo 30 dias.',
  city: 'Por favor, insira uma cidade entre 2 e 80 caracteres.',
  state: 'Por favor, escolha o estado (UF).',
  meetingPoint: 'Por favor, insira um ponto de encontro entre 3 e 200 caracteres.',
  coordinatesTogether: 'Por favor, insira latitude e longitude juntas, ou deixe as duas em branco.',
  latitude: 'Por favor, insira uma latitude no Brasil, entre -33,8 e 5,3.',
  longitude: 'Por favor, insira uma longitude no Brasil, entre -74 e -28,8.',
  distanceKm: 'Por favor, insira uma distância válida entre 0,1 e 2.000 km.',
  elevationM: 'Por favor, insira uma altimetria válida entre 0 e 30.000 m.',
  price: 'Por favor, insira um valor válido entre R$ 0,00 e R$ 100.000,00 (0 para gratuito).',
  capacity:
    'Por favor, insira um número de vagas entre 1 e 100.000, ou deixe em branco para sem limite.',
  registrationUrl:
    'Por favor, insira um link de inscrição que comece com https:// (até 500 caracteres, sem espaços).',
  unpublishReason: 'Por favor, diga o motivo em 3 a 500 caracteres.',
} as const

export interface EventFormValues {
  title: string
  description: string
  modality: Modality
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  timeZone: EventTimeZone
  city: string
  state: State | ''
  meetingPoint: string
  latitude: string
  longitude: string
  distanceKm: string
  elevationM: string
  price: string
  capacity: string
  registrationUrl: string
}

export type EventFormField = keyof EventFormValues

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  modality: 'mtb',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  timeZone: 'America/Sao_Paulo',
  city: '',
  state: '',
  meetingPoint: '',
  latitude: '',
  longitude: '',
  distanceKm: '',
  elevationM: '',
  price: '',
  capacity: '',
  registrationUrl: '',
}

export type EventFormCheck =
  { ok: true; value: EventInput } | { ok: false; field: EventFormField; message: string }

/** A number as a rider types it: '72,5', '-23.55', ' 8 '; null for anything else. */
export function parseSigned(text: string): number | null {
  const trimmed = text.trim()
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null
  return Number(trimmed.replace(',', '.'))
}

/** R$ as typed: '80', '80,50', '1.200,00', 'R$ 45'; centavos, or null. */
export function parsePriceCents(text: string): number | null {
  let trimmed = text.trim().replace(/^R\$\s*/i, '')
  if (trimmed === '') return 0
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed)) trimmed = trimmed.replace(/\./g, '')
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return null
  return Math.round(Number(trimmed.replace(',', '.')) * 100)
}

const within = (value: number | null, { min, max }: { min: number; max: number }) =>
  value !== null && value >= min && value <= max
const refuse = (field: EventFormField, message: string): EventFormCheck => ({
  ok: false,
  field,
  message,
})

export interface EventFormContext {
  now: Date
  /**
   * The event as stored, when editing: a date and time left as they were keep the stored moment
   * to the second (the form shows minutes), and an unchanged start may already be past.
   */
  stored?: Pick<CalendarEvent, 'starts_at' | 'ends_at' | 'time_zone'> | undefined
}

/** The stored moment when the form still shows it on the same clock, else the form's own. */
function keepStored(
  typed: string,
  date: string,
  time: string,
  zone: EventTimeZone,
  stored: string | undefined,
  storedZone: EventTimeZone | undefined,
): string {
  if (stored === undefined || storedZone !== zone) return typed
  const [storedDate, storedTime] = toWallClockFields(stored, zone)
  return storedDate === date && storedTime === time ? new Date(stored).toISOString() : typed
}

/** The form's values → the event's columns, or the first field refused (in the form's order). */
export function checkEventForm(form: EventFormValues, context: EventFormContext): EventFormCheck {
  const title = form.title.trim()
  if (!within(title.length, EVENT_LIMITS.title)) return refuse('title', EVENT_FORM_MESSAGES.title)
  if (form.description.length > EVENT_LIMITS.description.max)
    return refuse('description', EVENT_FORM_MESSAGES.description)
  if (!MODALITIES.includes(form.modality)) return refuse('modality', EVENT_FORM_MESSAGES.modality)
  if (!(form.timeZone in EVENT_TIME_ZONES)) return refuse('timeZone', EVENT_FORM_MESSAGES.timeZone)

  const { stored } = context
  const typedStart = fromWallClock(form.startDate, form.startTime, form.timeZone)
  if (!typedStart)
    return refuse(form.startDate ? 'startTime' : 'startDate', EVENT_FORM_MESSAGES.start)
  const startsAt = keepStored(
    typedStart,
    form.startDate,
    form.startTime,
    form.timeZone,
    stored?.starts_at,
    stored?.time_zone,
  )
  const startMoved = stored === undefined || Date.parse(startsAt) !== Date.parse(stored.starts_at)
  if (startMoved && Date.parse(startsAt) <= context.now.getTime())
    return refuse('startDate', EVENT_FORM_MESSAGES.startFuture)
  const typedEnd = fromWallClock(form.endDate, form.endTime, form.timeZone)
  if (!typedEnd) return refuse(form.endDate ? 'endTime' : 'endDate', EVENT_FORM_MESSAGES.end)
  const endsAt = keepStored(
    typedEnd,
    form.endDate,
    form.endTime,
    form.timeZone,
    stored?.ends_at,
    stored?.time_zone,
  )
  const lasts = Date.parse(endsAt) - Date.parse(startsAt)
  if (lasts <= 0) return refuse('endDate', EVENT_FORM_MESSAGES.endAfterStart)
  if (lasts > EVENT_LIMITS.days.max * 86_400_000)
    return refuse('endDate', EVENT_FORM_MESSAGES.tooLong)

  const city = form.city.trim()
  if (!within(city.length, EVENT_LIMITS.city)) return refuse('city', EVENT_FORM_MESSAGES.city)
  if (form.state === '' || !STATES.includes(form.state))
    return refuse('state', EVENT_FORM_MESSAGES.state)
  const meetingPoint = form.meetingPoint.trim()
  if (!within(meetingPoint.length, EVENT_LIMITS.meetingPoint))
    return refuse('meetingPoint', EVENT_FORM_MESSAGES.meetingPoint)

  const hasLatitude = form.latitude.trim() !== ''
  const hasLongitude = form.longitude.trim() !== ''
  if (hasLatitude !== hasLongitude)
    return refuse(hasLatitude ? 'longitude' : 'latitude', EVENT_FORM_MESSAGES.coordinatesTogether)
  const latitude = hasLatitude ? parseSigned(form.latitude) : null
  const longitude = hasLongitude ? parseSigned(form.longitude) : null
  if (hasLatitude && !within(latitude, EVENT_LIMITS.latitude))
    return refuse('latitude', EVENT_FORM_MESSAGES.latitude)
  if (hasLongitude && !within(longitude, EVENT_LIMITS.longitude))
    return refuse('longitude', EVENT_FORM_MESSAGES.longitude)

  let distanceKm: number | null = null
  if (form.distanceKm.trim() !== '') {
    distanceKm = parseSigned(form.distanceKm)
    if (distanceKm !== null) distanceKm = Math.round(distanceKm * 10) / 10
    if (!within(distanceKm, EVENT_LIMITS.distanceKm))
      return refuse('distanceKm', EVENT_FORM_MESSAGES.distanceKm)
  }
  let elevationM: number | null = null
  if (form.elevationM.trim() !== '') {
    elevationM = parseSigned(form.elevationM)
    if (
      elevationM === null ||
      !Number.isInteger(elevationM) ||
      !within(elevationM, EVENT_LIMITS.elevationM)
    )
      return refuse('elevationM', EVENT_FORM_MESSAGES.elevationM)
  }
  const priceCents = parsePriceCents(form.price)
  if (!within(priceCents, EVENT_LIMITS.priceCents))
    return refuse('price', EVENT_FORM_MESSAGES.price)
  let capacity: number | null = null
  if (form.capacity.trim() !== '') {
    capacity = parseSigned(form.capacity)
    if (
      capacity === null ||
      !Number.isInteger(capacity) ||
      !within(capacity, EVENT_LIMITS.capacity)
    )
      return refuse('capacity', EVENT_FORM_MESSAGES.capacity)
  }
  const url = form.registrationUrl.trim()
  if (
    url !== '' &&
    (!url.startsWith('https://') ||
      /\s/.test(url) ||
      !within(url.length, EVENT_LIMITS.registrationUrl))
  )
    return refuse('registrationUrl', EVENT_FORM_MESSAGES.registrationUrl)

  return {
    ok: true,
    value: {
      title,
      description: form.description,
      modality: form.modality,
      starts_at: startsAt,
      ends_at: endsAt,
      time_zone: form.timeZone,
      city,
      state: form.state,
      meeting_point: meetingPoint,
      latitude,
      longitude,
      distance_km: distanceKm,
      elevation_m: elevationM,
      price_cents: priceCents ?? 0,
      capacity,
      registration_url: url === '' ? null : url,
    },
  }
}

const decimalText = (value: number | null) =>
  value === null ? '' : String(value).replace('.', ',')

/** A stored event back into the form, on its own clock, price in R$. */
export function eventFormValues(event: CalendarEvent): EventFormValues {
  const [startDate, startTime] = toWallClockFields(event.starts_at, event.time_zone)
  const [endDate, endTime] = toWallClockFields(event.ends_at, event.time_zone)
  return {
    title: event.title,
    description: event.description,
    modality: event.modality,
    startDate,
    startTime,
    endDate,
    endTime,
    timeZone: event.time_zone,
    city: event.city,
    state: event.state,
    meetingPoint: event.meeting_point,
    latitude: decimalText(event.latitude),
    longitude: decimalText(event.longitude),
    distanceKm: decimalText(event.distance_km),
    elevationM: event.elevation_m === null ? '' : String(event.elevation_m),
    price: event.price_cents === 0 ? '' : (event.price_cents / 100).toFixed(2).replace('.', ','),
    capacity: event.capacity === null ? '' : String(event.capacity),
    registrationUrl: event.registration_url ?? '',
  }
}

/** The admin's reason for taking an event off the calendar, trimmed, or null when out of bounds. */
export function checkUnpublishReason(text: string): string | null {
  const reason = text.trim()
  return within(reason.length, EVENT_LIMITS.unpublishReason) ? reason : null
}
