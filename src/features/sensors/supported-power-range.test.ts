import { describe, expect, it } from 'vitest'
import { hexView } from '../../../tests/fixtures/bluetooth/bytes'
import { parseSupportedPowerRange } from './supported-power-range'

/*
 * FortiusANT's FTMS bridge for Tacx trainers answers a read of Supported Power Range with 0 W,
 * 1,000 W and 1 W (WouterJD/FortiusANT, node/fitness-machine-service/
 * supported-power-range-characteristic.js). No capture of a commercial trainer's answer was
 * found: the rows marked "spec" follow the characteristic's definition (Bluetooth SIG,
 * org.bluetooth.characteristic.supported_power_range: Minimum Power sint16, Maximum Power
 * sint16, Minimum Increment uint16, all in watts, little-endian).
 */
describe('parseSupportedPowerRange', () => {
  it.each([
    ['FortiusANT bridge', '00 00 e8 03 01 00', 0, 1000, 1],
    ['spec: 0–2,000 W in 1 W steps', '00 00 d0 07 01 00', 0, 2000, 1],
    ['spec: 25–1,500 W in 5 W steps', '19 00 dc 05 05 00', 25, 1500, 5],
    ['spec: a negative minimum (sint16)', 'f6 ff 20 03 01 00', -10, 800, 1],
    ['spec: beyond our 2,500 W, as the trainer says it', '00 00 a0 0f 01 00', 0, 4000, 1],
  ])('%s: %s', (_, hex, minWatts, maxWatts, incrementWatts) => {
    expect(parseSupportedPowerRange(hexView(hex))).toEqual({
      ok: true,
      minWatts,
      maxWatts,
      incrementWatts,
    })
  })

  it.each([
    ['empty', '', 'short'],
    ['minimum and maximum only', '00 00 e8 03', 'short'],
    ['a byte more than the three fields', '00 00 e8 03 01 00 00', 'malformed'],
    ['a minimum above the maximum', 'e8 03 64 00 01 00', 'malformed'],
    ['a maximum of 0 W: nothing to hold', '00 00 00 00 01 00', 'implausible'],
  ] as const)('drops %s (%s) as %s', (_, hex, reason) => {
    expect(parseSupportedPowerRange(hexView(hex))).toEqual({ ok: false, reason })
  })
})
