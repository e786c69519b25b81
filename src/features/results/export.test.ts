import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDbForTests } from './db'
import { exportResults, formatResultsExport, resultsToCsv, resultsToJson } from './export'
import { setCurrentOwner } from './owner'
import { saveResult } from './store'
import { ANONYMOUS_OWNER, type StoredResult } from './types'

const rows: StoredResult[] = [
  {
    id: 'f1',
    kind: 'ftp',
    owner: 'u',
    fields: { ftp: 252.5, method: 'coggan', weight_kg: null },
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    syncState: 'pending',
  },
  {
    id: 'i1',
    kind: 'imc',
    owner: 'u',
    fields: { height: 175, weight: 70.4, imc: 22.99, classification: 'Peso "normal"; ok' },
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    syncState: 'synced',
  },
]

describe('CSV export', () => {
  const csv = resultsToCsv(rows)
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

  it('starts with a BOM and a header row, separated by semicolons', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe(
      'id;tipo;calculadora;criado_em;atualizado_em;sincronizacao;age;gender;method;max_hr;' +
        'zone1_min;zone1_max;zone2_min;zone2_max;zone3_min;zone3_max;zone4_min;zone4_max;' +
        'zone5_min;zone5_max;fthr;ftp;weight_kg;source;height;weight;imc;classification;tmb;' +
        'activity_level;daily_calories;ride_started_at;file_format;elapsed_seconds;' +
        'moving_seconds;distance_m;elevation_gain_m;avg_power;max_power;normalized_power;' +
        'best_5s_power;best_1min_power;best_5min_power;best_20min_power;best_60min_power;' +
        'ftp_estimate;intensity_factor;tss;power_z1_seconds;power_z2_seconds;power_z3_seconds;' +
        'power_z4_seconds;power_z5_seconds;power_z6_seconds;power_z7_seconds;avg_hr;' +
        'best_20min_hr;hr_z1_seconds;hr_z2_seconds;hr_z3_seconds;hr_z4_seconds;hr_z5_seconds;indoor;' +
        'session_name;birth_year;sex;height_cm;name;text;total_seconds',
    )
    expect(lines).toHaveLength(3)
  })

  it('writes decimal commas, empty cells for missing columns and quotes where needed', () => {
    const header = lines[0]!.split(';')
    const cell = (line: number, column: string) => {
      // The quoted classification holds a ';': split only the cells before it.
      const cells = lines[line]!.split(';')
      return cells[header.indexOf(column)]
    }
    expect(cell(1, 'ftp')).toBe('252,5')
    expect(cell(1, 'weight_kg')).toBe('')
    expect(cell(1, 'method')).toBe('coggan')
    expect(cell(1, 'sincronizacao')).toBe('pendente')
    expect(cell(2, 'weight')).toBe('70,4')
    expect(cell(2, 'calculadora')).toBe('IMC')
    expect(lines[2]).toContain(';"Peso ""normal""; ok";')
  })

  it("keeps a saved workout's lines in one quoted cell, at the end of its row", () => {
    const workout: StoredResult<'workout'> = {
      id: 'w1',
      kind: 'workout',
      owner: 'u',
      fields: { name: 'Limiar 2 × 20', text: '- 10m 55%\n2x\n- 20m 95%', total_seconds: 3600 },
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      syncState: 'synced',
    }
    const csv = resultsToCsv([workout])
    expect(csv).toContain('w1;workout;Treino salvo;')
    expect(csv.endsWith(';Limiar 2 × 20;"- 10m 55%\n2x\n- 20m 95%";3600\r\n')).toBe(true)
  })
})

describe('JSON export', () => {
  it('holds every result with its fields and no owner', () => {
    const parsed = JSON.parse(resultsToJson(rows, '2026-11-22T12:00:00.000Z')) as {
      exportedAt: string
      results: Record<string, unknown>[]
    }
    expect(parsed.exportedAt).toBe('2026-11-22T12:00:00.000Z')
    expect(parsed.results).toHaveLength(2)
    expect(parsed.results[0]).toEqual({
      id: 'f1',
      kind: 'ftp',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      syncState: 'pending',
      fields: { ftp: 252.5, method: 'coggan', weight_kg: null, source: null },
    })
    expect(parsed.results[0]).not.toHaveProperty('owner')
  })

  it('names the files by date and type', () => {
    const now = new Date('2026-11-22T12:00:00.000Z')
    expect(formatResultsExport(rows, 'csv', now)).toMatchObject({
      filename: 'bora-pedalar-resultados-2026-11-22.csv',
      mimeType: 'text/csv;charset=utf-8',
    })
    expect(formatResultsExport(rows, 'json', now).filename).toBe(
      'bora-pedalar-resultados-2026-11-22.json',
    )
  })

  it("names the file by the rider's day in Brasília, not UTC's, late in the evening", () => {
    // 22 Nov 2026 at 22:30 in Brasília is already the 23rd in UTC.
    const lateEvening = new Date('2026-11-23T01:30:00.000Z')
    expect(formatResultsExport(rows, 'csv', lateEvening).filename).toBe(
      'bora-pedalar-resultados-2026-11-22.csv',
    )
  })
})

describe('exportResults', () => {
  beforeEach(async () => {
    await resetDbForTests()
  })

  it("exports the current owner's results only", async () => {
    setCurrentOwner('user-a')
    await saveResult('ftp', { ftp: 250, method: 'coggan', weight_kg: 70 })
    setCurrentOwner(ANONYMOUS_OWNER)
    await saveResult('ftp', { ftp: 100, method: 'coggan', weight_kg: null })
    setCurrentOwner('user-a')
    const { content } = await exportResults('json')
    const parsed = JSON.parse(content) as { results: { fields: { ftp: number } }[] }
    expect(parsed.results.map((r) => r.fields.ftp)).toEqual([250])
  })
})
