import type { CrankSample } from './crank-cadence'
import { dropped, isPlausibleWatts, s16, u16, u32, type Parsed } from './parsed'

export interface WheelSample {
  readonly revolutions: number
  /** In 1/2048 s here (CSC uses 1/1024 s). */
  readonly eventTime: number
}

export interface CyclingPowerMeasurement {
  readonly watts: number
  /** Percent of the power from the reference pedal (resolution 0.5 %). */
  readonly pedalPowerBalance?: number
  /** In 1/32 N·m. */
  readonly accumulatedTorque?: number
  readonly wheel?: WheelSample
  readonly crank?: CrankSample
}

const BALANCE_PRESENT = 0x0001
const TORQUE_PRESENT = 0x0004
const WHEEL_PRESENT = 0x0010
const CRANK_PRESENT = 0x0020

/**
 * Cycling Power Measurement (0x2A63). Fields after crank revolution data (extreme magnitudes,
 * dead-spot angles, accumulated energy, flag bits 6–11) are not read: nothing before them
 * depends on them.
 */
export function parseCyclingPowerMeasurement(view: DataView): Parsed<CyclingPowerMeasurement> {
  if (view.byteLength < 4) return dropped('short')
  const flags = u16(view, 0)
  const needed =
    4 +
    (flags & BALANCE_PRESENT ? 1 : 0) +
    (flags & TORQUE_PRESENT ? 2 : 0) +
    (flags & WHEEL_PRESENT ? 6 : 0) +
    (flags & CRANK_PRESENT ? 4 : 0)
  if (view.byteLength < needed) return dropped('short')

  const watts = s16(view, 2)
  if (!isPlausibleWatts(watts)) return dropped('implausible')

  let at = 4
  let pedalPowerBalance: number | undefined
  if (flags & BALANCE_PRESENT) {
    pedalPowerBalance = view.getUint8(at) / 2
    at += 1
  }
  let accumulatedTorque: number | undefined
  if (flags & TORQUE_PRESENT) {
    accumulatedTorque = u16(view, at)
    at += 2
  }
  let wheel: WheelSample | undefined
  if (flags & WHEEL_PRESENT) {
    wheel = { revolutions: u32(view, at), eventTime: u16(view, at + 4) }
    at += 6
  }
  const crank: CrankSample | undefined =
    flags & CRANK_PRESENT ? { revolutions: u16(view, at), eventTime: u16(view, at + 2) } : undefined

  return {
    ok: true,
    watts,
    ...(pedalPowerBalance === undefined ? {} : { pedalPowerBalance }),
    ...(accumulatedTorque === undefined ? {} : { accumulatedTorque }),
    ...(wheel ? { wheel } : {}),
    ...(crank ? { crank } : {}),
  }
}
