/**
 * What a visitor and a rider ask the server about events: the calendar (published and cancelled
 * events, upcoming and past), one event by its slug, the signed-in rider's registration, and the
 * rider's two actions, `register_for_event` (with the 'compartilhar meu e-mail com o organizador'
 * choice) and `cancel_my_registration`. Plain functions; React Query sits over them in
 * `events-query.ts`. supabase-js loads on the first call, never at first paint.
 */
import { isOnline } from '../../lib/online'
import {
  EVENT_TIME_ZONES,
  MODALITIES,
  STATES,
  type CalendarEvent,
  type EventTimeZone,
  type RegistrationStatus,
} from './types'
import {
  EVENT_MESSAGES as REFUSALS,
  eventErrorMessage,
  isEventRefusal,
  type ServerError,
} from './messages'

/** The columns a calendar card and an event page read (never unpublished_reason). */
export const EVENT_COLUMNS =
  'id, slug, title, description, modality, starts_at, ends_at, time_zone, city, state, ' +
  'meeting_point, latitude, longitude, distance_km, elevation_m, price_cents, capacity, ' +
  'registration_url, status, places_taken, organizer_name'

/** The rider's own registration's columns (typed as a plain string: rows are read by hand). */
const REGISTRATION_COLUMNS: string = 'id, event_id, status, share_email, created_at, updated_at'

/** How many upcoming events the calendar reads at most, and how many past ones. */
export const UPCOMING_LIMIT = 1000
export const PAST_LIMIT = 30

/** The rider's own registration row, as `event_registrations` keeps it (the dashboard's `MyRegistration`, in `my-events-api.ts`, carries its event). */
export interface RegistrationRow {
  id: string
  event_id: string
  status: RegistrationStatus
  share_email: boolean
  created_at: string
  updated_at: string
}

export const REGISTRATION_MESSAGES = {
  offline: REFUSALS.offline,
  failed: 'Não foi possível falar com o servidor. Tente novamente.',
  notSignedIn: 'Entre na sua conta para se inscrever.',
  registered: 'Inscrição enviada: aguardando a confirmação do organizador.',
  cancelled: 'Inscrição cancelada.',
  queued: 'Inscrição aguardando conexão',
} as const

/** A refusal a rider meets only here: registering while signed out (the server's 42501). */
const NOT_SIGNED_IN = '42501'

/** True when the answer is the server's own refusal, not a failure to reach it. */
export function isRefusal(error: ServerError): boolean {
  return error.code === NOT_SIGNED_IN || isEventRefusal(error.code)
}

/**
 * A rider's registration refused or not sent, in pt-BR: the events' refusals as every events
 * screen says them (`messages.ts`), and, for a call that never reached the server, words that
 * say so.
 */
export function registrationErrorMessage(error: ServerError | undefined, online: boolean): string {
  if (error?.code === NOT_SIGNED_IN) return REGISTRATION_MESSAGES.notSignedIn
  if (error && isRefusal(error)) return eventErrorMessage(error, online)
  return online ? REGISTRATION_MESSAGES.failed : REGISTRATION_MESSAGES.offline
}

export type Answer<T> =
  | { ok: true; value: T }
  | {
      ok: false
      message: string
      /** The server answered with a refusal (it will answer the same again). */
      refused: boolean
      code?: string
    }

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * A row of `events` as the calendar holds it. PostgREST writes `numeric` columns as numbers and
 * some servers as strings: both become numbers. A row with an unknown modality, state or zone
 * (a newer server) keeps to the nearest thing the screens know rather than failing the list.
 */
export function toCalendarEvent(row: Record<string, unknown>): CalendarEvent {
  const modality = MODALITIES.find((m) => m === row.modality) ?? 'outro'
  const state = STATES.find((s) => s === row.state) ?? 'SP'
  const zone = (
    typeof row.time_zone === 'string' && row.time_zone in EVENT_TIME_ZONES
      ? row.time_zone
      : 'America/Sao_Paulo'
  ) as EventTimeZone
  const status = row.status === 'cancelled' || row.status === 'draft' ? row.status : 'published'
  return {
    id: text(row.id),
    slug: text(row.slug),
    title: text(row.title),
    description: text(row.description),
    modality: modality,
    starts_at: text(row.starts_at),
    ends_at: text(row.ends_at),
    time_zone: zone,
    city: text(row.city),
    state,
    meeting_point: text(row.meeting_point),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    distance_km: numberOrNull(row.distance_km),
    elevation_m: numberOrNull(row.elevation_m),
    price_cents: numberOrNull(row.price_cents) ?? 0,
    capacity: numberOrNull(row.capacity),
    registration_url: typeof row.registration_url === 'string' ? row.registration_url : null,
    status,
    places_taken: numberOrNull(row.places_taken) ?? 0,
    organizer_name: typeof row.organizer_name === 'string' ? row.organizer_name : null,
  }
}

const REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  'pending',
  'confirmed',
  'refused',
  'cancelled',
]

