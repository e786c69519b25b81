import { describe, expect, it } from 'vitest'
import { hexView, toHex } from '../../../tests/fixtures/bluetooth/bytes'
import {
  encodeRequestControl,
  encodeReset,
  encodeSetTargetPower,
  encodeStartOrResume,
  parseControlPointAnswer,
} from './ftms-control-point'

describe('control point requests (FTMS 1.0 §4.16.1)', () => {
  it.each([
    ['request control', encodeRequestControl(), '00'],
    ['reset', encodeReset(), '01'],
    ['start or resume', encodeStartOrResume(), '07'],
    ['target 0 W', encodeSetTargetPower(0), '05 00 00'],
    ['target 150 W', encodeSetTargetPower(150), '05 96 00'],
    ['target 300 W', encodeSetTargetPower(300), '05 2c 01'],
    ['target 199.6 W, rounded', encodeSetTargetPower(199.6), '05 c8 00'],
    ['target 2,500 W', encodeSetTargetPower(2500), '05 c4 09'],
  ])('%s', (_, bytes, hex) => {
    expect(toHex(bytes)).toBe(hex)
  })

  it.each([-1, 2501, Number.NaN, Number.POSITIVE_INFINITY])('refuses a target of %s W', (watts) => {
    expect(() => encodeSetTargetPower(watts)).toThrow(RangeError)
  })
})

/*
 * Control point indications captured from trainers:
 * - Zwift Hub through an ESP32 bridge logging each answer: Berg0162/simcline issue 7,
 *   "Test Zwift Hub FTMS" (request control, reset, start, simulation parameters, and a stop
 *   written with a reserved parameter).
 * - Wahoo KICKR CORE answering an unsupported op code with the bare result code:
 *   zacharyedwardbull/pycycling issue 52.
 * No capture found answers Set Target Power: those rows, marked "spec", follow FTMS 1.0 §4.16.2.
 */
describe('parseControlPointAnswer', () => {
  it.each([
    ['Zwift Hub, request control', '80 00 01', 0x00, 'success'],
    ['Zwift Hub, reset', '80 01 01', 0x01, 'success'],
    ['Zwift Hub, start', '80 07 01', 0x07, 'success'],
    ['Zwift Hub, simulation parameters', '80 11 01', 0x11, 'success'],
    ['Zwift Hub, stop with a reserved parameter', '80 08 03', 0x08, 'invalid-parameter'],
    ['KICKR CORE, result code alone', '02', undefined, 'op-code-not-supported'],
    ['spec: target power set', '80 05 01', 0x05, 'success'],
    ['spec: target power not supported', '80 05 02', 0x05, 'op-code-not-supported'],
    ['spec: target power out of range', '80 05 03', 0x05, 'invalid-parameter'],
    ['spec: operation failed', '80 05 04', 0x05, 'operation-failed'],
    ['spec: control not permitted', '80 05 05', 0x05, 'control-not-permitted'],
    ['spec: with response parameters', '80 00 01 ff', 0x00, 'success'],
  ] as const)('%s: %s', (_, hex, requestOpCode, result) => {
    expect(parseControlPointAnswer(hexView(hex))).toEqual({ ok: true, requestOpCode, result })
  })

  it.each([
    ['empty', '', 'short'],
    ['response code and op code only', '80 00', 'short'],
    ['a lone byte that is no result code', '80', 'malformed'],
    ['not a response', '81 00 01', 'malformed'],
    ['result code 0 is reserved', '80 00 00', 'malformed'],
    ['unknown result code', '80 00 06', 'malformed'],
  ] as const)('drops %s (%s) as %s', (_, hex, reason) => {
    expect(parseControlPointAnswer(hexView(hex))).toEqual({ ok: false, reason })
  })
})
