import { Dexie } from 'dexie'
import { getDb, type OutboxEntry, type ResultsDb } from './db'
import { getCurrentOwner } from './owner'
import { requestPersistentStorage } from './persist'
import { forgetRecordings } from './recordings'
import { notifyOutboxChanged, notifyPullWanted } from './signals'
import { nextTimestamp } from './timestamps'
import {
  ANONYMOUS_OWNER,
  EDITABLE_KINDS,
  SINGLE_ROW_KINDS,
  type Owner,
  type ResultFieldsByKind,
  type ResultKind,
  type StoredResult,
} from './types'

let clock: () => number = () => Date.now()

/** Tests: drive the timestamps the store writes. */
export function setStoreClockForTests(now: (() => number) | undefined): void {
  clock = now ?? (() => Date.now())
}

function newEntry(owner: Owner, kind: ResultKind, resultId: string): OutboxEntry {
  return {
    opId: crypto.randomUUID(),
    owner,
    kind,
    resultId,
    state: 'pending',
    createdAt: new Date(clock()).toISOString(),
  }
}

/** The owner's row of a one-row kind (there is at most one; pulls and saves keep it so). */
export async function findSingleRow(
  db: ResultsDb,
  owner: Owner,
  kind: ResultKind,
): Promise<StoredResult | undefined> {
  return db.results
    .where('[owner+kind+updatedAt]')
    .between([owner, kind, Dexie.minKey], [owner, kind, Dexie.maxKey])
    .last()
}

/**
 * Queues a push of `row` (must run inside a rw transaction over results and outbox). For the
 * one-row kinds any earlier entry for (owner, kind) is replaced, failed ones too: the row it
 * pointed at now holds the newer values.
 */
export async function enqueue(db: ResultsDb, row: StoredResult): Promise<void> {
  if (SINGLE_ROW_KINDS.has(row.kind)) {
    await db.outbox.where('[owner+kind]').equals([row.owner, row.kind]).delete()
  } else {
    await db.outbox.where('resultId').equals(row.id).delete()
  }
  await db.outbox.add(newEntry(row.owner, row.kind, row.id))
}

/**
 * Writes the record and its outbox entry in ONE Dexie transaction for `owner` (the current one
 * unless the caller knows the rider better); resolves once stored on the device. One-row kinds (heart rate, IMC, Harris-Benedict) keep one row per
 * owner, updated in place (same id, same createdAt); FTP appends a new row with a new UUID.
 * Anonymous results get no outbox entry: they stay on this device until attached to an account.
 */
export async function saveResult<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
  owner: Owner = getCurrentOwner(),
): Promise<StoredResult<K>> {
  const db = getDb()
  const row = await db.transaction('rw', db.results, db.outbox, async () => {
    const existing = SINGLE_ROW_KINDS.has(kind) ? await findSingleRow(db, owner, kind) : undefined
    const updatedAt = nextTimestamp(clock(), existing?.updatedAt)
    const next: StoredResult<K> = {
      id: existing?.id ?? crypto.randomUUID(),
      kind,
      owner,
      fields: { ...fields },
      createdAt: existing?.createdAt ?? updatedAt,
      updatedAt,
      syncState: 'pending',
    }
    await db.results.put(next)
    if (owner !== ANONYMOUS_OWNER) await enqueue(db, next)
    return next
  })
  if (owner !== ANONYMOUS_OWNER) notifyOutboxChanged()
  void requestPersistentStorage()
  return row
}

/**
 * Keeps a history result once: under an id the caller derives from what it is (a ride summary's
 * owner, start and length), and for `owner` only. Nothing is written when `owner` is no longer
 * the current one, or when that id is already kept here; on the server the same id from another
 * device is a duplicate the push ignores. Resolves with whether it wrote.
 */
export async function saveResultOnce<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
  id: string,
  owner: Owner,
): Promise<boolean> {
  if (SINGLE_ROW_KINDS.has(kind)) throw new Error(`${kind} keeps one row per owner: use saveResult`)
  const db = getDb()
  const wrote = await db.transaction('rw', db.results, db.outbox, async () => {
    if (getCurrentOwner() !== owner || (await db.results.get(id))) return false
    const updatedAt = nextTimestamp(clock())
    const row: StoredResult<K> = {
      id,
      kind,
      owner,
      fields: { ...fields },
      createdAt: updatedAt,
      updatedAt,
      syncState: 'pending',
    }
    await db.results.put(row)
    if (owner !== ANONYMOUS_OWNER) await enqueue(db, row)
    return true
  })
  if (wrote && owner !== ANONYMOUS_OWNER) notifyOutboxChanged()
  return wrote
}

