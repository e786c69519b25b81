/**
 * 'Exportar meus dados' (LGPD art. 18, access and portability): one JSON document with what the
 * server holds about the rider and what this device holds, unsynced rows marked. The document is
 * built by a pure function; the reads are separate.
 */
import { isoDay } from '../../lib/format'
import { readAllPages } from '../../lib/paging'
import type { AppSupabaseClient } from '../../lib/supabase'
import { CALCULATOR_KINDS, RESULT_TABLES, type CalculatorKind, type StoredResult } from '../results'

export type Row = Record<string, unknown>

/** The kinds whose server rows the export reads: every calculation and the saved workouts. */
export type ExportedKind = CalculatorKind | 'workout'
const EXPORTED_KINDS: readonly ExportedKind[] = [...CALCULATOR_KINDS, 'workout']

/** What the server keeps about the signed-in rider (RLS answers only their own rows). */
export interface ServerData {
  profile: Row | null
  athleteProfile: Row | null
  organizerRequests: Row[]
  /** The rider's registrations for events, and the events they organize. */
  events: { registrations: Row[]; organized: Row[] }
  /** The challenges the rider joined: when, its title, and whether they chose the leaderboard. */
  challenges: Row[]
  results: Record<ExportedKind, Row[]>
}

/** The server's part, or why it is missing. */
export type ServerPart = { ok: true; data: ServerData } | { ok: false; reason: 'offline' | 'error' }

export const EXPORT_NOTES = {
  offline: 'Sem conexão: exportamos apenas os dados deste aparelho.',
  error: 'Não foi possível ler os dados do servidor: exportamos apenas os dados deste aparelho.',
} as const

export interface DeviceRow {
  id: string
  kind: StoredResult['kind']
  createdAt: string
  updatedAt: string
  syncState: StoredResult['syncState']
  /** True while the row exists only on this device (pending or failed). */
  unsynced: boolean
  syncError?: string
  fields: StoredResult['fields']
}

export interface DataExport {
  exportedAt: string
  /** Present when the server part is missing (null fields below), saying why. */
  note?: string
  profile: Row | null
  athleteProfile: Row | null
  organizerRequests: Row[] | null
  events: { registrations: Row[]; organized: Row[] } | null
  challenges: Row[] | null
  results: {
    server: Record<ExportedKind, Row[]> | null
    device: DeviceRow[]
  }
}

function deviceRow(row: StoredResult): DeviceRow {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    syncState: row.syncState,
    unsynced: row.syncState !== 'synced',
    ...(row.syncError ? { syncError: row.syncError } : {}),
    fields: row.fields,
  }
}

/** Pure: the export document. */
export function buildDataExport(
  server: ServerPart,
  device: readonly StoredResult[],
  exportedAt: Date,
): DataExport {
  const data = server.ok ? server.data : null
  return {
    exportedAt: exportedAt.toISOString(),
    ...(server.ok ? {} : { note: EXPORT_NOTES[server.reason] }),
    profile: data?.profile ?? null,
    athleteProfile: data?.athleteProfile ?? null,
    organizerRequests: data?.organizerRequests ?? null,
    events: data?.events ?? null,
    challenges: data?.challenges ?? null,
    results: { server: data?.results ?? null, device: device.map(deviceRow) },
  }
}

/** `bora-pedalar-meus-dados-YYYY-MM-DD.json`, the day on the riders' clock. */
export function dataExportFilename(now: Date): string {
  return `bora-pedalar-meus-dados-${isoDay(now)}.json`
}

/** Not in the spec: a read that hangs on a flaky connection gives up, and the file still comes. */
const READ_TIMEOUT_MS = 15_000

/**
 * The rider's challenge participations with each challenge's title (two reads: the twin does not
 * embed). Nobody has joined hundreds: one page.
 */
export async function readChallengeParticipations(
  supabase: AppSupabaseClient,
  userId: string,
  signal?: AbortSignal,
): Promise<Row[]> {
  const joined = supabase
    .from('challenge_participants')
    .select('challenge_id, joined_at, on_leaderboard')
    .eq('user_id', userId)
    .order('joined_at', { ascending: true })
  const { data, error } = await (signal ? joined.abortSignal(signal) : joined)
  if (error) throw new Error(`challenge_participants: ${error.message}`)
  const rows = (data ?? []) as {
    challenge_id: string
    joined_at: string
    on_leaderboard: boolean
  }[]
  if (rows.length === 0) return []
  const challenges = await supabase
    .from('challenges')
    .select('id, title, slug')
    .in(
      'id',
      rows.map((row) => row.challenge_id),
    )
  if (challenges.error) throw new Error(`challenges: ${challenges.error.message}`)
  const byId = new Map(
    ((challenges.data ?? []) as { id: string; title: string; slug: string }[]).map((c) => [
      c.id,
      c,
    ]),
  )
  return rows.map((row) => ({
    challenge_id: row.challenge_id,
    title: byId.get(row.challenge_id)?.title ?? null,
    slug: byId.get(row.challenge_id)?.slug ?? null,
    joined_at: row.joined_at,
    on_leaderboard: row.on_leaderboard,
  }))
}

/**
 * Reads every table the rider has rows in, at once. `athlete_profiles` and the events tables may
 * be absent (a project without those migrations): they are then empty. Any other failure rejects.
 */
export async function fetchServerData(userId: string): Promise<ServerData> {
  const { getSupabase } = await import('../../lib/supabase')
  const supabase = getSupabase()
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS)
  // Page by page: a hosted project answers at most max_rows (1000) rows per read.
  const read = async (table: string, column: 'id' | 'user_id' | 'organizer_id'): Promise<Row[]> => {
    const { data, error } = await readAllPages<Row, { message: string }>((from, to) =>
      supabase
        .from(table)
        .select('*', { count: 'exact' })
        .eq(column, userId)
        .order('created_at', { ascending: true })
        .order('id', { ascending: true })
        .range(from, to)
        .abortSignal(signal),
    )
    if (error) throw new Error(`${table}: ${error.message}`)
    return data
  }
  const [profile, athlete, requests, registrations, organized, challenges, ...results] =
    await Promise.all([
      read('profiles', 'id'),
      read(RESULT_TABLES.athlete_profile, 'user_id').catch(() => []),
      read('organizer_requests', 'user_id'),
      read('event_registrations', 'user_id').catch(() => []),
      read('events', 'organizer_id').catch(() => []),
      readChallengeParticipations(supabase, userId, signal).catch((): Row[] => []),
      ...EXPORTED_KINDS.map((kind) => read(RESULT_TABLES[kind], 'user_id')),
    ])
  return {
    profile: profile[0] ?? null,
    athleteProfile: athlete[0] ?? null,
    organizerRequests: requests,
    events: { registrations, organized },
    challenges,
    results: Object.fromEntries(
      EXPORTED_KINDS.map((kind, index) => [kind, results[index] ?? []]),
    ) as Record<ExportedKind, Row[]>,
  }
}

/** The server's part as the export needs it: skipped offline, its failure named. */
export async function readServerPart(userId: string, online: () => boolean): Promise<ServerPart> {
  if (!online()) return { ok: false, reason: 'offline' }
  try {
    return { ok: true, data: await fetchServerData(userId) }
  } catch {
    return { ok: false, reason: online() ? 'error' : 'offline' }
  }
}
