/**
 * Climbing as the ride reader counts it, against a device's own barometric total: the Garmin
 * Edge 810 recording in tests/fixtures/devices (python-fitparse's test file, MIT) says 514 m in
 * its session message. Counting every rise of its altitude series would say 835 m; a rise counts
 * once it is CLIMB_THRESHOLD_M (5 m) above the last low, which gives 515 m. Challenges add this
 * figure up as it is (issue 42).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLIMB_THRESHOLD_M, elevationGain } from '../../domain/route'
import { analyseRide } from './analyse-ride'
import { parseFit } from './parse-fit'

const EDGE_810 = new URL(
  '../../../tests/fixtures/devices/Edge810-Vector-2013-08-16-15-35-10.fit',
  import.meta.url,
)
const BAROMETRIC_TOTAL_M = 514

describe('climbing from an altitude series', () => {
  const ride = parseFit(new Uint8Array(readFileSync(EDGE_810)))

  it('is within 2 % of the barometric total the device wrote', () => {
    const climbed = analyseRide(ride).elevationGainMeters
    expect(Math.abs(climbed - BAROMETRIC_TOTAL_M) / BAROMETRIC_TOTAL_M).toBeLessThan(0.02)
  })

  it('ignores the rises under the threshold: counting them all says 60 % more', () => {
    const altitudes = ride.points.map((point) => point.altitude)
    expect(CLIMB_THRESHOLD_M).toBe(5)
    expect(elevationGain(altitudes, 0)).toBeGreaterThan(BAROMETRIC_TOTAL_M * 1.6)
  })
})
