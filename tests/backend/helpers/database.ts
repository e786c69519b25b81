// The public schema as supabase-js sees it (what `supabase gen types typescript` would write for
// supabase/migrations), so the tests read typed rows. numeric columns arrive as JSON numbers.

import type { RideSummaryFields, WorkoutFields } from '../../../src/features/results/types.ts'

type Timestamps = { created_at: string; updated_at: string }

type Table<Row extends Record<string, unknown>, Required extends keyof Row> = {
  Row: Row
  Insert: Pick<Row, Required> & Partial<Row>
  Update: Partial<Row>
  Relationships: []
}

export type Profile = {
  id: string
  email: string | null
  full_name: string | null
  user_type: 'visitor' | 'organizer' | 'admin'
  person_type: 'pf' | 'pj'
} & Timestamps

type Owned = { id: string; user_id: string } & Timestamps

export type HeartRateRow = Owned & {
  age: number
  gender: 'masculino' | 'feminino'
  method: 'fox' | 'tanaka' | 'gellish' | 'gulati' | 'medida'
  max_hr: number
  zone1_min: number
  zone1_max: number
  zone2_min: number
  zone2_max: number
  zone3_min: number
  zone3_max: number
  zone4_min: number
  zone4_max: number
  zone5_min: number
  zone5_max: number
  fthr: number | null
}

export type FtpRow = Owned & {
  ftp: number
  method: 'coggan' | 'trainerroad'
  weight_kg: number | null
  source: 'ride_file' | 'field_test' | null
}

export type ImcRow = Owned & { height: number; weight: number; imc: number; classification: string }

export type HarrisBenedictRow = Owned & {
  height: number
  weight: number
  age: number
  gender: 'male' | 'female'
  tmb: number
  activity_level: 'sedentary' | 'light' | 'moderate' | 'very_active' | 'extra_active'
  daily_calories: number
}

/**
 * The figures 'Análise de Pedal' keeps of a ride: the app's type is the table's columns (mapped,
 * as supabase-js needs a type literal, not an interface).
 */
export type RideSummaryRow = Owned & { [K in keyof RideSummaryFields]: RideSummaryFields[K] } & {
  /** Ridden indoors (a field test, a trainer workout): challenges may leave it out. */
  indoor: boolean
}

export type WorkoutRow = Owned & { [K in keyof WorkoutFields]: WorkoutFields[K] }

export type AthleteProfileRow = Owned & {
  birth_year: number | null
  sex: 'masculino' | 'feminino' | null
  weight_kg: number | null
  height_cm: number | null
}

export type OrganizerRequest = {
  id: string
  user_id: string
  status: 'pending' | 'approved' | 'rejected'
  created_at: string
  reviewed_at: string | null
  reviewed_by: string | null
}

export type AdminInvitation = {
  id: string
  email: string
  redirect_to: string | null
  invited_by: string | null
  created_at: string
  sent_at: string | null
  expires_at: string
  accepted_at: string | null
  accepted_by: string | null
  cancelled_at: string | null
  cancelled_by: string | null
}

export type AdminStats = {
  total_users: number
  total_admins: number
  total_organizers: number
  total_visitors: number
  new_users_week: number
  new_users_month: number
}

export type EventRow = {
  id: string
  organizer_id: string | null
  slug: string
  title: string
  description: string
  modality: 'mtb' | 'estrada' | 'gravel' | 'cicloturismo' | 'urbano' | 'outro'
  starts_at: string
  ends_at: string
  time_zone: 'America/Noronha' | 'America/Sao_Paulo' | 'America/Manaus' | 'America/Rio_Branco'
  city: string
  state: string
  meeting_point: string
  latitude: number | null
  longitude: number | null
  distance_km: number | null
  elevation_m: number | null
  price_cents: number
  capacity: number | null
  registration_url: string | null
  status: 'draft' | 'published' | 'cancelled'
  unpublished_reason: string | null
  places_taken: number
  organizer_name: string | null
} & Timestamps

export type EventRegistrationRow = {
  id: string
  event_id: string
  user_id: string
  status: 'pending' | 'confirmed' | 'refused' | 'cancelled'
  share_email: boolean
  rating: number | null
  rated_at: string | null
} & Timestamps

export type ChallengeKind =
  'distance' | 'climbing' | 'moving_time' | 'rides' | 'gran_fondo' | 'streak_weeks'

export type ChallengeRow = {
  id: string
  created_by: string | null
  event_id: string | null
  slug: string
  title: string
  description: string
  kind: ChallengeKind
  goal: number
  starts_on: string
  ends_on: string
  indoor_counts: boolean
} & Timestamps

