/**
 * A FIT file read with Garmin's own SDK, as the app reads every one: several files chained in one
 * (read in turn), field sizes that differ from the profile (read as the file declares them),
 * scales and offsets applied, heart rates merged into the records. A file cut short or whose CRC
 * does not match still yields the records before the damage, marked `partial`.
 */
import { Decoder, Stream, type RecordMesg } from '@garmin/fitsdk'

export type { RecordMesg as FitRecord }

/** FIT positions are semicircles: 2^31 of them make 180°. */
export const DEGREES_PER_SEMICIRCLE = 180 / 2 ** 31

export interface FitRecords {
  records: RecordMesg[]
  /** The file is damaged; `records` are those read before the damage. */
  partial: boolean
}

/** The record messages of a FIT file, in file order; null when the bytes are not a FIT file. */
export function readFitRecords(bytes: Uint8Array): FitRecords | null {
  const stream = Stream.fromByteArray(bytes)
  if (!Decoder.isFIT(stream)) return null
  const decoder = new Decoder(stream)
  const intact = decoder.checkIntegrity()
  const { messages, errors } = decoder.read({
    applyScaleAndOffset: true,
    expandComponents: true,
    expandSubFields: false,
    convertTypesToStrings: false,
    convertDateTimesToDates: true,
    includeUnknownData: false,
    mergeHeartRates: true,
  })
  return { records: messages.recordMesgs ?? [], partial: !intact || errors.length > 0 }
}
