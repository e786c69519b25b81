/**
 * What the participant's overview derives from the rider's saved results (pure, no I/O).
 * W/kg uses the weight stored with the FTP (ADR 0006 "FTP weight"); without it, the latest weight
 * from IMC or Harris-Benedict, whichever was saved last.
 */
import type { FtpSource, StoredResult } from '../results'

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

/** How the FTP history marks an FTP the rider did not type. */
export const FTP_SOURCE_LABELS: Readonly<Record<FtpSource, string>> = {
  ride_file: 'estimado de um arquivo de pedal',
  field_test: 'medido em um teste de campo',
}

/** A stored source the labels know; anything else (a newer app's value) shows as typed. */
const knownSource = (source: string | null | undefined): FtpSource | null =>
  source != null && Object.hasOwn(FTP_SOURCE_LABELS, source) ? (source as FtpSource) : null

export interface FtpHistoryPoint {
  date: string
  ftp: number
  /** W/kg with that record's own weight only (null without one). */
  wkg: number | null
  /** Null: typed by the rider. */
  source: FtpSource | null
}

/** FTP records oldest first, for the history chart. */
export function ftpHistory(ftp: readonly StoredResult<'ftp'>[]): FtpHistoryPoint[] {
  return [...ftp]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((r) => ({
      date: r.createdAt,
      ftp: r.fields.ftp,
      wkg: r.fields.weight_kg ? wattsPerKg(r.fields.ftp, r.fields.weight_kg) : null,
      source: knownSource(r.fields.source),
    }))
}

/**
 * What the history's caption adds after 'N registros de FTP': how many the app estimated or
 * measured, e.g. ' (2 estimados de arquivos de pedal, 1 medido em testes de campo)'; '' when all
 * were typed.
 */
export function ftpHistoryNote(points: readonly FtpHistoryPoint[]): string {
  const count = (source: FtpSource) => points.filter((p) => p.source === source).length
  const fromFile = count('ride_file')
  const fromTest = count('field_test')
  const notes = [
    fromFile > 0 && `${fromFile} ${fromFile === 1 ? 'estimado' : 'estimados'} de arquivos de pedal`,
    fromTest > 0 && `${fromTest} ${fromTest === 1 ? 'medido' : 'medidos'} em testes de campo`,
  ].filter(Boolean)
  return notes.length > 0 ? ` (${notes.join(', ')})` : ''
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
    workouts: pick('workout'),
  }
}
