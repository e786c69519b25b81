import { describe, expect, it } from 'vitest'
import { analyseRide } from './analyse-ride'
import type { RidePoint } from './ride-point'
import { rideSummaryFields, rideSummaryId } from './ride-summary'

const T0 = Date.parse('2026-10-04T09:00:00Z')

const points = (seconds: number, fields: (s: number) => Partial<RidePoint>): RidePoint[] =>
  Array.from({ length: seconds }, (_, s) => ({ time: T0 + s * 1000, ...fields(s) }))

describe('the ride summary a signed-in rider keeps', () => {
  it('marks a guided session’s summary indoor, under its name (bounded as the server is)', () => {
    const analysis = analyseRide({
      format: 'fit',
      partial: false,
      points: points(600, () => ({ power: 180 })),
    })
    expect(rideSummaryFields(analysis)).toMatchObject({ indoor: false, session_name: null })
    expect(rideSummaryFields(analysis, { name: 'Teste de FTP de 20 minutos' })).toMatchObject({
      indoor: true,
      session_name: 'Teste de FTP de 20 minutos',
    })
    expect(rideSummaryFields(analysis, { name: 'x'.repeat(500) }).session_name).toHaveLength(120)
  })

  it('holds the figures of an hour with 20 min at 300 W, and nothing of the file', () => {
    const analysis = analyseRide({
      format: 'fit',
      partial: false,
      points: points(3600, (s) => {
        const hard = s >= 1200 && s < 2400
        return { power: hard ? 300 : 200, heartRate: hard ? 170 : 140, distance: s * 8 }
      }),
    })
    const fields = rideSummaryFields(analysis)
    expect(fields).toMatchObject({
      ride_started_at: '2026-10-04T09:00:00.000Z',
      file_format: 'fit',
      elapsed_seconds: 3600,
      moving_seconds: 3600,
      distance_m: 28_792,
      avg_power: 233,
      max_power: 300,
      best_5s_power: 300,
      best_20min_power: 300,
      best_60min_power: 233,
      ftp_estimate: 285,
      max_hr: 170,
      best_20min_hr: 170,
      // Against 285 W: 200 W is Z2, 300 W is Z4.
      power_z2_seconds: 2400,
      power_z4_seconds: 1200,
      power_z7_seconds: 0,
    })
    expect(fields.normalized_power).toBeGreaterThan(233)
    expect(fields.tss).toBeGreaterThan(0)
    const heart = [1, 2, 3, 4, 5].map((z) => fields[`hr_z${z}_seconds` as 'hr_z1_seconds'] ?? 0)
    expect(heart.reduce((sum, s) => sum + s, 0)).toBe(3600)
  })

  it('leaves power out of a ride without power, and the FTP figures out under 20 minutes', () => {
    const noPower = rideSummaryFields(
      analyseRide({
        format: 'gpx',
        partial: false,
        points: points(900, () => ({ heartRate: 150 })),
      }),
    )
    expect(noPower).toMatchObject({
      file_format: 'gpx',
      avg_power: null,
      best_5s_power: null,
      ftp_estimate: null,
      power_z1_seconds: null,
      max_hr: 150,
      best_20min_hr: null,
    })
    const short = rideSummaryFields(
      analyseRide({ format: 'tcx', partial: false, points: points(900, () => ({ power: 250 })) }),
    )
    expect(short).toMatchObject({
      avg_power: 250,
      best_5min_power: 250,
      best_20min_power: null,
      ftp_estimate: null,
      tss: null,
      power_z1_seconds: null,
      max_hr: null,
      hr_z1_seconds: null,
    })
  })

  it('leaves out a figure beyond what the server keeps (16-bit power, 8-bit heart rate)', () => {
    const fields = rideSummaryFields(
      analyseRide({
        format: 'gpx',
        partial: false,
        points: points(600, (s) => ({ power: s === 300 ? 70_000 : 200, heartRate: 150 })),
      }),
    )
    expect(fields).toMatchObject({ max_power: null, avg_power: 316, max_hr: 150 })
  })

  it('has one id per ride and rider, on any device', async () => {
    const ride = rideSummaryFields(
      analyseRide({ format: 'fit', partial: false, points: points(600, () => ({ power: 200 })) }),
    )
    const id = await rideSummaryId('ana', ride)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(await rideSummaryId('ana', { ...ride, ride_started_at: '2026-10-04T09:00:00Z' })).toBe(
      id,
    )
    expect(await rideSummaryId('bia', ride)).not.toBe(id)
    expect(await rideSummaryId('ana', { ...ride, elapsed_seconds: 601 })).not.toBe(id)
  })
})
