import type { RideSummaryFields } from '../../results'
import type { RideAnalysis, ZoneTime } from './analyse-ride'

const curveAt = (analysis: RideAnalysis, seconds: number): number | null =>
  analysis.power?.curve.find((point) => point.seconds === seconds)?.watts ?? null

/** The seconds of the `index`-th zone, or null when there are no zones. */
const zoneAt = (zones: readonly ZoneTime[] | null | undefined, index: number): number | null =>
  zones ? (zones[index]?.seconds ?? 0) : null

/**
 * What a signed-in rider keeps of an analysis (issue 23): its figures as the server's columns.
 * Nothing of the file itself: no track, no samples, no file name.
 */
export function rideSummaryFields(analysis: RideAnalysis): RideSummaryFields {
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
    avg_power: power?.average ?? null,
    max_power: power?.maximum ?? null,
    normalized_power: power?.normalized ?? null,
    best_5s_power: curveAt(analysis, 5),
    best_1min_power: curveAt(analysis, 60),
    best_5min_power: curveAt(analysis, 300),
    best_20min_power: curveAt(analysis, 1200),
    best_60min_power: curveAt(analysis, 3600),
    ftp_estimate: power?.ftp?.watts ?? null,
    intensity_factor: power?.intensityFactor ?? null,
    tss: power?.tss ?? null,
    power_z1_seconds: powerZone(0),
    power_z2_seconds: powerZone(1),
    power_z3_seconds: powerZone(2),
    power_z4_seconds: powerZone(3),
    power_z5_seconds: powerZone(4),
    power_z6_seconds: powerZone(5),
    power_z7_seconds: powerZone(6),
    max_hr: heartRate?.maximum ?? null,
    avg_hr: heartRate?.average ?? null,
    best_20min_hr: heartRate?.best20Minutes ?? null,
    hr_z1_seconds: heartZone(0),
    hr_z2_seconds: heartZone(1),
    hr_z3_seconds: heartZone(2),
    hr_z4_seconds: heartZone(3),
    hr_z5_seconds: heartZone(4),
  }
}

/** The same ride already kept: a rider who opens a file twice keeps one summary. */
export const sameRide = (a: RideSummaryFields, b: RideSummaryFields) =>
  Date.parse(a.ride_started_at) === Date.parse(b.ride_started_at) &&
  a.elapsed_seconds === b.elapsed_seconds
