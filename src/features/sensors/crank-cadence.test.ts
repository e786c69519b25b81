import { describe, expect, it } from 'vitest'
import { hexView } from '../../../tests/fixtures/bluetooth/bytes'
import { stepCrankCadence, type CrankCadenceState, type CrankSample } from './crank-cadence'
import { parseCscMeasurement } from './csc-measurement'
import { parseCyclingPowerMeasurement } from './cycling-power-measurement'

type Row = readonly [at: number, hex: string, rpm: number | undefined]

function crankOf(hex: string, source: 'power' | 'csc'): CrankSample {
  const parsed =
    source === 'power'
      ? parseCyclingPowerMeasurement(hexView(hex))
      : parseCscMeasurement(hexView(hex))
  if (!parsed.ok || !parsed.crank) throw new Error(`no crank data in ${hex}`)
  return parsed.crank
}

/** Plays rows through the step; returns what each would show (rounded to 0.01 rpm). */
function play(rows: readonly Row[], source: 'power' | 'csc') {
  let state: CrankCadenceState | undefined
  return rows.map(([at, hex]) => {
    const step = stepCrankCadence(state, crankOf(hex, source), at)
    state = step.state
    return step.rpm === undefined ? undefined : Math.round(step.rpm * 100) / 100
  })
}

describe('cadence from Cycling Power crank data', () => {
  /*
   * Stages SC3 power meter, notifications with the times they arrived (08 Oct 2022,
   * 11:17:38.791 = 0 ms): TrackMyIndoorWorkout, test/power_meter_sensor_test.dart,
   * https://github.com/TrackMyIndoorWorkout/TrackMyIndoorWorkout, Apache-2.0.
   * Expected rpm = Δrevolutions · 60 · 1024 / Δevent time, worked by hand.
   */
  const stagesSc3: readonly Row[] = [
    [0, '2c 00 8b 00 dd 66 06 0c b2 4a', undefined], // first sample: nothing to compare with
    [7, '2c 00 8b 00 dd 66 06 0c b2 4a', undefined], // repeated event
    [9, '2c 00 8b 00 dd 66 06 0c b2 4a', undefined],
    [1142, '2c 00 8d 00 ca 69 07 0c dd 4e', 57.58], // 1 rev in 1067/1024 s
    [1166, '2c 00 8d 00 ca 69 07 0c dd 4e', 57.58], // repeated: keep the last cadence
    [1518, '2c 00 8d 00 ca 69 07 0c dd 4e', 57.58],
    [1532, '2c 00 88 00 7e 6c 08 0c db 52', 60.12], // 1022 ticks
    [2482, '2c 00 94 00 5c 6f 09 0c c1 56', 61.56], // 998 ticks
    [3787, '2c 00 96 00 36 72 0a 0c 96 5a', 62.63], // 981 ticks
    [6581, '2c 00 96 00 36 72 0a 0c 96 5a', 62.63], // 2.794 s after the last revolution
    [6613, '2c 00 99 00 0d 75 0b 0c 52 5e', 64.27], // 956 ticks
    [8443, '2c 00 99 00 bc 7a 0d 0c af 65', 65.19], // a notification missed: 2 revs in 1885
  ]

  it('Stages SC3, as received', () => {
    expect(play(stagesSc3, 'power')).toEqual(stagesSc3.map(([, , rpm]) => rpm))
  })

  it('a repeated event 3 s after the last revolution is 0 rpm (Stages SC3 bytes, times set)', () => {
    const rows: Row[] = [
      [0, '2c 00 96 00 36 72 0a 0c 96 5a', undefined],
      [956, '2c 00 99 00 0d 75 0b 0c 52 5e', 64.27],
      [2000, '2c 00 99 00 0d 75 0b 0c 52 5e', 64.27],
      [3955, '2c 00 99 00 0d 75 0b 0c 52 5e', 64.27],
      [3956, '2c 00 99 00 0d 75 0b 0c 52 5e', 0],
      [5000, '2c 00 99 00 bc 7a 0d 0c af 65', 65.19], // pedalling again
    ]
    expect(play(rows, 'power')).toEqual(rows.map(([, , rpm]) => rpm))
  })

  it('a crank that never turns reads 0 rpm 3 s after the first sample', () => {
    const rows: Row[] = [
      [0, '2c 00 8b 00 dd 66 06 0c b2 4a', undefined],
      [2999, '2c 00 8b 00 dd 66 06 0c b2 4a', undefined],
      [3000, '2c 00 8b 00 dd 66 06 0c b2 4a', 0],
    ]
    expect(play(rows, 'power')).toEqual(rows.map(([, , rpm]) => rpm))
  })
})

