import { describe, expect, it } from 'vitest'
import { hexView } from '../../../tests/fixtures/bluetooth/bytes'
import { parseBatteryLevel } from './battery-level'

/*
 * A chest strap's Battery Level read in nRF Connect, "(0x) 55" shown as 85 %:
 * cagnulein/qdomyos-zwift issue 3749. The other rows are the bounds of the GATT Specification
 * Supplement's Battery Level (0–100, the rest reserved), marked "spec".
 */
describe('parseBatteryLevel', () => {
  it.each([
    ['chest strap', '55', 85],
    ['spec: empty', '00', 0],
    ['spec: full', '64', 100],
  ])('%s: %s', (_, hex, percent) => {
    expect(parseBatteryLevel(hexView(hex))).toEqual({ ok: true, percent })
  })

  it.each([
    ['empty', '', 'short'],
    ['spec: 101, reserved', '65', 'malformed'],
    ['spec: 255, reserved', 'ff', 'malformed'],
  ] as const)('drops %s (%s) as %s', (_, hex, reason) => {
    expect(parseBatteryLevel(hexView(hex))).toEqual({ ok: false, reason })
  })
})
