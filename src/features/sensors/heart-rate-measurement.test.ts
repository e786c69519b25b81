import { describe, expect, it } from 'vitest'
import { hexView } from '../../../tests/fixtures/bluetooth/bytes'
import { parseHeartRateMeasurement } from './heart-rate-measurement'

/*
 * Heart Rate Measurement notifications captured from straps:
 * - Polar H7 (`polarH7SampleData`), an unnamed strap (`moreHrmSampleData`) and a strap off the
 *   skin (`byteHrmSampleData`): TrackMyIndoorWorkout, test/heart_rate_monitor_sensor_test.dart,
 *   https://github.com/TrackMyIndoorWorkout/TrackMyIndoorWorkout, Apache-2.0.
 * - Polar H10 through gatttool: Stack Overflow question 50477232, "Reading Heart Rate
 *   Measurement (x2A37) values" (CC BY-SA 4.0).
 * - Polar H10 on Android: Stack Overflow question 67024800, "BLE Heart Rate Senser Value
 *   Interpretation" (CC BY-SA 4.0).
 * - A strap read through Web Bluetooth, 5 bytes with a dangling one: WebBluetoothCG/web-bluetooth
 *   issue 493, "Read RR Value from HR Device".
 * - A Zwift Hub relaying its "no strap" heart rate: Berg0162/simcline issue 7, "Test Zwift Hub
 *   FTMS" (serial log of the Hub's notifications).
 * No capture found uses the 16-bit value or sends Energy Expended (Polar says its straps never
 * do: polarofficial/polar-ble-sdk issue 17): those rows are built from the GATT Specification
 * Supplement §3.113 and are marked "spec".
 */
describe('parseHeartRateMeasurement', () => {
  it.each([
    ['Polar H7, two RR', '16 73 10 02 0d 02', 115, 'detected', [528, 525], [516, 513]],
    ['Polar H7, one RR', '16 74 29 02', 116, 'detected', [553], [540]],
    ['unnamed strap (TMIW), one RR', '16 59 a2 02', 89, 'detected', [674], [658]],
    ['strap off the skin', '04 54', 84, 'not-detected', [], []],
    ['Polar H10, contact bits clear', '10 48 2c 03', 72, 'unsupported', [812], [793]],
    [
      'Polar H10, two RR in one notification',
      '10 49 5e 03 96 03',
      73,
      'unsupported',
      [862, 918],
      [842, 896],
    ],
    ['Polar H10 on Android', '10 3b 53 04', 59, 'unsupported', [1107], [1081]],
    ['dangling odd byte after the RR', '10 3e b1 03 de', 62, 'unsupported', [945], [923]],
  ] as const)('%s: %s', (_, hex, bpm, sensorContact, rrIntervals, rrMs) => {
    const result = parseHeartRateMeasurement(hexView(hex))
    expect(result).toEqual({ ok: true, bpm, sensorContact, rrIntervals, rrMs })
  })

  it.each([
    ['spec: 16-bit value', '01 8c 00', { bpm: 140, rrIntervals: [] }],
    ['spec: energy expended, no RR', '08 50 2a 00', { bpm: 80, energyExpendedKj: 42 }],
    [
      'spec: 16-bit value, energy and RR, contact detected',
      '1f 8c 00 e8 03 00 02',
      {
        bpm: 140,
        sensorContact: 'detected',
        energyExpendedKj: 1000,
        rrIntervals: [512],
        rrMs: [500],
      },
    ],
    ['spec: lowest plausible', '00 1e', { bpm: 30 }],
    ['spec: highest plausible', '00 fa', { bpm: 250 }],
  ] as const)('%s: %s', (_, hex, expected) => {
    expect(parseHeartRateMeasurement(hexView(hex))).toMatchObject({ ok: true, ...expected })
  })

  it.each([
    ['empty', '', 'short'],
    ['flags alone', '16', 'short'],
    ['spec: 16-bit value announced, one byte sent', '01 8c', 'short'],
    ['spec: energy announced, one byte of it sent', '08 50 2a', 'short'],
    ['Zwift Hub with no strap paired: 0 bpm', '04 00', 'implausible'],
    ['spec: 29 bpm', '00 1d', 'implausible'],
    ['spec: 251 bpm', '00 fb', 'implausible'],
    ['spec: 16-bit 300 bpm', '01 2c 01', 'implausible'],
  ] as const)('drops %s (%s) as %s', (_, hex, reason) => {
    expect(parseHeartRateMeasurement(hexView(hex))).toEqual({ ok: false, reason })
  })
})