/**
 * New fields for a kept row of an editable kind (a saved workout), in place: same id, same
 * createdAt, a newer updatedAt, pending again and queued for the server, where the newer
 * updated_at wins. Resolves with the row as stored, or null when it is no longer on this device
 * (deleted, here or in another tab, or not `kind`): the caller may then save it as a new one.
 */
export async function updateResult<K extends ResultKind>(
  kind: K,
  id: string,
  fields: ResultFieldsByKind[K],
): Promise<StoredResult<K> | null> {
  if (!EDITABLE_KINDS.has(kind)) throw new Error(`${kind} is not edited in place: use saveResult`)
  const db = getDb()
  const row = await db.transaction('rw', db.results, db.outbox, async () => {
    const existing = await db.results.get(id)
    if (!existing || existing.kind !== kind) return null
    const next: StoredResult<K> = {
      ...(existing as StoredResult<K>),
      fields: { ...fields },
      updatedAt: nextTimestamp(clock(), existing.updatedAt),
      syncState: 'pending',
      syncError: undefined,
    }
    await db.results.put(next)
    if (next.owner !== ANONYMOUS_OWNER) await enqueue(db, next)
    return next
  })
  if (row && row.owner !== ANONYMOUS_OWNER) notifyOutboxChanged()
  return row
}

/** One of the owner's rows by its id, or null (another owner's row, or another kind, is none). */
export async function getResult<K extends ResultKind>(
  kind: K,
  id: string,
  owner: Owner = getCurrentOwner(),
): Promise<StoredResult<K> | null> {
  const row = await getDb().results.get(id)
  return row && row.kind === kind && row.owner === owner ? (row as StoredResult<K>) : null
}

/** The owner's latest result of a kind, or null. */
export async function getLatestResult<K extends ResultKind>(
  kind: K,
  owner: Owner = getCurrentOwner(),
): Promise<StoredResult<K> | null> {
  const row = await findSingleRow(getDb(), owner, kind)
  return (row as StoredResult<K> | undefined) ?? null
}

/** The owner's results (all kinds or one), newest first. */
export async function listResults<K extends ResultKind = ResultKind>(
  kind?: K,
  owner: Owner = getCurrentOwner(),
): Promise<StoredResult<K>[]> {
  const db = getDb()
  const range = kind
    ? db.results
        .where('[owner+kind+updatedAt]')
        .between([owner, kind, Dexie.minKey], [owner, kind, Dexie.maxKey])
    : db.results.where('[owner+updatedAt]').between([owner, Dexie.minKey], [owner, Dexie.maxKey])
  return (await range.reverse().toArray()) as StoredResult<K>[]
}

/** How many results on this device belong to nobody yet ("N resultados deste aparelho"). */
export async function countAnonymousResults(): Promise<number> {
  return getDb().results.where('owner').equals(ANONYMOUS_OWNER).count()
}

/**
 * Gives this device's anonymous results to `userId` and queues them for the server, in one
 * transaction. For a one-row kind the user already has here, the newer of the two is kept (the
 * server would keep only the newer one anyway). Returns how many results were attached.
 */
export async function attachAnonymousResults(userId: Owner): Promise<number> {
  if (!userId || userId === ANONYMOUS_OWNER) throw new Error('attachAnonymousResults: no user')
  const db = getDb()
  const attached = await db.transaction('rw', db.results, db.outbox, async () => {
    const anonymous = await db.results.where('owner').equals(ANONYMOUS_OWNER).sortBy('updatedAt')
    let count = 0
    for (const row of anonymous) {
      if (SINGLE_ROW_KINDS.has(row.kind)) {
        const mine = await findSingleRow(db, userId, row.kind)
        if (mine) {
          await db.results.delete(row.id)
          if (mine.updatedAt >= row.updatedAt) continue
          const merged: StoredResult = {
            ...mine,
            fields: row.fields,
            updatedAt: row.updatedAt,
            syncState: 'pending',
            syncError: undefined,
          }
          await db.results.put(merged)
          await enqueue(db, merged)
          count += 1
          continue
        }
      }
      const owned: StoredResult = {
        ...row,
        owner: userId,
        syncState: 'pending',
        syncError: undefined,
      }
      await db.results.put(owned)
      await enqueue(db, owned)
      count += 1
    }
    return count
  })
  if (attached > 0) notifyOutboxChanged()
  return attached
}

/** How many of `userId`'s results exist only on this device (pending or failed). */
export async function countUnsyncedResults(userId: Owner): Promise<number> {
  return getDb()
    .results.where('owner')
    .equals(userId)
    .filter((row) => row.syncState !== 'synced')
    .count()
}

