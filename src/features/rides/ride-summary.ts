import type { RideSummaryFields } from '../results'
import type { RideAnalysis, ZoneTime } from './analyse-ride'

/**
 * The server keeps power as FIT does, in 16 bits, and heart rate in 8: a value beyond (a GPX or
 * TCX may carry anything) is no figure, so the summary still syncs.
 */
const MAX_WATTS = 65_535
const MAX_BPM = 255
const upTo = (limit: number) => (value: number | null | undefined) =>
  value != null && value <= limit ? value : null
const watts = upTo(MAX_WATTS)
/** The server's bound on a session's name (`user_ride_summaries.session_name`). */
const SESSION_NAME_MAX_CHARS = 120
const bpm = upTo(MAX_BPM)

const curveAt = (analysis: RideAnalysis, seconds: number): number | null =>
  watts(analysis.power?.curve.find((point) => point.seconds === seconds)?.watts)

/** The seconds of the `index`-th zone, or null when there are no zones. */
const zoneAt = (zones: readonly ZoneTime[] | null | undefined, index: number): number | null =>
  zones ? (zones[index]?.seconds ?? 0) : null

/**
 * What a signed-in rider keeps of an analysis: its figures as the server's columns.
 * Nothing of the file itself: no track, no samples, no file name.
 */
export function rideSummaryFields(
  analysis: RideAnalysis,
  /** A guided session's summary: ridden indoors, under the session's name. */
  session?: { name: string },
): RideSummaryFields {
  const { power, heartRate } = analysis
  const powerZone = (index: number) => zoneAt(power?.zones, index)
  const heartZone = (index: number) => zoneAt(heartRate?.zones, index)
  return {
    ride_started_at: new Date(analysis.startTime).toISOString(),
    file_format: analysis.format,
    elapsed_seconds: analysis.elapsedSeconds,
    moving_seconds: analysis.movingSeconds,
    distance_m: analysis.distanceMeters,
    elevation_gain_m: analysis.elevationGainMeters,
    avg_power: watts(power?.average),
    max_power: watts(power?.maximum),
    normalized_power: watts(power?.normalized),
    best_5s_power: curveAt(analysis, 5),
    best_1min_power: curveAt(analysis, 60),
    best_5min_power: curveAt(analysis, 300),
    best_20min_power: curveAt(analysis, 1200),
    best_60min_power: curveAt(analysis, 3600),
    ftp_estimate: watts(power?.ftp?.watts),
    intensity_factor: power?.intensityFactor ?? null,
    tss: power?.tss ?? null,
    power_z1_seconds: powerZone(0),
    power_z2_seconds: powerZone(1),
    power_z3_seconds: powerZone(2),
    power_z4_seconds: powerZone(3),
    power_z5_seconds: powerZone(4),
    power_z6_seconds: powerZone(5),
    power_z7_seconds: powerZone(6),
    max_hr: bpm(heartRate?.maximum),
    avg_hr: bpm(heartRate?.average),
    best_20min_hr: bpm(heartRate?.best20Minutes),
    hr_z1_seconds: heartZone(0),
    hr_z2_seconds: heartZone(1),
    hr_z3_seconds: heartZone(2),
    hr_z4_seconds: heartZone(3),
    hr_z5_seconds: heartZone(4),
    indoor: session !== undefined,
    session_name: session ? session.name.slice(0, SESSION_NAME_MAX_CHARS) : null,
  }
}

/**
 * The summary's id, the same for the same ride of the same rider on any device (SHA-256 of owner,
 * start and length, as a UUID of version 8): opened twice, here or elsewhere, it is kept once.
 */
export async function rideSummaryId(owner: string, fields: RideSummaryFields): Promise<string> {
  const key = `${owner}|${Date.parse(fields.ride_started_at)}|${fields.elapsed_seconds}`
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)),
  ).slice(0, 16)
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x80
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-')
}
