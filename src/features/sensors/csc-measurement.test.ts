import { describe, expect, it } from 'vitest'
import { hexView } from '../../../tests/fixtures/bluetooth/bytes'
import { parseCscMeasurement } from './csc-measurement'

/*
 * CSC Measurement notifications captured from sensors:
 * - Wahoo speed/cadence sensor in nRF Connect: OpenTracksApp/OpenTracks issue 1054,
 *   "Wahoo sensor (0x2A5B)".
 * - Zwift Hub in nRF Connect: Berg0162/simcline issue 7, "Test Zwift Hub FTMS".
 * - Sensors from Incyclist's production logs (one it calls "defect", one after a reconnect):
 *   incyclist/devices, src/ble/characteristics/csc/measurement.unit.test.ts and
 *   src/ble/csc/sensor.unit.test.ts, https://github.com/incyclist/devices, MIT.
 * - A crank sensor in Auuki's cadence test: dvmarinoff/Flux, test/ble/cscs.test.js ("calculate
 *   data series"), https://github.com/dvmarinoff/Flux, AGPL-3.0.
 * - A wheel counter past 2^24: OpenTracks' test
 *   src/androidTest/java/de/dennisguse/opentracks/sensors/BluetoothHandlerCyclingDistanceSpeedTest.java,
 *   Apache-2.0 (a test vector; its origin is not stated).
 */
describe('parseCscMeasurement', () => {
  it.each([
    [
      'Wahoo, wheel still, crank turning',
      '03 00 00 00 00 10 01 21 00 c6 eb',
      { wheel: { revolutions: 0, eventTime: 272 }, crank: { revolutions: 33, eventTime: 60358 } },
    ],
    [
      'Zwift Hub',
      '03 a4 00 00 00 18 4e 40 00 a7 4c',
      {
        wheel: { revolutions: 164, eventTime: 19992 },
        crank: { revolutions: 64, eventTime: 19623 },
      },
    ],
    [
      'Incyclist log, both',
      '03 d9 00 00 00 77 0c 01 00 00 98',
      { wheel: { revolutions: 217, eventTime: 3191 }, crank: { revolutions: 1, eventTime: 38912 } },
    ],
    [
      'Incyclist log, wheel only',
      '01 db 00 00 00 18 12',
      { wheel: { revolutions: 219, eventTime: 4632 } },
    ],
    [
      'Incyclist "defect" sensor, crank only',
      '02 f7 00 50 c1',
      { crank: { revolutions: 247, eventTime: 49488 } },
    ],
    [
      'Incyclist, before a reconnect',
      '01 6b 0d 00 00 e2 82',
      { wheel: { revolutions: 3435, eventTime: 33506 } },
    ],
    [
      'Incyclist, counters reset by the reconnect',
      '01 00 00 00 00 00 00',
      { wheel: { revolutions: 0, eventTime: 0 } },
    ],
    ['Auuki, crank only', '02 f0 b7 67 2b', { crank: { revolutions: 47088, eventTime: 11111 } }],
    [
      'OpenTracks, 32-bit wheel count',
      '01 ff ff 00 01 45 99',
      { wheel: { revolutions: 16842751, eventTime: 39237 } },
    ],
    ['spec: neither present', '00', {}],
  ] as const)('%s: %s', (_, hex, expected) => {
    expect(parseCscMeasurement(hexView(hex))).toEqual({ ok: true, ...expected })
  })

  it.each([
    ['empty', ''],
    ['Zwift Hub without its last byte', '03 a4 00 00 00 18 4e 40 00 a7'],
    ['crank data cut short', '02 f7 00 50'],
    ['wheel data cut short', '01 db 00 00 00 18'],
  ])('drops %s (%s) as short', (_, hex) => {
    expect(parseCscMeasurement(hexView(hex))).toEqual({ ok: false, reason: 'short' })
  })
})
