/**
 * FIT, through Garmin's own SDK. Real files carry records with only a battery level, developer
 * fields, several files chained in one (the SDK reads them in turn) and field sizes that differ
 * from the profile (the SDK reads the sizes the file declares). A file cut short or whose CRC does
 * not match still yields the records before the damage: they come back marked `partial`.
 */
import { Decoder, Stream, type RecordMesg } from '@garmin/fitsdk'
import { RideFileError } from './ride-file-error'
import type { ParsedRide, RidePoint } from './ride-point'

/** FIT positions are semicircles: 2^31 of them make 180°. */
const DEGREES_PER_SEMICIRCLE = 180 / 2 ** 31

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

function pointOf(record: RecordMesg): RidePoint | null {
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
  const stream = Stream.fromByteArray(bytes)
  if (!Decoder.isFIT(stream)) throw new RideFileError('unknown')
  const decoder = new Decoder(stream)
  const intact = decoder.checkIntegrity()
  const { messages, errors } = decoder.read({
    applyScaleAndOffset: true,
    expandComponents: true,
    expandSubFields: false,
    convertTypesToStrings: false,
    convertDateTimesToDates: true,
    includeUnknownData: false,
    mergeHeartRates: true,
  })
  const points = (messages.recordMesgs ?? [])
    .map(pointOf)
    .filter((point): point is RidePoint => point !== null)
  const partial = !intact || errors.length > 0
  if (points.length === 0) throw new RideFileError(partial ? 'damaged' : 'no-points')
  return { format: 'fit', points, partial }
}
