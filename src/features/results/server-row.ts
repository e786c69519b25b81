import { fieldsFromRow, fieldsToColumns } from './fields'
import type { Owner, ResultKind, StoredResult } from './types'

/** Server timestamps ("…+00:00", microseconds) in the store's form ("…Z", milliseconds). */
function isoOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString()
}

/** A row the server sent, as the store keeps it; undefined when it does not read as `kind`. */
export function rowFromServer(
  kind: ResultKind,
  owner: Owner,
  raw: Record<string, unknown>,
): StoredResult | undefined {
  const fields = fieldsFromRow(kind, raw)
  const createdAt = isoOf(raw.created_at)
  const updatedAt = isoOf(raw.updated_at)
  if (!fields || typeof raw.id !== 'string' || !createdAt || !updatedAt) return undefined
  return { id: raw.id, kind, owner, fields, createdAt, updatedAt, syncState: 'synced' }
}

/** A stored result as the row a push sends. */
export function payloadOf(row: StoredResult): Record<string, unknown> {
  return {
    id: row.id,
    user_id: row.owner,
    ...fieldsToColumns(row.kind, row.fields),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}
