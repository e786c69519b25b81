import type { ResultsDb } from './db'
import { ownerStore } from './owner'
import { classify, selectLatest, withToken, type Outcome, type SyncClient } from './remote'
import { rowFromServer } from './server-row'
import { findSingleRow } from './store'
import { EDITABLE_KINDS, RESULT_TABLES, SINGLE_ROW_KINDS } from './types'
import type { Owner, ResultKind, StoredResult } from './types'

/**
 * The owner's newest rows of one kind, merged into the store: nothing unsynced is overwritten,
 * and of two synced versions the newer `updated_at` wins. `historyLimit`: rows of a history kind
 * (FTP, rides, workouts) pulled; a one-row kind pulls its one row. A workout the server no longer
 * holds was deleted on another device: when the pull brought every row, the synced copy here goes
 * too (the results' history only grows on other devices, so theirs is left as it is).
 */
export async function pullKind(
  client: SyncClient,
  db: ResultsDb,
  kind: ResultKind,
  owner: Owner,
  historyLimit: number,
  token: string,
): Promise<Outcome> {
  const single = SINGLE_ROW_KINDS.has(kind)
  const result = await withToken(
    token,
    selectLatest(client.from(RESULT_TABLES[kind]), owner, single ? 1 : historyLimit),
  )
  const outcome = classify(result)
  // A pull the server refuses outright changes nothing here; pushes report their own failures.
  if (outcome.kind !== 'ok') return outcome.kind === 'rejected' ? { kind: 'ok' } : outcome
  const received = Array.isArray(result.data) ? (result.data as Record<string, unknown>[]) : []
  const rows = received
    .map((raw) => rowFromServer(kind, owner, raw))
    .filter((row): row is StoredResult => row !== undefined)
  await db.transaction('rw', db.results, db.outbox, async () => {
    if (ownerStore.getState().owner !== owner) return
    for (const server of rows) {
      const local = single ? await findSingleRow(db, owner, kind) : await db.results.get(server.id)
      if (local) {
        if (local.syncState !== 'synced') continue
        if ((await db.outbox.where('resultId').equals(local.id).count()) > 0) continue
        if (Date.parse(local.updatedAt) > Date.parse(server.updatedAt)) continue
        if (local.id !== server.id) await db.results.delete(local.id)
      } else if ((await db.outbox.where('resultId').equals(server.id).count()) > 0) {
        // FTP rows still being pushed, and results deleted here whose deletion is on its way.
        continue
      }
      await db.results.put(server)
    }
    if (EDITABLE_KINDS.has(kind) && received.length < historyLimit) {
      const standing = new Set(received.map((raw) => raw.id))
      const queued = new Set(
        (await db.outbox.where('owner').equals(owner).toArray()).map((e) => e.resultId),
      )
      const gone = (await db.results.where('owner').equals(owner).toArray()).filter(
        (row) =>
          row.kind === kind &&
          row.syncState === 'synced' &&
          !standing.has(row.id) &&
          !queued.has(row.id),
      )
      await db.results.bulkDelete(gone.map((row) => row.id))
    }
  })
  return { kind: 'ok' }
}
