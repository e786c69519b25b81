import type { ResultFieldsByKind, ResultKind } from './types'

type FieldType = 'number' | 'nullable-number' | 'string' | 'nullable-string' | 'boolean'

/**
 * Each kind's columns with their type, in the server's order (spec 02 §3). Used to build the row a
 * push sends, to read a pulled row back (PostgREST may send `numeric` as a string) and for CSV.
 */
export const RESULT_FIELDS: {
  readonly [K in ResultKind]: readonly (readonly [
    keyof ResultFieldsByKind[K] & string,
    FieldType,
  ])[]
} = {
  heart_rate: [
    ['age', 'number'],
    ['gender', 'string'],
    ['method', 'string'],
    ['max_hr', 'number'],
    ['zone1_min', 'number'],
    ['zone1_max', 'number'],
    ['zone2_min', 'number'],
    ['zone2_max', 'number'],
    ['zone3_min', 'number'],
    ['zone3_max', 'number'],
    ['zone4_min', 'number'],
    ['zone4_max', 'number'],
    ['zone5_min', 'number'],
    ['zone5_max', 'number'],
    ['fthr', 'nullable-number'],
  ],
  ftp: [
    ['ftp', 'number'],
    ['method', 'string'],
    ['weight_kg', 'nullable-number'],
    ['source', 'nullable-string'],
  ],
  imc: [
    ['height', 'number'],
    ['weight', 'number'],
    ['imc', 'number'],
    ['classification', 'string'],
  ],
  harris_benedict: [
    ['height', 'number'],
    ['weight', 'number'],
    ['age', 'number'],
    ['gender', 'string'],
    ['tmb', 'number'],
    ['activity_level', 'string'],
    ['daily_calories', 'number'],
  ],
  ride_summary: [
    ['ride_started_at', 'string'],
    ['file_format', 'string'],
    ['elapsed_seconds', 'number'],
    ['moving_seconds', 'number'],
    ['distance_m', 'number'],
    ['elevation_gain_m', 'number'],
    ['avg_power', 'nullable-number'],
    ['max_power', 'nullable-number'],
    ['normalized_power', 'nullable-number'],
    ['best_5s_power', 'nullable-number'],
    ['best_1min_power', 'nullable-number'],
    ['best_5min_power', 'nullable-number'],
    ['best_20min_power', 'nullable-number'],
    ['best_60min_power', 'nullable-number'],
    ['ftp_estimate', 'nullable-number'],
    ['intensity_factor', 'nullable-number'],
    ['tss', 'nullable-number'],
    ['power_z1_seconds', 'nullable-number'],
    ['power_z2_seconds', 'nullable-number'],
    ['power_z3_seconds', 'nullable-number'],
    ['power_z4_seconds', 'nullable-number'],
    ['power_z5_seconds', 'nullable-number'],
    ['power_z6_seconds', 'nullable-number'],
    ['power_z7_seconds', 'nullable-number'],
    ['max_hr', 'nullable-number'],
    ['avg_hr', 'nullable-number'],
    ['best_20min_hr', 'nullable-number'],
    ['hr_z1_seconds', 'nullable-number'],
    ['hr_z2_seconds', 'nullable-number'],
    ['hr_z3_seconds', 'nullable-number'],
    ['hr_z4_seconds', 'nullable-number'],
    ['hr_z5_seconds', 'nullable-number'],
    ['indoor', 'boolean'],
    ['session_name', 'nullable-string'],
  ],
  athlete_profile: [
    ['birth_year', 'nullable-number'],
    ['sex', 'nullable-string'],
    ['weight_kg', 'nullable-number'],
    ['height_cm', 'nullable-number'],
  ],
  workout: [
    ['name', 'string'],
    ['text', 'string'],
    ['total_seconds', 'number'],
  ],
}

/** Reads a kind's fields out of a server row; undefined when a required column is unusable. */
export function fieldsFromRow<K extends ResultKind>(
  kind: K,
  row: Record<string, unknown>,
): ResultFieldsByKind[K] | undefined {
  const out: Record<string, unknown> = {}
  for (const [name, type] of RESULT_FIELDS[kind]) {
    const value = row[name]
    if (type === 'boolean') {
      // A column added later (a row from before it, on the device or a server not yet migrated).
      out[name] = value === true
      continue
    }
    if (type === 'string' || type === 'nullable-string') {
      if (typeof value === 'string') out[name] = value
      else if (type === 'nullable-string' && (value === null || value === undefined))
        out[name] = null
      else return undefined
      continue
    }
    if (value === null || value === undefined) {
      if (type === 'number') return undefined
      out[name] = null
      continue
    }
    const n = typeof value === 'string' ? Number(value) : value
    if (typeof n !== 'number' || !Number.isFinite(n)) return undefined
    out[name] = n
  }
  return out as unknown as ResultFieldsByKind[K]
}

/** The kind's fields as a plain record of columns (for a push or an export). */
export function fieldsToColumns(kind: ResultKind, fields: object): Record<string, unknown> {
  const source = fields as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [name, type] of RESULT_FIELDS[kind]) {
    out[name] =
      type === 'boolean' ? source[name] === true : (source[name] ?? (type === 'string' ? '' : null))
  }
  return out
}
