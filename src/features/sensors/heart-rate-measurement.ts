import { dropped, isPlausibleBpm, u16, type Parsed } from './parsed'

export type SensorContact = 'unsupported' | 'not-detected' | 'detected'

export interface HeartRateMeasurement {
  readonly bpm: number
  readonly sensorContact: SensorContact
  /** Kilojoules since the last reset, when the strap sends it. */
  readonly energyExpendedKj?: number
  /** Beat-to-beat intervals in 1/1024 s, oldest first, as sent. */
  readonly rrIntervals: readonly number[]
  /** The same intervals in whole milliseconds. */
  readonly rrMs: readonly number[]
}

const UINT16_VALUE = 0x01
const CONTACT_DETECTED = 0x02
const CONTACT_SUPPORTED = 0x04
const ENERGY_PRESENT = 0x08
const RR_PRESENT = 0x10

/** Heart Rate Measurement (0x2A37). */
export function parseHeartRateMeasurement(view: DataView): Parsed<HeartRateMeasurement> {
  if (view.byteLength < 2) return dropped('short')
  const flags = view.getUint8(0)
  const valueSize = flags & UINT16_VALUE ? 2 : 1
  const energySize = flags & ENERGY_PRESENT ? 2 : 0
  if (view.byteLength < 1 + valueSize + energySize) return dropped('short')

  const bpm = valueSize === 2 ? u16(view, 1) : view.getUint8(1)
  if (!isPlausibleBpm(bpm)) return dropped('implausible')

  let at = 1 + valueSize
  const energyExpendedKj = energySize ? u16(view, at) : undefined
  at += energySize

  const rrIntervals: number[] = []
  if (flags & RR_PRESENT) {
    // A dangling odd byte is not an interval; the heart rate before it is still sound.
    for (; at + 2 <= view.byteLength; at += 2) rrIntervals.push(u16(view, at))
  }

  return {
    ok: true,
    bpm,
    sensorContact: contactOf(flags),
    ...(energyExpendedKj === undefined ? {} : { energyExpendedKj }),
    rrIntervals,
    rrMs: rrIntervals.map((rr) => Math.round((rr * 1000) / 1024)),
  }
}

function contactOf(flags: number): SensorContact {
  if (!(flags & CONTACT_SUPPORTED)) return 'unsupported'
  return flags & CONTACT_DETECTED ? 'detected' : 'not-detected'
}
