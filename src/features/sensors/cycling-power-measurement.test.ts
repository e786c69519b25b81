import { describe, expect, it } from 'vitest'
import { hexView } from '../../../tests/fixtures/bluetooth/bytes'
import { parseCyclingPowerMeasurement } from './cycling-power-measurement'

/*
 * Cycling Power Measurement notifications captured from power meters:
 * - Stages SC3 and an unnamed crank meter (`sampleData`): TrackMyIndoorWorkout,
 *   test/power_meter_sensor_test.dart, https://github.com/TrackMyIndoorWorkout/TrackMyIndoorWorkout,
 *   Apache-2.0.
 * - 4iiii (from a btsnoop_hci.log): OpenTracksApp/OpenTracks issue 1352, "Cycling powermeter: read
 *   cadence as well", and its test src/androidTest/java/de/dennisguse/opentracks/sensors/
 *   BluetoothHandlerCyclingPowerTest.java, https://github.com/OpenTracksApp/OpenTracks, Apache-2.0.
 * - Power-only `00 00 28 00`: the same OpenTracks test, device not named.
 * Every meter above sends flags 0x002C (torque with its source bit, crank data). No capture found
 * carries pedal balance, wheel data or the fields after crank data: those rows are built from the
 * GATT Specification Supplement §3.65 and marked "spec".
 */
describe('parseCyclingPowerMeasurement', () => {
  it.each([
    [
      'Stages SC3',
      '2c 00 8b 00 dd 66 06 0c b2 4a',
      { watts: 139, accumulatedTorque: 26333, crank: { revolutions: 3078, eventTime: 19122 } },
    ],
    [
      '4iiii, coasting',
      '2c 00 00 00 9f 00 0c 00 e5 42',
      { watts: 0, accumulatedTorque: 159, crank: { revolutions: 12, eventTime: 17125 } },
    ],
    [
      '4iiii, later',
      '2c 00 00 00 df 00 2b 00 39 f6',
      { watts: 0, accumulatedTorque: 223, crank: { revolutions: 43, eventTime: 63033 } },
    ],
    [
      'unnamed crank meter (TMIW)',
      '2c 00 67 00 d1 b5 e4 00 48 55',
      { watts: 103, accumulatedTorque: 46545, crank: { revolutions: 228, eventTime: 21832 } },
    ],
    ['power only (OpenTracks)', '00 00 28 00', { watts: 40 }],
    ['spec: pedal balance', '01 00 96 00 64', { watts: 150, pedalPowerBalance: 50 }],
    [
      'spec: balance with its reference bit, then crank',
      '23 00 c8 00 5b 0c 00 00 04',
      { watts: 200, pedalPowerBalance: 45.5, crank: { revolutions: 12, eventTime: 1024 } },
    ],
    [
      'spec: wheel data alone',
      '10 00 fa 00 10 27 00 00 00 08',
      { watts: 250, wheel: { revolutions: 10000, eventTime: 2048 } },
    ],
    [
      'spec: torque, wheel and crank',
      '34 00 2c 01 10 00 e8 03 00 00 00 10 64 00 00 20',
      {
        watts: 300,
        accumulatedTorque: 16,
        wheel: { revolutions: 1000, eventTime: 4096 },
        crank: { revolutions: 100, eventTime: 8192 },
      },
    ],
    [
      'spec: accumulated energy after the crank data is left unread',
      '20 08 64 00 05 00 00 10 2a 00',
      { watts: 100, crank: { revolutions: 5, eventTime: 4096 } },
    ],
    ['spec: 2,500 W is believable', '00 00 c4 09', { watts: 2500 }],
  ] as const)('%s: %s', (_, hex, expected) => {
    expect(parseCyclingPowerMeasurement(hexView(hex))).toEqual({ ok: true, ...expected })
  })

  it.each([
    ['empty', '', 'short'],
    ['flags alone', '2c 00', 'short'],
    ['power cut in half', '00 00 28', 'short'],
    ['Stages SC3 without its last byte', '2c 00 8b 00 dd 66 06 0c b2', 'short'],
    ['spec: balance announced, absent', '01 00 96 00', 'short'],
    ['spec: wheel data cut short', '10 00 fa 00 10 27 00 00 00', 'short'],
    ['spec: 2,501 W', '00 00 c5 09', 'implausible'],
    ['spec: -1 W', '00 00 ff ff', 'implausible'],
    ['spec: -32768 W (an unset sint16)', '00 00 00 80', 'implausible'],
  ] as const)('drops %s (%s) as %s', (_, hex, reason) => {
    expect(parseCyclingPowerMeasurement(hexView(hex))).toEqual({ ok: false, reason })
  })
})
