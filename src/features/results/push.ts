import type { OutboxEntry, ResultsDb } from './db'
import { classify, deleteResultRow, withToken, type Outcome, type SyncClient } from './remote'
import { payloadOf, rowFromServer } from './server-row'
import {
  EDITABLE_KINDS,
  RESULT_TABLES,
  SINGLE_ROW_KINDS,
  type Owner,
  type ResultKind,
  type StoredResult,
} from './types'

export interface Pushed {
  entry: OutboxEntry
  row: StoredResult
}

export const isDeletion = (entry: OutboxEntry) => entry.op === 'delete'

/**
 * The owner's pending entries that are due now, in queue order, leaving out `skipped`; `wakeAt`
 * is when the earliest held one (a deletion 'Desfazer' may still undo) falls due.
 */
export async function dueEntries(
  db: ResultsDb,
  owner: Owner,
  now: number,
  skipped: ReadonlySet<string>,
): Promise<{ entries: OutboxEntry[]; wakeAt: number | undefined }> {
  let wakeAt: number | undefined
  const entries = (await db.outbox.where('owner').equals(owner).sortBy('seq')).filter((e) => {
    if (e.state !== 'pending' || skipped.has(e.opId)) return false
    const due = e.holdUntil ? Date.parse(e.holdUntil) : now
    if (due <= now) return true
    wakeAt = Math.min(wakeAt ?? due, due)
    return false
  })
  return { entries, wakeAt }
}

/** The queue's head: a deletion or one entry of a one-row kind, or a run of FTP entries. */
export function nextBatch(entries: OutboxEntry[], batchSize: number): OutboxEntry[] {
  const head = entries[0]
  if (!head || isDeletion(head) || SINGLE_ROW_KINDS.has(head.kind)) return head ? [head] : []
  return entries.filter((e) => e.kind === head.kind && !isDeletion(e)).slice(0, batchSize)
}

/**
 * A deleted result, gone from the server (`deleteResultRow` says how it is found; a row already
 * gone is success too). A refusal leaves nothing the rider could act on (the row is no longer
 * here), so the entry goes.
 */
export async function pushDeletion(
  client: SyncClient,
  db: ResultsDb,
  entry: OutboxEntry,
  token: string,
): Promise<Outcome> {
  const target = SINGLE_ROW_KINDS.has(entry.kind)
    ? { deletedVersion: entry.deletedVersion }
    : { id: entry.resultId }
  const request = deleteResultRow(client, RESULT_TABLES[entry.kind], target)
  const outcome = classify(await withToken(token, request))
  if (outcome.kind === 'ok' || outcome.kind === 'rejected') {
    await db.outbox.where('opId').equals(entry.opId).delete()
  }
  return outcome
}

/** Reads the rows behind the entries; an entry whose row is gone has nothing left to push. */
export async function loadBatch(db: ResultsDb, entries: OutboxEntry[]): Promise<Pushed[]> {
  const rows = await db.results.bulkGet(entries.map((e) => e.resultId))
  const out: Pushed[] = []
  const orphans: string[] = []
  entries.forEach((entry, i) => {
    const row = rows[i]
    if (row && row.owner === entry.owner) out.push({ entry, row })
    else orphans.push(entry.opId)
  })
  if (orphans.length > 0) await db.outbox.where('opId').anyOf(orphans).delete()
  return out
}

/**
 * The key a history row is inserted on. A ride summary's id is derived from rider and ride, so
 * anyone can compute it, and a workout's travels in the editor's address: the server keys those
 * tables by (user_id, id), and another rider's row under the same id neither swallows ours nor
 * answers differently.
 */
const historyKey = (kind: ResultKind) =>
  kind === 'ride_summary' || kind === 'workout' ? 'user_id,id' : 'id'

