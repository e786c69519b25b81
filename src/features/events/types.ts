/**
 * An event of the calendar as the server keeps it (`public.events`, migration
 * 20261128101109_events.sql): the column names are the table's, so a row read over REST is one.
 */
export const MODALITIES = ['mtb', 'estrada', 'gravel', 'cicloturismo', 'urbano', 'outro'] as const
export type Modality = (typeof MODALITIES)[number]

export const MODALITY_LABELS: Record<Modality, string> = {
  mtb: 'MTB',
  estrada: 'Estrada',
  gravel: 'Gravel',
  cicloturismo: 'Cicloturismo',
  urbano: 'Urbano',
  outro: 'Outro',
}

/** Brazil's four offsets, by the IANA zone that names each (the server accepts only these). */
export const EVENT_TIME_ZONES = {
  'America/Noronha': 'Fernando de Noronha',
  'America/Sao_Paulo': 'Brasília',
  'America/Manaus': 'Manaus',
  'America/Rio_Branco': 'Rio Branco',
} as const
export type EventTimeZone = keyof typeof EVENT_TIME_ZONES

export const STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type State = (typeof STATES)[number]

export type EventStatus = 'draft' | 'published' | 'cancelled'

export interface CalendarEvent {
  id: string
  slug: string
  title: string
  description: string
  modality: Modality
  starts_at: string
  ends_at: string
  time_zone: EventTimeZone
  city: string
  state: State
  meeting_point: string
  latitude: number | null
  longitude: number | null
  distance_km: number | null
  elevation_m: number | null
  price_cents: number
  capacity: number | null
  registration_url: string | null
  status: EventStatus
  places_taken: number
  /** The organizer's name as the server keeps it for everyone; null once their account is gone. */
  organizer_name: string | null
}

/** A registration's status as `event_registrations` keeps it, and as the rider reads it. */
export type RegistrationStatus = 'pending' | 'confirmed' | 'refused' | 'cancelled'

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmado',
  refused: 'Recusado',
  cancelled: 'Cancelado',
}
