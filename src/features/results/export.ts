import { isoDay } from '../../lib/format'
import { RESULT_FIELDS, fieldsToColumns } from './fields'
import { getCurrentOwner } from './owner'
import { listResults } from './store'
import { RESULT_KIND_LABELS } from './labels'
import { RESULT_KINDS, type StoredResult } from './types'

export type ExportFormat = 'json' | 'csv'

export interface ResultsExport {
  filename: string
  mimeType: string
  content: string
}

const SYNC_LABELS: Record<StoredResult['syncState'], string> = {
  synced: 'sincronizado',
  pending: 'pendente',
  failed: 'falhou',
}

/** Every field column of every kind, once, in a stable order. */
function fieldColumns(): string[] {
  const seen = new Set<string>()
  for (const kind of RESULT_KINDS) for (const [name] of RESULT_FIELDS[kind]) seen.add(name)
  return [...seen]
}

const decimal = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 })

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text =
    typeof value === 'number'
      ? decimal.format(value)
      : typeof value === 'string'
        ? value
        : typeof value === 'boolean'
          ? value
            ? 'sim'
            : 'não'
          : JSON.stringify(value)
  return /[";\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * Pure: the results as a CSV that a pt-BR spreadsheet opens as columns (';' separator, decimal
 * comma, CRLF, a header row, a UTF-8 BOM so accents survive Excel). One row per result; the
 * columns a kind lacks stay empty. Dates stay ISO 8601 (UTC), which spreadsheets parse.
 */
export function resultsToCsv(results: readonly StoredResult[]): string {
  const columns = fieldColumns()
  const header = [
    'id',
    'tipo',
    'calculadora',
    'criado_em',
    'atualizado_em',
    'sincronizacao',
    ...columns,
  ]
  const lines = [header.join(';')]
  for (const result of results) {
    const values = fieldsToColumns(result.kind, result.fields)
    const cells = [
      result.id,
      result.kind,
      RESULT_KIND_LABELS[result.kind],
      result.createdAt,
      result.updatedAt,
      SYNC_LABELS[result.syncState],
      ...columns.map((name) => (name in values ? values[name] : undefined)),
    ]
    lines.push(cells.map(csvCell).join(';'))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** Pure: the results as pretty JSON (the stored shape minus the device-only owner). */
export function resultsToJson(results: readonly StoredResult[], exportedAt: string): string {
  return `${JSON.stringify(
    {
      exportedAt,
      results: results.map((r) => ({
        id: r.id,
        kind: r.kind,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        syncState: r.syncState,
        fields: fieldsToColumns(r.kind, r.fields),
      })),
    },
    null,
    2,
  )}\n`
}

/** Pure: name, type and content of an export file. */
export function formatResultsExport(
  results: readonly StoredResult[],
  format: ExportFormat,
  now: Date,
): ResultsExport {
  const stamp = isoDay(now)
  return format === 'csv'
    ? {
        filename: `bora-pedalar-resultados-${stamp}.csv`,
        mimeType: 'text/csv;charset=utf-8',
        content: resultsToCsv(results),
      }
    : {
        filename: `bora-pedalar-resultados-${stamp}.json`,
        mimeType: 'application/json',
        content: resultsToJson(results, now.toISOString()),
      }
}

/**
 * The current owner's results on this device (what the dashboard shows, including unsynced ones)
 * as a file content; the caller makes the Blob and the download link. Other accounts' hidden rows
 * are never exported.
 */
export async function exportResults(format: ExportFormat): Promise<ResultsExport> {
  const results = await listResults(undefined, getCurrentOwner())
  return formatResultsExport(results, format, new Date())
}
