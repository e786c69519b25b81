import { Dexie, type EntityTable } from 'dexie'
import { RESULTS_DB_NAME } from '../../lib/device-databases'
import type { Owner, ResultKind, StoredResult } from './types'

/**
 * One pending (or failed) push of a result to the server. The payload is not copied: the engine
 * reads the row when it pushes, so the newest local values always go up.
 */
export interface OutboxEntry {
  /** Auto-increment: the queue order. */
  seq?: number
  /** Unique per entry; a replaced entry gets a new one, so a late ack of the old one is a no-op. */
  opId: string
  owner: Owner
  kind: ResultKind
  resultId: string
  /** What to do on the server; absent on entries written before deletions existed: an upsert. */
  op?: 'upsert' | 'delete'
  /** A deletion waits until then (ISO time): the rider's 'Desfazer' window. */
  holdUntil?: string
  /** A deletion: the deleted row's `updatedAt` (a newer server row, saved elsewhere, stays). */
  deletedVersion?: string
  state: 'pending' | 'failed'
  /** The server's message when `state` is 'failed'. */
  error?: string
  createdAt: string
}

export { RESULTS_DB_NAME }

/**
 * One `results` table for every kind (`RESULT_KINDS` in types.ts: seven today) rather than a table
 * per kind: every kind has the same envelope (id, owner, timestamps, sync state) and differs only
 * in `fields`, and everything the store does across kinds (owner filter, attach, sign-out, export,
 * the dashboard's list) is then one indexed query. The `kind` is the middle part of the compound indexes.
 *
 * Versions are append-only: never edit a shipped `version(n)`; add `version(n + 1)` with its
 * upgrade and an upgrade test in db.test.ts.
 */
export class ResultsDb extends Dexie {
  results!: EntityTable<StoredResult, 'id'>
  outbox!: EntityTable<OutboxEntry, 'seq'>

  constructor(name: string = RESULTS_DB_NAME) {
    super(name)
    this.version(1).stores({
      results: 'id, owner, [owner+updatedAt], [owner+kind+updatedAt]',
      outbox: '++seq, &opId, owner, resultId, [owner+kind]',
    })
  }
}

let instance: ResultsDb | undefined

/** The app's database, opened on first use (never at import: the app is prerendered in Node). */
export function getDb(): ResultsDb {
  instance ??= new ResultsDb()
  return instance
}

/** Tests: close and delete the database so the next `getDb()` starts empty. */
export async function resetDbForTests(): Promise<void> {
  instance?.close()
  instance = undefined
  await Dexie.delete(RESULTS_DB_NAME)
}
