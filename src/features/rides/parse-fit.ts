/**
 * FIT, through Garmin's own SDK (src/fit/decode.ts). Real files carry records with only a battery
 * level, developer fields, several files chained in one and field sizes that differ from the
 * profile; a file cut short or whose CRC does not match still yields the points before the
 * damage: they come back marked `partial`.
 */
import { DEGREES_PER_SEMICIRCLE, readFitRecords, type FitRecord } from '../../fit/decode'
import { RideFileError } from './ride-file-error'
import type { ParsedRide, RidePoint } from './ride-point'

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

function pointOf(record: FitRecord): RidePoint | null {
  const stamp = record.timestamp
  const time = stamp instanceof Date ? stamp.getTime() : undefined
  if (time === undefined || !Number.isFinite(time)) return null
  const lat = finite(record.positionLat)
  const lon = finite(record.positionLong)
  const point: RidePoint = {
    time,
    power: finite(record.power),
    heartRate: finite(record.heartRate),
    cadence: finite(record.cadence),
    altitude: finite(record.enhancedAltitude) ?? finite(record.altitude),
    distance: finite(record.distance),
    latitude: lat === undefined ? undefined : lat * DEGREES_PER_SEMICIRCLE,
    longitude: lon === undefined ? undefined : lon * DEGREES_PER_SEMICIRCLE,
  }
  // A record with a battery level, a temperature or a lap marker only: not a point of the ride.
  const data = [point.power, point.heartRate, point.cadence, point.altitude, point.distance, lat]
  return data.some((value) => value !== undefined) ? point : null
}

export function parseFit(bytes: Uint8Array): ParsedRide {
  const read = readFitRecords(bytes)
  if (!read) throw new RideFileError('unknown')
  const { records, partial } = read
  const points = records.map(pointOf).filter((point): point is RidePoint => point !== null)
  if (points.length === 0) throw new RideFileError(partial ? 'damaged' : 'no-points')
  return { format: 'fit', points, partial }
}