/**
 * After sign-out: `userId`'s synced rows leave the device; the unsynced ones stay (hidden by the
 * owner filter) until that user signs in again and the engine pushes them. Returns how many stay.
 */
export async function forgetSyncedResults(userId: Owner): Promise<number> {
  if (userId === ANONYMOUS_OWNER) return 0
  const db = getDb()
  return db.transaction('rw', db.results, db.outbox, async () => {
    const queued = new Set(
      (await db.outbox.where('owner').equals(userId).toArray()).map((e) => e.resultId),
    )
    const rows = await db.results.where('owner').equals(userId).toArray()
    const gone = rows.filter((row) => row.syncState === 'synced' && !queued.has(row.id))
    await db.results.bulkDelete(gone.map((row) => row.id))
    return rows.length - gone.length
  })
}

/** Puts a failed result back in the queue (the rider's "Tentar novamente"). */
export async function retryFailed(resultId: string): Promise<void> {
  const db = getDb()
  const rearmed = await db.transaction('rw', db.results, db.outbox, async () => {
    const row = await db.results.get(resultId)
    if (!row || row.owner === ANONYMOUS_OWNER) return false
    await db.results.put({ ...row, syncState: 'pending', syncError: undefined })
    await enqueue(db, row)
    return true
  })
  if (rearmed) notifyOutboxChanged()
}

/**
 * The rider's "Descartar" on a failed result: the local row and its queue entry go. The server's
 * own row (if any) is untouched and comes back with the next pull.
 */
export async function discardFailed(resultId: string): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.results, db.outbox, async () => {
    await db.outbox.where('resultId').equals(resultId).delete()
    await db.results.delete(resultId)
  })
  notifyPullWanted()
}

/**
 * After the account is deleted (LGPD): every row and queue entry of `userId` leaves the device,
 * unsynced ones too (there is no account left to push them to), and so do their field-test
 * recordings (heart rate and power, second by second). Returns how many result rows went.
 */
export async function forgetUserData(userId: Owner): Promise<number> {
  if (!userId || userId === ANONYMOUS_OWNER) return 0
  const db = getDb()
  const gone = await db.transaction('rw', db.results, db.outbox, async () => {
    await db.outbox.where('owner').equals(userId).delete()
    return db.results.where('owner').equals(userId).delete()
  })
  await forgetRecordings(userId)
  return gone
}

/** How long a deleted result can be brought back before the server hears of it. */
export const UNDO_DELETE_MS = 5_000

/**
 * The rider's 'Excluir': the row leaves the device at once, with any push still queued for it; a
 * signed-in owner's deletion is queued for the server, held for `UNDO_DELETE_MS` so 'Desfazer' can
 * take it back (offline too: it is delivered later). Returns the removed row for `undoDelete`.
 */
export async function deleteResult(resultId: string): Promise<StoredResult | null> {
  const db = getDb()
  const removed = await db.transaction('rw', db.results, db.outbox, async () => {
    const row = await db.results.get(resultId)
    if (!row) return null
    await db.results.delete(resultId)
    await db.outbox.where('resultId').equals(resultId).delete()
    if (row.owner !== ANONYMOUS_OWNER) {
      await db.outbox.add({
        ...newEntry(row.owner, row.kind, row.id),
        op: 'delete',
        holdUntil: new Date(clock() + UNDO_DELETE_MS).toISOString(),
        deletedVersion: row.updatedAt,
      })
    }
    return row
  })
  if (removed && removed.owner !== ANONYMOUS_OWNER) notifyOutboxChanged()
  return removed
}

/**
 * 'Desfazer': the row comes back as it was. If its deletion already reached the server, the row is
 * queued again, so the server gets it back too.
 */
export async function undoDelete(row: StoredResult): Promise<void> {
  const db = getDb()
  const queued = await db.transaction('rw', db.results, db.outbox, async () => {
    const deletions = await db.outbox
      .where('resultId')
      .equals(row.id)
      .filter((entry) => entry.op === 'delete')
      .toArray()
    await db.outbox.bulkDelete(deletions.map((entry) => entry.seq!))
    const reachedServer = deletions.length === 0 && row.owner !== ANONYMOUS_OWNER
    const restored: StoredResult =
      reachedServer || row.syncState !== 'synced'
        ? { ...row, syncState: row.owner === ANONYMOUS_OWNER ? row.syncState : 'pending' }
        : row
    await db.results.put(restored)
    if (row.owner === ANONYMOUS_OWNER || restored.syncState === 'synced') return false
    await enqueue(db, restored)
    return true
  })
  if (queued) notifyOutboxChanged()
}
