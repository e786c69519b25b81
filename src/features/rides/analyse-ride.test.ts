import { describe, expect, it } from 'vitest'
import { MAX_RIDE_SECONDS } from '../../domain/series'
import { analyseRide } from './analyse-ride'
import { readRideFile } from './read-ride-file'
import { RIDE_FILE_MESSAGES, RideFileError } from './ride-file-error'
import type { ParsedRide, RidePoint } from './ride-point'

const T0 = Date.parse('2026-10-04T09:00:00Z')

function ride(points: RidePoint[]): ParsedRide {
  return { format: 'fit', points, partial: false }
}

/** `seconds` of 1 s records from `from`, 8 m per second along a climb of 0.1 m per second. */
function stretch(from: number, seconds: number, fields: Partial<RidePoint>): RidePoint[] {
  return Array.from({ length: seconds }, (_, i) => {
    const s = from + i
    return { time: T0 + s * 1000, distance: s * 8, altitude: 700 + s / 10, ...fields }
  })
}

describe('the ride figures', () => {
  it('60 min at 200 W with 20 min at 300 W: FTP 285 W from the window that starts at 20 min', () => {
    const analysis = analyseRide(
      ride([
        ...stretch(0, 1200, { power: 200, heartRate: 140 }),
        ...stretch(1200, 1200, { power: 300, heartRate: 170 }),
        ...stretch(2400, 1200, { power: 200, heartRate: 150 }),
      ]),
      75,
    )
    expect(analysis).toMatchObject({
      elapsedSeconds: 3600,
      movingSeconds: 3600,
      distanceMeters: 3599 * 8,
    })
    // 359.9 m climbed steadily, counted in steps of the hysteresis (CLIMB_THRESHOLD_M, 5 m).
    expect(analysis.elevationGainMeters).toBeGreaterThanOrEqual(355)
    expect(analysis.elevationGainMeters).toBeLessThanOrEqual(360)
    expect(analysis.power).toMatchObject({
      average: 233,
      maximum: 300,
      ftp: { watts: 285, windowStart: T0 + 1200 * 1000 },
    })
    expect(analysis.power?.curve).toEqual([
      { seconds: 5, watts: 300, wkg: 4 },
      { seconds: 60, watts: 300, wkg: 4 },
      { seconds: 300, watts: 300, wkg: 4 },
      { seconds: 1200, watts: 300, wkg: 4 },
      { seconds: 3600, watts: 233, wkg: 3.11 },
    ])
    // Against FTP 285: 200 W is Z2 (56–75 %), 300 W is Z4 (91–105 %).
    const zones = Object.fromEntries(analysis.power!.zones!.map((z) => [z.label, z.seconds]))
    expect(zones).toMatchObject({ Z1: 0, Z2: 2400, Z3: 0, Z4: 1200, Z5: 0 })
    expect(analysis.heartRate).toMatchObject({ maximum: 170, best20Minutes: 170 })
    expect(analysis.heartRate!.zones.reduce((sum, z) => sum + z.seconds, 0)).toBe(3600)
  })

  it('a ride without power gives heart rate and route, and says there is no power', () => {
    const analysis = analyseRide(ride(stretch(0, 600, { heartRate: 150 })))
    expect(analysis.power).toBeNull()
    expect(analysis.heartRate?.maximum).toBe(150)
    expect(analysis.heartRate?.best20Minutes).toBeNull()
  })

  it('under 20 minutes: no FTP estimate, IF or TSS, the curve stops where the ride does', () => {
    const analysis = analyseRide(ride(stretch(0, 600, { power: 250 })))
    expect(analysis.power).toMatchObject({
      ftp: null,
      intensityFactor: null,
      tss: null,
      zones: null,
    })
    expect(analysis.power?.curve.map((p) => p.watts)).toEqual([250, 250, 250, null, null])
  })

  it('a ride of 10 seconds is refused with its message', () => {
    expect(() => analyseRide(ride(stretch(0, 10, { power: 250 })))).toThrow(
      new RideFileError('too-short'),
    )
  })
})

const DAY = 24 * 3600

/** A record every `every` seconds from 0 to `seconds` (inclusive), at 200 W. */
function sparse(seconds: number, every: number): RidePoint[] {
  const out: RidePoint[] = []
  for (let s = 0; s < seconds; s += every) out.push({ time: T0 + s * 1000, power: 200 })
  out.push({ time: T0 + seconds * 1000, power: 200 })
  return out
}

/**
 * Issue 31: the series hold one slot per second from the first record to the last, so a ride is
 * bounded by 7 days (the server's bound on elapsed_seconds too), checked before any series is built.
 */
describe('a ride longer than 7 days', () => {
  it('the limit is 7 days and its message names it', () => {
    expect(MAX_RIDE_SECONDS).toBe(7 * DAY)
    expect(RIDE_FILE_MESSAGES['too-long']).toContain('7 dias')
  })

  it.each([
    ['two points 30 years apart', sparse(30 * 365 * DAY, 30 * 365 * DAY)],
    ['two points 7 days apart (7 days and 1 s, both ends counted)', sparse(7 * DAY, 7 * DAY)],
    ['200,000 points an hour apart', sparse(200_000 * 3600, 3600)],
    [
      'an hour at 1 s, then one point 40 days later',
      [...sparse(3600, 1), { time: T0 + 40 * DAY * 1000 }],
    ],
  ])('%s: refused with its message within a second', (_case, points) => {
    const started = performance.now()
    expect(() => analyseRide(ride(points))).toThrow(new RideFileError('too-long'))
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('a ride of exactly 7 days (first to last second, both counted) is analysed', () => {
    const analysis = analyseRide(ride(sparse(7 * DAY - 1, 5)))
    expect(analysis.elapsedSeconds).toBe(7 * DAY)
    expect(analysis.power?.average).toBe(200)
  })

  it('a 234-byte GPX whose two points are 30 years apart is refused as too long, not damaged', () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="x"><trk><trkseg><trkpt lat="-23.55" lon="-46.63"><time>1996-01-01T00:00:00Z</time></trkpt><trkpt lat="-23.56" lon="-46.64"><time>2026-01-01T00:00:00Z</time></trkpt></trkseg></trk></gpx>`
    const started = performance.now()
    expect(() => analyseRide(readRideFile(new TextEncoder().encode(gpx)))).toThrow(
      new RideFileError('too-long'),
    )
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
