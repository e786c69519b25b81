/**
 * The contract between the calculator screens and the offline-first results store. Field names
 * are the server's columns (spec 02 §3), so a record goes to Supabase as it is stored here.
 */

/**
 * Every kind of result, once. The order is the one the engine pulls in and an export lists the
 * columns in (a CSV's header follows it).
 */
export const RESULT_KINDS = [
  'heart_rate',
  'ftp',
  'imc',
  'harris_benedict',
  'ride_summary',
  'athlete_profile',
  'workout',
] as const
export type ResultKind = (typeof RESULT_KINDS)[number]

/**
 * The calculators' kinds. The rider's profile and saved workouts are kept and synced the same way,
 * but neither is a calculation.
 */
export type CalculatorKind = Exclude<ResultKind, 'athlete_profile' | 'workout'>
export const CALCULATOR_KINDS: readonly CalculatorKind[] = RESULT_KINDS.filter(
  (kind): kind is CalculatorKind => kind !== 'athlete_profile' && kind !== 'workout',
)

export interface HeartRateFields {
  age: number
  gender: 'masculino' | 'feminino'
  /** 'medida': max_hr is the rider's own, measured (a ride file's, a test's). */
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

export interface FtpFields {
  ftp: number
  method: 'coggan' | 'trainerroad'
  /** The FTP screen's optional 'Peso (kg)': W/kg history stays exact (ADR 0006 "FTP weight"). */
  weight_kg: number | null
  /**
   * 'ride_file': estimated by the ride-file analysis ('Usar este FTP'); 'field_test': measured by a
   * guided field test; absent or null: typed.
   */
  source?: FtpSource | null
}

/** Where an FTP came from when the rider did not type it (`user_ftp_data.source`). */
export type FtpSource = 'ride_file' | 'field_test'

export interface ImcFields {
  height: number
  weight: number
  imc: number
  classification: string
}

export interface HarrisBenedictFields {
  height: number
  weight: number
  age: number
  gender: 'male' | 'female'
  tmb: number
  activity_level: 'sedentary' | 'light' | 'moderate' | 'very_active' | 'extra_active'
  daily_calories: number
}

/**
 * One ride file's figures ('Análise de Pedal'), kept for a signed-in rider: never the
 * file, its track or its samples. Power figures are null without power data, heart-rate ones
 * without a strap, the FTP-based ones (estimate, IF, TSS, power zones) under 20 minutes.
 */
export interface RideSummaryFields {
  /** ISO 8601: the ride's first record. */
  ride_started_at: string
  file_format: 'fit' | 'gpx' | 'tcx'
  elapsed_seconds: number
  moving_seconds: number
  distance_m: number
  elevation_gain_m: number
  avg_power: number | null
  max_power: number | null
  normalized_power: number | null
  best_5s_power: number | null
  best_1min_power: number | null
  best_5min_power: number | null
  best_20min_power: number | null
  best_60min_power: number | null
  ftp_estimate: number | null
  intensity_factor: number | null
  tss: number | null
  power_z1_seconds: number | null
  power_z2_seconds: number | null
  power_z3_seconds: number | null
  power_z4_seconds: number | null
  power_z5_seconds: number | null
  power_z6_seconds: number | null
  power_z7_seconds: number | null
  max_hr: number | null
  avg_hr: number | null
  best_20min_hr: number | null
  hr_z1_seconds: number | null
  hr_z2_seconds: number | null
  hr_z3_seconds: number | null
  hr_z4_seconds: number | null
  hr_z5_seconds: number | null
  /** Ridden indoors: a field test or a trainer workout (a challenge may leave it out). */
  indoor: boolean
  /** The field test's or workout's name, for a session's summary; null for a ride file. */
  session_name: string | null
}

/**
 * The rider's own data, one row per user in `athlete_profiles`: what the calculators
 * prefill from. Every field is optional; the bounds are the calculators' (age 1–120 as a year).
 */
export interface AthleteProfileFields {
  birth_year: number | null
  sex: 'masculino' | 'feminino' | null
  weight_kg: number | null
  height_cm: number | null
}

/**
 * A workout the rider wrote in the editor, one row per workout in `user_workouts`.
 * Unlike a result it is edited in place (`updateResult`). Bounds: `WORKOUT_LIMITS`
 * (src/lib/workout-limits.ts).
 */
export interface WorkoutFields {
  /** Trimmed, 1–80 characters. */
  name: string
  /** The steps in the editor's text syntax, 1–10,000 characters: the source of truth. */
  text: string
  /** The editor's total time, 1–21,600 s (six hours). */
  total_seconds: number
}

export interface ResultFieldsByKind {
  heart_rate: HeartRateFields
  ftp: FtpFields
  imc: ImcFields
  harris_benedict: HarrisBenedictFields
  ride_summary: RideSummaryFields
  athlete_profile: AthleteProfileFields
  workout: WorkoutFields
}

/** The server table of each kind. */
export const RESULT_TABLES: Readonly<Record<ResultKind, string>> = {
  heart_rate: 'user_heart_rate_data',
  ftp: 'user_ftp_data',
  imc: 'user_imc_data',
  harris_benedict: 'user_harris_benedict_data',
  ride_summary: 'user_ride_summaries',
  athlete_profile: 'athlete_profiles',
  workout: 'user_workouts',
}

/**
 * Kinds with one row per user (upsert on user_id); FTP, ride summaries and workouts keep many.
 */
export const SINGLE_ROW_KINDS: ReadonlySet<ResultKind> = new Set([
  'heart_rate',
  'imc',
  'harris_benedict',
  'athlete_profile',
])

/**
 * History kinds whose rows change after they are first saved (`updateResult`): a push merges into
 * the server's row instead of ignoring a duplicate, and the newer updated_at wins there.
 */
export const EDITABLE_KINDS: ReadonlySet<ResultKind> = new Set(['workout'])

export type SyncState = 'pending' | 'synced' | 'failed'

/** Who a local row belongs to: a user id, or 'anon' for a signed-out visitor on this device. */
export type Owner = string
export const ANONYMOUS_OWNER: Owner = 'anon'

export interface StoredResult<K extends ResultKind = ResultKind> {
  /** Client-generated UUID, also the server row's id. */
  id: string
  kind: K
  owner: Owner
  fields: ResultFieldsByKind[K]
  createdAt: string
  updatedAt: string
  syncState: SyncState
  /** The server's message when `syncState` is 'failed'. */
  syncError?: string
}

/** The header's sync status: 'Sincronizado', '{n} pendente(s)', 'Offline', 'Falha…'. */
export interface SyncStatus {
  state: 'idle' | 'synced' | 'pending' | 'offline' | 'failed'
  pending: number
  failed: number
}
