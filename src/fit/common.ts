/**
 * What the app's FIT writers (a field test's activity, a workout) share: who made the file, the
 * FIT clock, and the string rule. Like the writers, it runs in the file worker, with the SDK.
 */
import { Utils } from '@garmin/fitsdk'

/** FIT `manufacturer` 255: 'development', for software that is not a registered manufacturer. */
export const MANUFACTURER_DEVELOPMENT = 255
export const PRODUCT = 1
export const PRODUCT_NAME = 'Bora Pedalar'
export const SPORT_CYCLING = 2

/** Seconds since the FIT epoch (1989-12-31 UTC), whole: FIT timestamps have no fraction. */
export const fitSecondOf = (epochMs: number) => Math.floor((epochMs - Utils.FIT_EPOCH_MS) / 1000)
export const epochMsOf = (fitSecond: number) => fitSecond * 1000 + Utils.FIT_EPOCH_MS

/** A string field holds at most 255 bytes; 60 code points stay under that in UTF-8. */
const MAX_STRING_CODE_POINTS = 60

/** A text fit for a FIT string field: trimmed and cut at a code point; undefined when empty. */
export function fitString(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  return trimmed ? Array.from(trimmed).slice(0, MAX_STRING_CODE_POINTS).join('').trim() : undefined
}