export type ChallengeParticipantRow = {
  challenge_id: string
  user_id: string
  joined_at: string
  on_leaderboard: boolean
}

export type LeaderboardLine = { place: number; name: string; total: number; reached: boolean }

/** A line of the organizer's list of registrations: a name, the e-mail only when shared. */
export type EventRegistrationListed = Pick<
  EventRegistrationRow,
  'id' | 'status' | 'rating' | 'created_at' | 'updated_at'
> & { rider_name: string; email: string | null; total_count: number }

export type Database = {
  public: {
    Tables: {
      profiles: Table<Profile, 'id'>
      user_heart_rate_data: Table<HeartRateRow, 'age' | 'max_hr'>
      user_ftp_data: Table<FtpRow, 'ftp'>
      user_imc_data: Table<ImcRow, 'height' | 'weight' | 'imc' | 'classification'>
      user_harris_benedict_data: Table<
        HarrisBenedictRow,
        'height' | 'weight' | 'age' | 'tmb' | 'daily_calories'
      >
      user_ride_summaries: Table<
        RideSummaryRow,
        'ride_started_at' | 'file_format' | 'elapsed_seconds' | 'moving_seconds'
      >
      user_workouts: Table<WorkoutRow, 'name' | 'text' | 'total_seconds'>
      athlete_profiles: Table<AthleteProfileRow, never>
      organizer_requests: Table<OrganizerRequest, 'user_id'>
      admin_invitations: Table<AdminInvitation, 'email'>
      admin_invitation_tokens: Table<{ invitation_id: string; token_hash: string }, never>
      events: Table<
        EventRow,
        'title' | 'modality' | 'starts_at' | 'ends_at' | 'city' | 'state' | 'meeting_point'
      >
      event_registrations: Table<EventRegistrationRow, 'event_id' | 'user_id'>
      challenges: Table<ChallengeRow, 'title' | 'kind' | 'goal' | 'starts_on' | 'ends_on'>
      challenge_participants: Table<ChallengeParticipantRow, 'challenge_id'>
    }
    Views: { admin_stats: { Row: AdminStats; Relationships: [] } }
    Functions: {
      is_admin: { Args: never; Returns: boolean }
      admin_stats_data: { Args: never; Returns: AdminStats[] }
      demote_admin: { Args: { target: string }; Returns: Profile }
      invite_admin: { Args: { target_email: string; redirect_to?: string }; Returns: string }
      cancel_admin_invitation: { Args: { invitation_id: string }; Returns: undefined }
      accept_admin_invitation: { Args: { token: string }; Returns: Profile }
      issue_admin_invitation_token: {
        Args: { invitation: string; hash: string; lifetime_seconds?: number }
        Returns: string | null
      }
      request_organizer_upgrade: { Args: never; Returns: OrganizerRequest }
      review_organizer_request: {
        Args: { request_id: string; approve: boolean }
        Returns: OrganizerRequest
      }
      delete_my_account: { Args: never; Returns: undefined }
      register_for_event: {
        Args: { event_id: string; share_email?: boolean }
        Returns: EventRegistrationRow
      }
      cancel_my_registration: { Args: { event_id: string }; Returns: EventRegistrationRow }
      set_registration_status: {
        Args: { registration_id: string; status: 'confirmed' | 'refused' }
        Returns: EventRegistrationRow
      }
      rate_event: { Args: { event_id: string; rating: number }; Returns: EventRegistrationRow }
      event_registrations_of: {
        Args: {
          event_id: string
          page_size?: number
          before_created_at?: string
          before_id?: string
        }
        Returns: EventRegistrationListed[]
      }
      unpublish_event: { Args: { event_id: string; reason: string }; Returns: EventRow }
      join_challenge: {
        Args: { challenge_id: string; on_leaderboard?: boolean; tapped_at?: string }
        Returns: ChallengeParticipantRow
      }
      leave_challenge: { Args: { challenge_id: string }; Returns: undefined }
      set_challenge_leaderboard: {
        Args: { challenge_id: string; visible: boolean }
        Returns: ChallengeParticipantRow
      }
      challenge_leaderboard: { Args: { challenge_id: string }; Returns: LeaderboardLine[] }
      organizer_figures: {
        Args: never
        Returns: {
          events_total: number
          events_upcoming: number
          registrations_total: number
          revenue_cents: number
          rating_average: number | null
          ratings_count: number
        }[]
      }
      event_registrations_per_day: {
        Args: { event_id: string }
        Returns: { day: string; registrations: number }[]
      }
    }
    Enums: Record<string, never>
    CompositeTypes: Record<string, never>
  }
}
