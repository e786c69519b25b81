import { dropped, MAX_WATTS, type Parsed } from './parsed'

/** Fitness Machine Control Point (0x2AD9) op codes we use (FTMS 1.0 §4.16.1). */
export const FTMS_OP = {
  requestControl: 0x00,
  reset: 0x01,
  setTargetPower: 0x05,
  startOrResume: 0x07,
  responseCode: 0x80,
} as const

export type ControlPointResult =
  | 'success'
  | 'op-code-not-supported'
  | 'invalid-parameter'
  | 'operation-failed'
  | 'control-not-permitted'

const RESULTS: Readonly<Record<number, ControlPointResult>> = {
  0x01: 'success',
  0x02: 'op-code-not-supported',
  0x03: 'invalid-parameter',
  0x04: 'operation-failed',
  0x05: 'control-not-permitted',
}

export interface ControlPointAnswer {
  /** The op code answered; undefined when the machine sent the result code alone. */
  readonly requestOpCode: number | undefined
  readonly result: ControlPointResult
}

export const encodeRequestControl = (): Uint8Array<ArrayBuffer> =>
  Uint8Array.of(FTMS_OP.requestControl)

export const encodeReset = (): Uint8Array<ArrayBuffer> => Uint8Array.of(FTMS_OP.reset)

export const encodeStartOrResume = (): Uint8Array<ArrayBuffer> =>
  Uint8Array.of(FTMS_OP.startOrResume)

/** ERG target in whole watts, little-endian. */
export function encodeSetTargetPower(watts: number): Uint8Array<ArrayBuffer> {
  const target = Math.round(watts)
  if (!Number.isFinite(target) || target < 0 || target > MAX_WATTS) {
    throw new RangeError(`target power out of range: ${watts} W`)
  }
  return Uint8Array.of(FTMS_OP.setTargetPower, target & 0xff, target >> 8)
}

/** The indication that answers a control point write: `0x80, request op code, result code`. */
export function parseControlPointAnswer(view: DataView): Parsed<ControlPointAnswer> {
  if (view.byteLength === 1) {
    // A Wahoo KICKR CORE answers an unsupported op code with the bare result code.
    const result = RESULTS[view.getUint8(0)]
    return result ? { ok: true, requestOpCode: undefined, result } : dropped('malformed')
  }
  if (view.byteLength < 3) return dropped('short')
  if (view.getUint8(0) !== FTMS_OP.responseCode) return dropped('malformed')
  const result = RESULTS[view.getUint8(2)]
  if (!result) return dropped('malformed')
  return { ok: true, requestOpCode: view.getUint8(1), result }
}
