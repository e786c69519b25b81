// Valid rows for the result tables (spec 02 §3), as the calculators produce them.

import { randomUUID } from 'node:crypto'

import { analyseRide } from '../../../src/features/rides/analyse-ride.ts'
import { rideSummaryFields } from '../../../src/features/rides/ride-summary.ts'
import type { Database } from './database.ts'

export type Row = Record<string, unknown>
type Tables = Database['public']['Tables']
export type ResultTable = Exclude<
  keyof Tables,
  | 'profiles'
  | 'athlete_profiles'
  | 'organizer_requests'
  | 'admin_invitations'
  | 'admin_invitation_tokens'
  | 'events'
  | 'event_registrations'
  | 'challenges'
  | 'challenge_participants'
>
type Insert<T extends ResultTable> = Tables[T]['Insert']
/** Factories always set these, as the app's repositories do. */
type Identified = { id: string; updated_at: string }

export const heartRate = (
  overrides: Partial<Insert<'user_heart_rate_data'>> = {},
): Insert<'user_heart_rate_data'> & Identified => ({
  id: randomUUID(),
  age: 35,
  gender: 'masculino',
  method: 'fox',
  max_hr: 185,
  zone1_min: 93,
  zone1_max: 111,
  zone2_min: 112,
  zone2_max: 130,
  zone3_min: 131,
  zone3_max: 148,
  zone4_min: 149,
  zone4_max: 167,
  zone5_min: 168,
  zone5_max: 185,
  fthr: null,
  updated_at: new Date().toISOString(),
  ...overrides,
})

export const ftp = (
  overrides: Partial<Insert<'user_ftp_data'>> = {},
): Insert<'user_ftp_data'> & Identified => ({
  id: randomUUID(),
  ftp: 250,
  method: 'coggan',
  weight_kg: 72.5,
  updated_at: new Date().toISOString(),
  ...overrides,
})

export const imc = (
  overrides: Partial<Insert<'user_imc_data'>> = {},
): Insert<'user_imc_data'> & Identified => ({
  id: randomUUID(),
  height: 175,
  weight: 72.5,
  imc: 23.7,
  classification: 'Peso normal',
  updated_at: new Date().toISOString(),
  ...overrides,
})

export const harrisBenedict = (
  overrides: Partial<Insert<'user_harris_benedict_data'>> = {},
): Insert<'user_harris_benedict_data'> & Identified => ({
  id: randomUUID(),
  height: 175,
  weight: 72.5,
  age: 35,
  gender: 'male',
  tmb: 1697,
  activity_level: 'moderate',
  daily_calories: 2630,
  updated_at: new Date().toISOString(),
  ...overrides,
})

const T0 = Date.parse('2026-10-04T09:00:00Z')

/**
 * One hour, 20 minutes of it at 300 W, as 'Análise de Pedal' keeps it (issue 23): the app's own
 * analysis of the ride, so the server's bounds are checked against what the app produces.
 */
const HOUR_RIDE = rideSummaryFields(
  analyseRide({
    format: 'fit',
    partial: false,
    points: Array.from({ length: 3600 }, (_, s) => {
      const hard = s >= 1200 && s < 2400
      return {
        time: T0 + s * 1000,
        power: hard ? 300 : 200,
        heartRate: hard ? 170 : 145,
        distance: s * 8,
        altitude: 700 + s / 10,
      }
    }),
  }),
)

export const rideSummary = (
  overrides: Partial<Insert<'user_ride_summaries'>> = {},
): Insert<'user_ride_summaries'> & Identified => ({
  id: randomUUID(),
  ...HOUR_RIDE,
  updated_at: new Date().toISOString(),
  ...overrides,
})

/** A saved workout (issue 34.3) as the editor writes it: 3 × 10 min of sweet spot, 70 minutes. */
export const workout = (
  overrides: Partial<Insert<'user_workouts'>> = {},
): Insert<'user_workouts'> & Identified => ({
  id: randomUUID(),
  name: 'Sweet spot 3 × 10',
  text: '- 15m 55-75%\n3x\n- 10m 88-94%\n- 5m 55%\n- 10m 50%',
  total_seconds: 4200,
  updated_at: new Date().toISOString(),
  ...overrides,
})

/** Every result table's factory, untyped: for loops over tables and deliberately wrong values. */
export const RESULT_TABLES: Record<ResultTable, (overrides?: Row) => Row> = {
  user_heart_rate_data: heartRate,
  user_ftp_data: ftp,
  user_imc_data: imc,
  user_harris_benedict_data: harrisBenedict,
  user_ride_summaries: rideSummary,
  user_workouts: workout,
}

/** An ISO time `seconds` from now. */
export const secondsFromNow = (seconds: number) =>
  new Date(Date.now() + seconds * 1000).toISOString()
