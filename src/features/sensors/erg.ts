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
import type { Parsed } from './parsed'
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

export interface ErgControl {
  /** Whether the trainer has a control point with indications on. */
  readonly available: boolean
  requestControl(): Promise<ErgOutcome>
  reset(): Promise<ErgOutcome>
  start(): Promise<ErgOutcome>
  /** Rejects with a RangeError outside 0–2,500 W. */
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
      requestControl: () => run(FTMS_OP.requestControl, encodeRequestControl()),
      reset: () => run(FTMS_OP.reset, encodeReset()),
      start: () => run(FTMS_OP.startOrResume, encodeStartOrResume()),
      setTargetPower: (watts) =>
        Promise.resolve().then(() => run(FTMS_OP.setTargetPower, encodeSetTargetPower(watts))),
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
