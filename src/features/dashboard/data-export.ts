/**
 * 'Exportar meus dados' (LGPD art. 18, access and portability): one JSON document with what the
 * server holds about the rider and what this device holds, unsynced rows marked.
 */
import { CALCULATOR_KINDS, RESULT_TABLES, type StoredResult } from '../results'

export interface ServerData {
  profile: unknown
  athleteProfile: unknown
  organizerRequests: unknown[]
  results: Record<string, unknown[]>
}

export const OFFLINE_EXPORT_NOTE = 'Sem conexão: exportamos apenas os dados deste aparelho.'

/** Pure: the export document (server part null when it could not be read). */
export function buildDataExport(
  server: ServerData | null,
  device: readonly StoredResult[],
  exportedAt: Date,
) {
  return {
    exportedAt: exportedAt.toISOString(),
    note: server ? undefined : OFFLINE_EXPORT_NOTE,
    server,
    device: device.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      syncState: row.syncState,
      unsynced: row.syncState !== 'synced',
      fields: row.fields,
    })),
  }
}

export function dataExportFilename(now: Date): string {
  return `bora-pedalar-meus-dados-${now.toISOString().slice(0, 10)}.json`
}

/** Everything the server keeps about the signed-in rider (RLS answers only their own rows). */
export async function fetchServerData(userId: string): Promise<ServerData> {
  const { getSupabase } = await import('../../lib/supabase')
  const supabase = getSupabase()
  const read = async (table: string, single = false) => {
    const base = supabase.from(table).select('*')
    const query = table === 'profiles' ? base.eq('id', userId) : base.eq('user_id', userId)
    const { data, error } = await query
    if (error) throw new Error(`${table}: ${error.message}`)
    const rows = (data as unknown[] | null) ?? []
    return single ? (rows[0] ?? null) : rows
  }
  const results: Record<string, unknown[]> = {}
  for (const kind of CALCULATOR_KINDS) {
    results[kind] = (await read(RESULT_TABLES[kind])) as unknown[]
  }
  return {
    profile: await read('profiles', true),
    athleteProfile: await read(RESULT_TABLES.athlete_profile, true),
    organizerRequests: (await read('organizer_requests')) as unknown[],
    results,
  }
}
