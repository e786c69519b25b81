/**
 * GPX and TCX, as Garmin Connect, Strava and other apps export them: heart rate and cadence in
 * Garmin's TrackPointExtension (v1 or v2), power as `PowerInWatts` (Garmin's PowerExtension) or a
 * plain `power` in GPX, `Watts` inside TCX's `TPX`, under any namespace prefix; times with
 * fractions of a second; empty segments.
 */
import { RideFileError } from './ride-file-error'
import { numberOf, type ParsedRide, type RidePoint } from './ride-point'
import { scanXml } from './xml-scan'

type Field = 'time' | 'altitude' | 'heartRate' | 'cadence' | 'power' | 'distance' | 'lat' | 'lon'

/** GPX: the element (local name) each field is read from, inside a `trkpt` (or `rtept`). */
const GPX_FIELDS: Readonly<Record<string, Field>> = {
  time: 'time',
  ele: 'altitude',
  hr: 'heartRate',
  cad: 'cadence',
  PowerInWatts: 'power',
  power: 'power',
}

/** TCX: the same inside a `Trackpoint` (`Value` counts only inside `HeartRateBpm`). */
const TCX_FIELDS: Readonly<Record<string, Field>> = {
  Time: 'time',
  AltitudeMeters: 'altitude',
  DistanceMeters: 'distance',
  LatitudeDegrees: 'lat',
  LongitudeDegrees: 'lon',
  Cadence: 'cadence',
  Watts: 'power',
}

interface Draft {
  fields: Partial<Record<Field, string>>
  latitude?: number | undefined
  longitude?: number | undefined
}

function pointOf(draft: Draft): RidePoint | null {
  const time = draft.fields.time === undefined ? NaN : Date.parse(draft.fields.time.trim())
  if (!Number.isFinite(time)) return null
  return {
    time,
    power: numberOf(draft.fields.power),
    heartRate: numberOf(draft.fields.heartRate),
    cadence: numberOf(draft.fields.cadence),
    altitude: numberOf(draft.fields.altitude),
    distance: numberOf(draft.fields.distance),
    latitude: draft.latitude ?? numberOf(draft.fields.lat),
    longitude: draft.longitude ?? numberOf(draft.fields.lon),
  }
}

export function parseXmlRide(xml: string, format: 'gpx' | 'tcx'): ParsedRide {
  const pointElement = format === 'gpx' ? new Set(['trkpt', 'rtept']) : new Set(['Trackpoint'])
  const fields = format === 'gpx' ? GPX_FIELDS : TCX_FIELDS
  const points: RidePoint[] = []
  const open: string[] = []
  let draft: Draft | null = null
  let field: Field | null = null

  scanXml(xml, {
    open(name, attributes) {
      open.push(name)
      if (pointElement.has(name)) {
        draft = {
          fields: {},
          latitude: numberOf(attributes.lat),
          longitude: numberOf(attributes.lon),
        }
        field = null
        return
      }
      if (!draft) return
      const parent = open[open.length - 2]
      field =
        format === 'tcx' && name === 'Value' && parent === 'HeartRateBpm'
          ? 'heartRate'
          : (fields[name] ?? null)
    },
    text(text) {
      if (draft && field) draft.fields[field] = (draft.fields[field] ?? '') + text
    },
    close(name) {
      open.pop()
      field = null
      if (!pointElement.has(name) || !draft) return
      const point = pointOf(draft)
      if (point) points.push(point)
      draft = null
    },
  })
  if (points.length === 0) throw new RideFileError('no-points')
  return { format, points, partial: false }
}
