import {
  encodeRequestControl,
  encodeReset,
  encodeSetTargetPower,
  encodeStartOrResume,
  FTMS_OP,
  parseControlPointAnswer,
  type ControlPointAnswer,
  type ControlPointResult,
} from './ftms-control-point'
import { MAX_WATTS, type Parsed } from './parsed'
import type { SupportedPowerRange } from './supported-power-range'
import type { GattCharacteristicLike } from './web-bluetooth'

/**
 * How a control point request ended: the trainer's answer, or
 * - `timeout`: no answer in time;
 * - `unavailable`: no control point on this trainer, or not connected (also when the link
 *   drops while waiting);
 * - `write-failed`: the browser refused the write.
 * `op-code-not-supported` and `control-not-permitted` mean: go on without ERG.
 */
export type ErgOutcome = ControlPointResult | 'timeout' | 'unavailable' | 'write-failed'

/** The ERG targets a trainer is sent, in watts, both ends included. */
export interface PowerRange {
  readonly minWatts: number
  readonly maxWatts: number
}

/** A trainer that does not say what it supports is sent at most what the app ever sends. */
export const DEFAULT_POWER_RANGE: PowerRange = { minWatts: 0, maxWatts: MAX_WATTS }

/** The trainer's Supported Power Range where it has one, within 0–2,500 W. */
export function ergPowerRange(supported: SupportedPowerRange | undefined): PowerRange {
  if (!supported) return DEFAULT_POWER_RANGE
  const minWatts = Math.min(MAX_WATTS, Math.max(0, supported.minWatts))
  const maxWatts = Math.min(MAX_WATTS, supported.maxWatts)
  return minWatts <= maxWatts ? { minWatts, maxWatts } : DEFAULT_POWER_RANGE
}

/** The target nearest `watts` that the range holds. */
export const withinPowerRange = (watts: number, range: PowerRange): number =>
  Math.min(range.maxWatts, Math.max(range.minWatts, watts))

export interface ErgControl {
  /** Whether the trainer has a control point with indications on. */
  readonly available: boolean
  /** What the trainer is sent: its Supported Power Range (0x2AD8) where it has one. */
  readonly powerRange: PowerRange
  requestControl(): Promise<ErgOutcome>
  reset(): Promise<ErgOutcome>
  start(): Promise<ErgOutcome>
  /**
   * Sends the target nearest `watts` within `powerRange` (the caller tells the rider when that
   * is not `watts`); rejects with a RangeError for a target that is not a number.
   */
  setTargetPower(watts: number): Promise<ErgOutcome>
}

export const DEFAULT_CONTROL_TIMEOUT_MS = 5000

interface Pending {
  readonly opCode: number
  readonly finish: (outcome: ErgOutcome) => void
}

/**
 * FTMS allows one control point procedure at a time, each ended by its indication: requests
 * wait in a queue, and each waits for its answer.
 */
export function createErg(
  controlPoint: () => GattCharacteristicLike | undefined,
  timeoutMs: number,
  supported: () => SupportedPowerRange | undefined = () => undefined,
): {
  readonly control: ErgControl
  readonly onIndication: (view: DataView) => Parsed<ControlPointAnswer>
  /** Ends the request waiting now, if any (the link dropped). */
  readonly abandon: () => void
} {
  let pending: Pending | undefined
  let queue: Promise<unknown> = Promise.resolve()

  const send = (opCode: number, bytes: Uint8Array<ArrayBuffer>): Promise<ErgOutcome> =>
    new Promise((resolve) => {
      const characteristic = controlPoint()
      if (
        !characteristic ||
        !(characteristic.writeValueWithResponse || characteristic.writeValue)
      ) {
        resolve('unavailable')
        return
      }
      const timer = setTimeout(() => finish('timeout'), timeoutMs)
      const finish = (outcome: ErgOutcome) => {
        clearTimeout(timer)
        if (pending?.finish === finish) pending = undefined
        resolve(outcome)
      }
      pending = { opCode, finish }
      const written = characteristic.writeValueWithResponse
        ? characteristic.writeValueWithResponse(bytes)
        : characteristic.writeValue?.(bytes)
      written?.catch(() => finish('write-failed'))
    })

  const run = (opCode: number, bytes: Uint8Array<ArrayBuffer>): Promise<ErgOutcome> => {
    const result = queue.then(() => send(opCode, bytes))
    queue = result
    return result
  }

  return {
    control: {
      get available() {
        return controlPoint() !== undefined
      },
      get powerRange() {
        return ergPowerRange(supported())
      },
      requestControl: () => run(FTMS_OP.requestControl, encodeRequestControl()),
      reset: () => run(FTMS_OP.reset, encodeReset()),
      start: () => run(FTMS_OP.startOrResume, encodeStartOrResume()),
      setTargetPower: (watts) =>
        Promise.resolve().then(() => {
          const target = withinPowerRange(watts, ergPowerRange(supported()))
          return run(FTMS_OP.setTargetPower, encodeSetTargetPower(target))
        }),
    },
    onIndication(view) {
      const answer = parseControlPointAnswer(view)
      if (
        answer.ok &&
        pending &&
        (answer.requestOpCode === undefined || answer.requestOpCode === pending.opCode)
      ) {
        pending.finish(answer.result)
      }
      return answer
    },
    abandon() {
      pending?.finish('unavailable')
    },
  }
}
