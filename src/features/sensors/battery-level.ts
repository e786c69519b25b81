import { dropped, type Parsed } from './parsed'

/** Battery Level (0x2A19): one byte, a percentage; 101–255 are reserved. */
export function parseBatteryLevel(view: DataView): Parsed<{ readonly percent: number }> {
  if (view.byteLength < 1) return dropped('short')
  const percent = view.getUint8(0)
  return percent <= 100 ? { ok: true, percent } : dropped('malformed')
}
