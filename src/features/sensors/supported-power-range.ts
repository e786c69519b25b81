import { dropped, s16, u16, type Parsed } from './parsed'

/** What a trainer says it can hold in ERG, in watts. */
export interface SupportedPowerRange {
  readonly minWatts: number
  readonly maxWatts: number
  readonly incrementWatts: number
}

/**
 * Supported Power Range (0x2AD8, read once per connection): Minimum Power and Maximum Power as
 * sint16, Minimum Increment as uint16, all in watts. A range upside down, or whose top is no
 * power at all, says nothing a target can be held within.
 */
export function parseSupportedPowerRange(view: DataView): Parsed<SupportedPowerRange> {
  if (view.byteLength < 6) return dropped('short')
  if (view.byteLength > 6) return dropped('malformed')
  const minWatts = s16(view, 0)
  const maxWatts = s16(view, 2)
  if (minWatts > maxWatts) return dropped('malformed')
  if (maxWatts <= 0) return dropped('implausible')
  return { ok: true, minWatts, maxWatts, incrementWatts: u16(view, 4) }
}
