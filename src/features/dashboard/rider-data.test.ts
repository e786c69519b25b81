import { describe, expect, it } from 'vitest'
import type { ResultFieldsByKind, ResultKind, StoredResult } from '../results'
import {
  currentFtp,
  FTP_SOURCE_LABELS,
  ftpHistory,
  ftpHistoryNote,
  latestBodyWeight,
  wattsPerKg,
} from './rider-data'

let n = 0
function row<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
  at: string,
): StoredResult<K> {
  n += 1
  return {
    id: `id-${n}`,
    kind,
    owner: 'u1',
    fields,
    createdAt: at,
    updatedAt: at,
    syncState: 'synced',
  }
}

const ftp = (value: number, weight: number | null, at: string) =>
  row('ftp', { ftp: value, method: 'coggan', weight_kg: weight }, at)
const imc = (weight: number, at: string) =>
  row('imc', { height: 180, weight, imc: 23.1, classification: 'Peso normal' }, at)
const hb = (weight: number, at: string) =>
  row(
    'harris_benedict',
    {
      height: 180,
      weight,
      age: 30,
      gender: 'male',
      tmb: 1800,
      activity_level: 'moderate',
      daily_calories: 2700,
    },
    at,
  )

describe('W/kg of the current FTP', () => {
  it('rounds half up to two decimals', () => {
    expect(wattsPerKg(250, 75)).toBe(3.33)
    expect(wattsPerKg(280, 80)).toBe(3.5)
  })

  it('is null without an FTP record', () => {
    expect(currentFtp([], [imc(70, '2026-01-01T00:00:00Z')], [])).toBeNull()
  })

  it("prefers the FTP record's own weight over a newer IMC weight", () => {
    const result = currentFtp(
      [ftp(250, 75, '2026-01-02T00:00:00Z')],
      [imc(70, '2026-01-03T00:00:00Z')],
      [],
    )
    expect(result).toMatchObject({ ftp: 250, wkg: 3.33, weightKg: 75, weightSource: 'ftp' })
  })

  it('uses the newest FTP record', () => {
    const result = currentFtp(
      [ftp(300, 75, '2026-01-05T00:00:00Z'), ftp(250, 75, '2026-01-02T00:00:00Z')],
      [],
      [],
    )
    expect(result?.ftp).toBe(300)
    expect(result?.wkg).toBe(4)
  })

  it('falls back to the latest of IMC and Harris-Benedict', () => {
    const f = [ftp(240, null, '2026-01-02T00:00:00Z')]
    expect(
      currentFtp(f, [imc(80, '2026-01-01T00:00:00Z')], [hb(60, '2026-01-04T00:00:00Z')]),
    ).toMatchObject({ wkg: 4, weightKg: 60, weightSource: 'harris_benedict' })
    expect(
      currentFtp(f, [imc(80, '2026-01-05T00:00:00Z')], [hb(60, '2026-01-04T00:00:00Z')]),
    ).toMatchObject({ wkg: 3, weightKg: 80, weightSource: 'imc' })
  })

  it('has no W/kg when no weight is known', () => {
    expect(currentFtp([ftp(240, null, '2026-01-02T00:00:00Z')], [], [])).toMatchObject({
      ftp: 240,
      wkg: null,
      weightSource: null,
    })
  })

  it('latestBodyWeight is null with no records', () => {
    expect(latestBodyWeight([], [])).toBeNull()
  })

  it('history is oldest first with per-record W/kg', () => {
    const history = ftpHistory([
      ftp(260, null, '2026-02-01T00:00:00Z'),
      ftp(250, 75, '2026-01-01T00:00:00Z'),
    ])
    expect(history.map((p) => [p.ftp, p.wkg])).toEqual([
      [250, 3.33],
      [260, null],
    ])
  })

  it('marks the FTPs estimated from a ride file and those measured by a field test', () => {
    const history = ftpHistory([
      ftp(250, 75, '2026-01-01T00:00:00Z'),
      row(
        'ftp',
        { ftp: 285, method: 'coggan', weight_kg: null, source: 'ride_file' },
        '2026-02-01T00:00:00Z',
      ),
      row(
        'ftp',
        { ftp: 291, method: 'coggan', weight_kg: null, source: 'field_test' },
        '2026-03-01T00:00:00Z',
      ),
      row(
        'ftp',
        // A value a newer app may store: shown as typed rather than with no label.
        { ftp: 293, method: 'coggan', weight_kg: null, source: 'strava' as 'ride_file' },
        '2026-04-01T00:00:00Z',
      ),
    ])
    expect(history.map((p) => [p.ftp, p.source])).toEqual([
      [250, null],
      [285, 'ride_file'],
      [291, 'field_test'],
      [293, null],
    ])
    expect(FTP_SOURCE_LABELS.field_test).toBe('medido em um teste de campo')
    expect(ftpHistoryNote(history)).toBe(
      ' (1 estimado de arquivos de pedal, 1 medido em testes de campo)',
    )
    expect(ftpHistoryNote(history.slice(0, 1))).toBe('')
    expect(ftpHistoryNote([...history, ...history])).toBe(
      ' (2 estimados de arquivos de pedal, 2 medidos em testes de campo)',
    )
  })
})
