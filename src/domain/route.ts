/**
 * A ride's route figures from its points (pure): distance and elevation gain. The device's own
 * cumulative distance is preferred when the file has it (FIT, TCX: wheel sensor or the device's
 * filtered GPS); otherwise the points' positions are summed along the great circle.
 */

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8

export interface Position {
  latitude: number
  longitude: number
}

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: Position, b: Position): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Metres ridden: the largest cumulative distance the device wrote minus the first, or the sum of
 * the steps between positions when no point carries a distance.
 */
export function routeDistance(
  points: readonly {
    distance?: number | undefined
    latitude?: number | undefined
    longitude?: number | undefined
  }[],
): number {
  const counted = points.map((p) => p.distance).filter((d): d is number => d !== undefined)
  if (counted.length > 0) {
    const furthest = counted.reduce((max, d) => (d > max ? d : max), -Infinity)
    return Math.max(0, furthest - (counted[0] ?? 0))
  }
  let total = 0
  let previous: Position | undefined
  for (const point of points) {
    if (point.latitude === undefined || point.longitude === undefined) continue
    const here = { latitude: point.latitude, longitude: point.longitude }
    if (previous) total += haversineMeters(previous, here)
    previous = here
  }
  return total
}

/**
 * Rises smaller than this, counted from the last low point, are noise: a GPS's altitude wanders by
 * metres, a barometer's by a few tenths. 5 m gives, on a real Garmin Edge 810 recording, 515 m
 * where the device's own barometric total says 514 m (2 m gave 612 m; every rise, 835 m):
 * `features/rides/climbing.test.ts`.
 */
export const CLIMB_THRESHOLD_M = 5

/**
 * Total ascent with hysteresis: a climb counts once the altitude has risen `threshold` metres
 * above the lowest point since the last counted height, so jitter of a few metres adds nothing.
 */
export function elevationGain(
  altitudes: readonly (number | undefined)[],
  threshold = CLIMB_THRESHOLD_M,
): number {
  let gain = 0
  let base: number | undefined
  for (const altitude of altitudes) {
    if (altitude === undefined || !Number.isFinite(altitude)) continue
    if (base === undefined || altitude < base) {
      base = altitude
    } else if (altitude - base >= threshold) {
      gain += altitude - base
      base = altitude
    }
  }
  return gain
}