describe('cadence from CSC crank data (the same step)', () => {
  /*
   * Zwift Hub's CSC Measurement in nRF Connect, with arrival times (16:02:00.017 = 0 ms):
   * Berg0162/simcline issue 7, "Test Zwift Hub FTMS".
   */
  it('Zwift Hub, as received', () => {
    const rows: Row[] = [
      [0, '03 a4 00 00 00 18 4e 40 00 a7 4c', undefined],
      [854, '03 a6 00 00 00 72 52 41 00 c0 50', 58.57],
      [1991, '03 a7 00 00 00 a6 54 42 00 c7 54', 59.59],
      [2990, '03 a9 00 00 00 08 59 43 00 c6 58', 60.06],
      [3993, '03 ab 00 00 00 64 5d 44 00 c5 5c', 60.06],
      [5132, '03 ad 00 00 00 9f 61 45 00 ce 60', 59.48],
    ]
    expect(play(rows, 'csc')).toEqual(rows.map(([, , rpm]) => rpm))
  })

  /*
   * Magene Gemini 200, values logged by Auuki (Flux) in test/ble/cscs.test.js (`cadenceLog`),
   * https://github.com/dvmarinoff/Flux, AGPL-3.0; re-encoded here as the crank-only CSC packets
   * they were decoded from. The log has no arrival times: 700 ms apart is assumed.
   * Its event time wraps: 65228 → 347 is 655 ticks, 93.8 rpm.
   */
  it('Magene Gemini 200 across the event-time wrap', () => {
    const rows: Row[] = [
      [0, '02 24 a3 44 fc', undefined], // 41764 revolutions at 64580
      [700, '02 25 a3 cc fe', 94.81], // 41765 at 65228: 648 ticks
      [1400, '02 26 a3 5b 01', 93.8], // 41766 at 347: wrapped, 655 ticks
      [2100, '02 27 a3 ed 03', 93.37], // 41767 at 1005: 658 ticks
    ]
    expect(play(rows, 'csc')).toEqual(rows.map(([, , rpm]) => rpm))
  })

  /*
   * Crank-only notifications from a sensor Incyclist logged as "defect", 539 ticks apart:
   * incyclist/devices, src/ble/characteristics/csc/measurement.unit.test.ts, MIT.
   */
  it('a fast but believable 114 rpm (Incyclist)', () => {
    const rows: Row[] = [
      [0, '02 f7 00 50 c1', undefined],
      [530, '02 f8 00 6b c3', 113.99],
    ]
    expect(play(rows, 'csc')).toEqual(rows.map(([, , rpm]) => rpm))
  })
})

describe('counter wrap and implausible cadence (no capture crosses these: samples built)', () => {
  const sample = (revolutions: number, eventTime: number): CrankSample => ({
    revolutions,
    eventTime,
  })

  it.each([
    ['revolutions wrap', sample(65535, 20000), sample(0, 21024), 60],
    ['event time wraps', sample(100, 65000), sample(101, 488), 60],
    ['both wrap at once', sample(65535, 65000), sample(1, 1512), 60],
  ])('%s', (_, first, second, rpm) => {
    const start = stepCrankCadence(undefined, first, 0)
    expect(stepCrankCadence(start.state, second, 1000).rpm).toBeCloseTo(rpm, 6)
  })

  it('drops a cadence over 250 rpm and keeps the last believable one in the state', () => {
    let state = stepCrankCadence(undefined, sample(10, 1000), 0).state
    state = stepCrankCadence(state, sample(11, 2024), 1000).state // 60 rpm
    const spike = stepCrankCadence(state, sample(12, 2124), 1100) // 1 rev in 100 ticks: 614 rpm
    expect(spike).toMatchObject({ rpm: undefined, dropped: 'implausible' })
    expect(spike.state.rpm).toBe(60)
    // The spike's counters are the new reference: the next revolution is measured from them.
    expect(stepCrankCadence(spike.state, sample(13, 3148), 2100).rpm).toBeCloseTo(60, 6)
  })

  it('drops a new revolution with no time between events', () => {
    const start = stepCrankCadence(undefined, sample(10, 1000), 0)
    expect(stepCrankCadence(start.state, sample(11, 1000), 500)).toMatchObject({
      rpm: undefined,
      dropped: 'implausible',
    })
  })

  it('drops the jump of a sensor that restarted from zero, then measures again', () => {
    let state = stepCrankCadence(undefined, sample(3078, 19122), 0).state
    state = stepCrankCadence(state, sample(3079, 20189), 1000).state
    const restart = stepCrankCadence(state, sample(0, 0), 2000)
    expect(restart.dropped).toBe('implausible')
    expect(stepCrankCadence(restart.state, sample(1, 1024), 3000).rpm).toBeCloseTo(60, 6)
  })

  it('the first turn after a stop longer than the 64 s counter span reads 0, then measures', () => {
    let state = stepCrankCadence(undefined, sample(10, 1000), 0).state
    state = stepCrankCadence(state, sample(11, 2024), 1000).state
    // 70 s later the wrapped event time would claim 10 rpm; it cannot be trusted.
    const back = stepCrankCadence(state, sample(12, (2024 + 70 * 1024) % 65536), 71000)
    expect(back.rpm).toBe(0)
    expect(stepCrankCadence(back.state, sample(13, (2024 + 71 * 1024) % 65536), 72000).rpm).toBe(60)
  })
})