export function toRegistrationRow(row: Record<string, unknown>): RegistrationRow {
  return {
    id: text(row.id),
    event_id: text(row.event_id),
    status: REGISTRATION_STATUSES.find((s) => s === row.status) ?? 'pending',
    share_email: row.share_email === true,
    created_at: text(row.created_at),
    updated_at: text(row.updated_at),
  }
}

/** The rows of an answer: the schema is untyped, the mapping above checks each column. */
const rowsOf = (data: unknown) => (data as Record<string, unknown>[] | null) ?? []

async function client() {
  const { getSupabase } = await import('../../lib/supabase')
  return getSupabase()
}

function failure(error: ServerError): Error & ServerError {
  return Object.assign(new Error(error.message ?? 'events'), { code: error.code })
}

export interface CalendarList {
  /** Published and cancelled events not yet over, soonest first. */
  upcoming: CalendarEvent[]
  /** The most recent events already over ('Eventos anteriores'). */
  past: CalendarEvent[]
}

/** The calendar as the server has it at `now`. Throws when the server cannot be reached. */
export async function listCalendar(now = new Date()): Promise<CalendarList> {
  const supabase = await client()
  const at = now.toISOString()
  // RLS shows an organizer their drafts too: the calendar asks for what everyone sees.
  const [upcoming, past] = await Promise.all([
    supabase
      .from('events')
      .select(EVENT_COLUMNS)
      .in('status', ['published', 'cancelled'])
      .gte('ends_at', at)
      .order('starts_at', { ascending: true })
      .limit(UPCOMING_LIMIT),
    supabase
      .from('events')
      .select(EVENT_COLUMNS)
      .in('status', ['published', 'cancelled'])
      .lt('ends_at', at)
      .order('starts_at', { ascending: false })
      .limit(PAST_LIMIT),
  ])
  if (upcoming.error) throw failure(upcoming.error)
  if (past.error) throw failure(past.error)
  return {
    upcoming: rowsOf(upcoming.data).map(toCalendarEvent),
    past: rowsOf(past.data).map(toCalendarEvent),
  }
}

/** One event by its slug, or null when there is none the caller may see. */
export async function getEventBySlug(slug: string): Promise<CalendarEvent | null> {
  const supabase = await client()
  const { data, error } = await supabase
    .from('events')
    .select(EVENT_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw failure(error)
  return data ? toCalendarEvent(data as unknown as Record<string, unknown>) : null
}

/** Events by id (the rider's registrations, kept on the device for offline). */
export async function getEventsByIds(ids: readonly string[]): Promise<CalendarEvent[]> {
  if (ids.length === 0) return []
  const supabase = await client()
  const { data, error } = await supabase.from('events').select(EVENT_COLUMNS).in('id', ids)
  if (error) throw failure(error)
  return rowsOf(data).map(toCalendarEvent)
}

/** The signed-in rider's registration for one event, or null (RLS: only their own rows). */
export async function getMyRegistration(
  userId: string,
  eventId: string,
): Promise<RegistrationRow | null> {
  const supabase = await client()
  const { data, error } = await supabase
    .from('event_registrations')
    .select(REGISTRATION_COLUMNS)
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw failure(error)
  return data ? toRegistrationRow(data as unknown as Record<string, unknown>) : null
}

/** Every registration of the signed-in rider (for keeping their events on the device). */
export async function listMyRegistrationRows(userId: string): Promise<RegistrationRow[]> {
  const supabase = await client()
  const { data, error } = await supabase
    .from('event_registrations')
    .select(REGISTRATION_COLUMNS)
    .eq('user_id', userId)
  if (error) throw failure(error)
  return rowsOf(data).map(toRegistrationRow)
}

async function callRpc(
  name: 'register_for_event' | 'cancel_my_registration',
  args: Record<string, unknown>,
): Promise<Answer<RegistrationRow>> {
  if (!isOnline()) return { ok: false, message: REGISTRATION_MESSAGES.offline, refused: false }
  try {
    const supabase = await client()
    const { data, error } = (await supabase.rpc(name, args)) as {
      data: unknown
      error: ServerError | null
    }
    if (error) {
      return {
        ok: false,
        message: registrationErrorMessage(error, isOnline()),
        refused: isRefusal(error),
        ...(error.code ? { code: error.code } : {}),
      }
    }
    return { ok: true, value: toRegistrationRow(data as Record<string, unknown>) }
  } catch {
    return { ok: false, message: registrationErrorMessage(undefined, isOnline()), refused: false }
  }
}

/** 'Inscrever-se': the server decides (capacity, dates, a refusal before) in one transaction. */
export function registerForEvent(
  eventId: string,
  shareEmail: boolean,
): Promise<Answer<RegistrationRow>> {
  return callRpc('register_for_event', { event_id: eventId, share_email: shareEmail })
}

/** 'Cancelar inscrição'. */
export function cancelMyRegistration(eventId: string): Promise<Answer<RegistrationRow>> {
  return callRpc('cancel_my_registration', { event_id: eventId })
}
