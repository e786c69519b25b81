import type { CrankSample } from './crank-cadence'
import { dropped, u16, u32, type Parsed } from './parsed'

export interface CscMeasurement {
  /** Wheel event time in 1/1024 s (Cycling Power uses 1/2048 s). */
  readonly wheel?: { readonly revolutions: number; readonly eventTime: number }
  readonly crank?: CrankSample
}

const WHEEL_PRESENT = 0x01
const CRANK_PRESENT = 0x02

/** CSC Measurement (0x2A5B) of the Cycling Speed and Cadence service. */
export function parseCscMeasurement(view: DataView): Parsed<CscMeasurement> {
  if (view.byteLength < 1) return dropped('short')
  const flags = view.getUint8(0)
  const needed = 1 + (flags & WHEEL_PRESENT ? 6 : 0) + (flags & CRANK_PRESENT ? 4 : 0)
  if (view.byteLength < needed) return dropped('short')

  let at = 1
  const wheel =
    flags & WHEEL_PRESENT ? { revolutions: u32(view, at), eventTime: u16(view, at + 4) } : undefined
  if (wheel) at += 6
  const crank: CrankSample | undefined =
    flags & CRANK_PRESENT ? { revolutions: u16(view, at), eventTime: u16(view, at + 2) } : undefined

  return { ok: true, ...(wheel ? { wheel } : {}), ...(crank ? { crank } : {}) }
}