/** Sends a batch of one kind; acknowledges what the server took and marks what it refused. */
export async function pushBatch(
  client: SyncClient,
  db: ResultsDb,
  batch: Pushed[],
  token: string,
): Promise<Outcome> {
  const first = batch[0]
  if (!first) return { kind: 'ok' }
  const kind = first.row.kind
  const table = client.from(RESULT_TABLES[kind])
  if (SINGLE_ROW_KINDS.has(kind)) {
    // Upsert on user_id: the server keeps its row's id and the newer updated_at, and answers
    // with the row that stands, so a write that lost is corrected here at once.
    const result = await withToken(
      token,
      table.upsert([payloadOf(first.row)], { onConflict: 'user_id' }).select(),
    )
    const outcome = classify(result)
    if (outcome.kind === 'ok') {
      const standing = Array.isArray(result.data) ? (result.data[0] as unknown) : undefined
      await ack(db, [{ pushed: first, standing: standing as ServerRow | undefined }])
    } else if (outcome.kind === 'rejected') {
      await fail(db, first, outcome.message)
    }
    return outcome
  }
  const payload = batch.map(({ row }) => payloadOf(row))
  let outcome: Outcome
  if (EDITABLE_KINDS.has(kind)) {
    // Edited in place (workouts): merge into the server's row, whose trigger keeps the newer
    // updated_at, and read back the rows that stand, so an edit that lost to another device's
    // newer one is replaced here at once.
    const result = await withToken(
      token,
      table.upsert(payload, { onConflict: historyKey(kind) }).select(),
    )
    outcome = classify(result)
    if (outcome.kind === 'ok') {
      const standing = new Map<unknown, ServerRow>()
      for (const raw of Array.isArray(result.data) ? (result.data as ServerRow[]) : []) {
        standing.set(raw.id, raw)
      }
      await ack(
        db,
        batch.map((pushed) => ({ pushed, standing: standing.get(pushed.row.id) })),
      )
      return outcome
    }
  } else {
    // History (FTP, rides): insert on the client's id, a duplicate (an earlier push whose answer
    // was lost) is ignored by the server and counts as success.
    const result = await withToken(
      token,
      table.upsert(payload, { onConflict: historyKey(kind), ignoreDuplicates: true }),
    )
    outcome = classify(result)
    if (outcome.kind === 'ok') {
      await ackBatch(db, batch)
      return outcome
    }
  }
  if (outcome.kind !== 'rejected') return outcome
  if (batch.length === 1) {
    await fail(db, first, outcome.message)
    return outcome
  }
  // One bad row rejects the whole statement: push them one by one to find it.
  for (const item of batch) {
    const single = await pushBatch(client, db, [item], token)
    if (single.kind === 'transient' || single.kind === 'auth') return single
  }
  return { kind: 'ok' }
}

type ServerRow = Record<string, unknown>

/**
 * Acknowledges pushes the server answered with the rows that stand (one-row kinds, workouts), in
 * ONE transaction.
 */
async function ack(
  db: ResultsDb,
  items: readonly { pushed: Pushed; standing: ServerRow | undefined }[],
): Promise<void> {
  await db.transaction('rw', db.results, db.outbox, async () => {
    for (const { pushed, standing } of items) {
      await db.outbox.where('opId').equals(pushed.entry.opId).delete()
      const row = await db.results.get(pushed.row.id)
      if (!row || row.updatedAt !== pushed.row.updatedAt) continue
      if ((await db.outbox.where('resultId').equals(row.id).count()) > 0) continue
      const server = standing ? rowFromServer(row.kind, row.owner, standing) : undefined
      if (!server) {
        await db.results.put({ ...row, syncState: 'synced', syncError: undefined })
        continue
      }
      // The server's row stands: its id (a one-row kind keeps the first id it got), its time (a
      // clock far ahead is stored as the server's now) and, when our write was older than what
      // it holds, its values too.
      const next: StoredResult =
        Date.parse(server.updatedAt) > Date.parse(row.updatedAt)
          ? server
          : {
              ...row,
              id: server.id,
              updatedAt: server.updatedAt,
              syncState: 'synced',
              syncError: undefined,
            }
      if (next.id !== row.id) await db.results.delete(row.id)
      await db.results.put(next)
    }
  })
}

/**
 * The FTP batch's acknowledgement: the same rules as `ack` without a standing row, for every
 * row of the batch in ONE transaction (a transaction per row made each batch wait hundreds of
 * milliseconds on the device before the next request left, and woke every live query per row).
 * All or nothing: a crash midway leaves the whole batch pending, and the next push is a no-op
 * on the server (duplicates are ignored).
 */
async function ackBatch(db: ResultsDb, batch: readonly Pushed[]): Promise<void> {
  if (batch.length === 0) return
  await db.transaction('rw', db.results, db.outbox, async () => {
    await db.outbox
      .where('opId')
      .anyOf(batch.map(({ entry }) => entry.opId))
      .delete()
    const ids = batch.map(({ row }) => row.id)
    const rows = await db.results.bulkGet(ids)
    // A newer save of the same result has its own entry: that row is not synced yet.
    const requeued = new Set(
      (await db.outbox.where('resultId').anyOf(ids).toArray()).map((e) => e.resultId),
    )
    const synced: StoredResult[] = []
    batch.forEach(({ row: pushed }, index) => {
      const row = rows[index]
      if (!row || row.updatedAt !== pushed.updatedAt || requeued.has(row.id)) return
      synced.push({ ...row, syncState: 'synced', syncError: undefined })
    })
    if (synced.length > 0) await db.results.bulkPut(synced)
  })
}

async function fail(db: ResultsDb, pushed: Pushed, message: string): Promise<void> {
  await db.transaction('rw', db.results, db.outbox, async () => {
    const entry = await db.outbox.where('opId').equals(pushed.entry.opId).first()
    if (!entry?.seq) return
    await db.outbox.update(entry.seq, { state: 'failed', error: message })
    const row = await db.results.get(pushed.row.id)
    if (row && row.updatedAt === pushed.row.updatedAt) {
      await db.results.put({ ...row, syncState: 'failed', syncError: message })
    }
  })
}
