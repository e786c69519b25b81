/**
 * Why a notification was dropped rather than shown:
 * - `short`: fewer bytes than its own flags announce;
 * - `malformed`: the bytes contradict the format (more bytes than the flags describe, a reserved
 *   value), so every offset after the flags is suspect;
 * - `implausible`: it parses, but the number is beyond what a body makes.
 */
export type DropReason = 'short' | 'malformed' | 'implausible'

export interface Dropped {
  readonly ok: false
  readonly reason: DropReason
}

/** Either the decoded fields, or why there are none: never a NaN or a stand-in zero. */
export type Parsed<T extends object> = ({ readonly ok: true } & T) | Dropped

export const dropped = (reason: DropReason): Dropped => ({ ok: false, reason })

/** Above a track sprinter's peak; below it a number can be a rider's. */
export const MAX_WATTS = 2500
export const MIN_BPM = 30
export const MAX_BPM = 250
export const MAX_RPM = 250

export const isPlausibleWatts = (watts: number): boolean => watts >= 0 && watts <= MAX_WATTS
export const isPlausibleBpm = (bpm: number): boolean => bpm >= MIN_BPM && bpm <= MAX_BPM
export const isPlausibleRpm = (rpm: number): boolean => rpm >= 0 && rpm <= MAX_RPM

/** GATT fields are little-endian; DataView defaults to big-endian, so every read names it. */
export const u16 = (view: DataView, at: number): number => view.getUint16(at, true)
export const s16 = (view: DataView, at: number): number => view.getInt16(at, true)
export const u24 = (view: DataView, at: number): number =>
  view.getUint16(at, true) + view.getUint8(at + 2) * 0x10000
export const u32 = (view: DataView, at: number): number => view.getUint32(at, true)
