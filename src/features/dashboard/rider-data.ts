/**
 * What the participant's overview derives from the rider's saved results (pure, no I/O).
 * W/kg uses the weight stored with the FTP (ADR 0006 "FTP weight"); without it, the latest weight
 * from IMC or Harris-Benedict, whichever was saved last.
 */
import type { StoredResult } from '../results'

export type WeightSource = 'ftp' | 'imc' | 'harris_benedict'

export interface CurrentFtp {
  ftp: number
  /** Null when no weight is known. */
  wkg: number | null
  weightKg: number | null
  weightSource: WeightSource | null
  recordedAt: string
}

/** Same rounding as the FTP calculator (half up, 2 decimals, ignoring binary noise). */
export function wattsPerKg(power: number, weightKg: number): number {
  const scaled = Number(((power / weightKg) * 100).toPrecision(12))
  return Math.round(scaled) / 100
}

function newest<T extends { updatedAt: string }>(rows: readonly T[]): T | undefined {
  return rows.reduce<T | undefined>(
    (best, row) => (best === undefined || row.updatedAt > best.updatedAt ? row : best),
    undefined,
  )
}

/** The latest body weight from IMC or Harris-Benedict, with its source. */
export function latestBodyWeight(
  imc: readonly StoredResult<'imc'>[],
  harrisBenedict: readonly StoredResult<'harris_benedict'>[],
): { weightKg: number; source: 'imc' | 'harris_benedict' } | null {
  const candidates = [
    ...imc.map((r) => ({
      updatedAt: r.updatedAt,
      weightKg: r.fields.weight,
      source: 'imc' as const,
    })),
    ...harrisBenedict.map((r) => ({
      updatedAt: r.updatedAt,
      weightKg: r.fields.weight,
      source: 'harris_benedict' as const,
    })),
  ].filter((c) => Number.isFinite(c.weightKg) && c.weightKg > 0)
  const best = newest(candidates)
  return best ? { weightKg: best.weightKg, source: best.source } : null
}

function newestByCreation<T extends { createdAt: string }>(rows: readonly T[]): T | undefined {
  return rows.reduce<T | undefined>(
    (best, row) => (best === undefined || row.createdAt > best.createdAt ? row : best),
    undefined,
  )
}

/** The current FTP (the newest FTP record) in W and W/kg, or null when none is saved. */
export function currentFtp(
  ftp: readonly StoredResult<'ftp'>[],
  imc: readonly StoredResult<'imc'>[],
  harrisBenedict: readonly StoredResult<'harris_benedict'>[],
): CurrentFtp | null {
  const latest = newestByCreation(ftp)
  if (!latest) return null
  const own = latest.fields.weight_kg
  const weight =
    own != null && own > 0
      ? { weightKg: own, source: 'ftp' as const }
      : latestBodyWeight(imc, harrisBenedict)
  return {
    ftp: latest.fields.ftp,
    wkg: weight ? wattsPerKg(latest.fields.ftp, weight.weightKg) : null,
    weightKg: weight?.weightKg ?? null,
    weightSource: weight?.source ?? null,
    recordedAt: latest.createdAt,
  }
}

/** How the FTP history marks an FTP the ride-file analysis estimated. */
export const ESTIMATED_FROM_FILE = 'estimado de um arquivo de pedal'

export interface FtpHistoryPoint {
  date: string
  ftp: number
  /** W/kg with that record's own weight only (null without one). */
  wkg: number | null
  /** Estimated by the ride-file analysis, not typed by the rider. */
  fromFile: boolean
}

/** FTP records oldest first, for the history chart. */
export function ftpHistory(ftp: readonly StoredResult<'ftp'>[]): FtpHistoryPoint[] {
  return [...ftp]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((r) => ({
      date: r.createdAt,
      ftp: r.fields.ftp,
      wkg: r.fields.weight_kg ? wattsPerKg(r.fields.ftp, r.fields.weight_kg) : null,
      fromFile: r.fields.source === 'ride_file',
    }))
}

/** Splits the rider's results by kind. */
export function byKind(results: readonly StoredResult[]) {
  const pick = <K extends StoredResult['kind']>(kind: K) =>
    results.filter((r): r is StoredResult<K> => r.kind === kind)
  return {
    heartRate: pick('heart_rate'),
    ftp: pick('ftp'),
    imc: pick('imc'),
    harrisBenedict: pick('harris_benedict'),
  }
}
