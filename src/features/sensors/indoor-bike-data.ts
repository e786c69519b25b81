import {
  dropped,
  isPlausibleBpm,
  isPlausibleRpm,
  isPlausibleWatts,
  s16,
  u16,
  u24,
  type Parsed,
} from './parsed'

export interface IndoorBikeData {
  /** Flag bit 0: the trainer splits its data over several notifications, this one lacks speed. */
  readonly moreData: boolean
  readonly kmh?: number
  readonly averageKmh?: number
  readonly rpm?: number
  readonly averageRpm?: number
  readonly distanceM?: number
  readonly resistanceLevel?: number
  readonly watts?: number
  readonly averageWatts?: number
  readonly totalKcal?: number
  readonly kcalPerHour?: number
  readonly kcalPerMinute?: number
  readonly bpm?: number
  /** Metabolic equivalent, resolution 0.1. */
  readonly met?: number
  readonly elapsedS?: number
  readonly remainingS?: number
}

type Field = keyof Omit<IndoorBikeData, 'moreData'>

interface Layout {
  readonly bit: number
  readonly size: number
  readonly read: (view: DataView, at: number) => Partial<Record<Field, number>>
}

/** FTMS 1.0 §4.9, field order and sizes; bit 0 ("More Data") is present when clear. */
const LAYOUT: readonly Layout[] = [
  { bit: 0, size: 2, read: (v, at) => ({ kmh: u16(v, at) / 100 }) },
  { bit: 1, size: 2, read: (v, at) => ({ averageKmh: u16(v, at) / 100 }) },
  { bit: 2, size: 2, read: (v, at) => ({ rpm: u16(v, at) / 2 }) },
  { bit: 3, size: 2, read: (v, at) => ({ averageRpm: u16(v, at) / 2 }) },
  { bit: 4, size: 3, read: (v, at) => ({ distanceM: u24(v, at) }) },
  { bit: 5, size: 2, read: (v, at) => ({ resistanceLevel: s16(v, at) }) },
  { bit: 6, size: 2, read: (v, at) => ({ watts: s16(v, at) }) },
  { bit: 7, size: 2, read: (v, at) => ({ averageWatts: s16(v, at) }) },
  {
    bit: 8,
    size: 5,
    read: (v, at) => ({
      totalKcal: available(u16(v, at), 0xffff),
      kcalPerHour: available(u16(v, at + 2), 0xffff),
      kcalPerMinute: available(v.getUint8(at + 4), 0xff),
    }),
  },
  { bit: 9, size: 1, read: (v, at) => ({ bpm: v.getUint8(at) }) },
  { bit: 10, size: 1, read: (v, at) => ({ met: v.getUint8(at) / 10 }) },
  { bit: 11, size: 2, read: (v, at) => ({ elapsedS: u16(v, at) }) },
  { bit: 12, size: 2, read: (v, at) => ({ remainingS: u16(v, at) }) },
]

const MORE_DATA = 0x0001

/** Energy fields the machine cannot measure are sent as all ones ("data not available"). */
const available = (value: number, notAvailable: number): number | undefined =>
  value === notAvailable ? undefined : value

const isPresent = (flags: number, bit: number): boolean =>
  bit === 0 ? (flags & MORE_DATA) === 0 : (flags & (1 << bit)) !== 0

/** Indoor Bike Data (0x2AD2) of the Fitness Machine service. */
export function parseIndoorBikeData(view: DataView): Parsed<IndoorBikeData> {
  if (view.byteLength < 2) return dropped('short')
  const flags = u16(view, 0)
  const present = LAYOUT.filter((field) => isPresent(flags, field.bit))
  const needed = present.reduce((total, field) => total + field.size, 2)
  if (view.byteLength < needed) return dropped('short')
  // Every field is read, so extra bytes mean the flags misdescribe the packet and every
  // offset is a guess.
  if (view.byteLength > needed) return dropped('malformed')

  const data: Partial<Record<Field, number>> = {}
  let at = 2
  for (const field of present) {
    for (const [key, value] of Object.entries(field.read(view, at))) {
      if (value !== undefined) data[key as Field] = value
    }
    at += field.size
  }

  // Trainers without a paired strap send a heart rate of 0: that is "no heart rate".
  if (data.bpm === 0) delete data.bpm
  if (
    (data.watts !== undefined && !isPlausibleWatts(data.watts)) ||
    (data.rpm !== undefined && !isPlausibleRpm(data.rpm)) ||
    (data.bpm !== undefined && !isPlausibleBpm(data.bpm))
  ) {
    return dropped('implausible')
  }
  return { ok: true, moreData: (flags & MORE_DATA) !== 0, ...data }
}
