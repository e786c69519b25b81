import { liveQuery, type Subscription } from 'dexie'
import { getDb, type OutboxEntry, type ResultsDb } from './db'
import { fieldsFromRow, fieldsToColumns } from './fields'
import { ownerStore } from './owner'
import {
  classify,
  deleteResultRow,
  refreshIsTransient,
  selectLatest,
  withToken,
  type Outcome,
  type SyncClient,
} from './remote'
import { onOutboxChanged, onPullWanted } from './signals'
import { updateStatus } from './status'
import { countUnsyncedResults, findSingleRow } from './store'
import {
  ANONYMOUS_OWNER,
  RESULT_TABLES,
  SINGLE_ROW_KINDS,
  type Owner,
  type ResultKind,
  type StoredResult,
} from './types'

export type SyncReason =
  'start' | 'online' | 'offline' | 'owner' | 'outbox' | 'visible' | 'tick' | 'pull' | 'manual'

/** Runs `fn` while holding the named exclusive lock (Web Locks' `navigator.locks.request`). */
export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>

export interface SyncDeps {
  /** The Supabase client (or anything of that shape): the session and PostgREST. */
  client: SyncClient
  /** Default: `navigator.onLine`. */
  isOnline?: () => boolean
  /** Default: Web Locks when present, else run at once (one tab then may overlap another: pushes are idempotent). */
  lock?: LockFn
  /** Waits out a backoff; must resolve early when `signal` aborts. Default: setTimeout. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** For jitter. Default: Math.random. */
  random?: () => number
  /**
   * Subscribes the engine to its outside triggers; returns the unsubscribe. Default: window
   * `online`/`offline`, `visibilitychange` to visible, and a tick every `tickMs`.
   */
  triggers?: (fire: (reason: SyncReason) => void) => () => void
  /** Default: the app's database. A second instance on the same name behaves as another tab. */
  db?: ResultsDb
  tickMs?: number
  /** FTP rows per request. */
  batchSize?: number
  /** FTP history rows pulled. */
  ftpPullLimit?: number
  backoffBaseMs?: number
  backoffMaxMs?: number
  /** For held deletions ('Desfazer'). Default: Date.now. */
  now?: () => number
}

const KINDS: readonly ResultKind[] = [
  'heart_rate',
  'ftp',
  'imc',
  'harris_benedict',
  'ride_summary',
  'athlete_profile',
]

function defaultLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks && typeof locks.request === 'function') return locks.request(name, fn)
  return fn()
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function browserTriggers(tickMs: number) {
  return (fire: (reason: SyncReason) => void): (() => void) => {
    if (typeof window === 'undefined') return () => {}
    const online = () => fire('online')
    const offline = () => fire('offline')
    const visible = () => {
      if (document.visibilityState === 'visible') fire('visible')
    }
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    document.addEventListener('visibilitychange', visible)
    const timer = setInterval(() => fire('tick'), tickMs)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      document.removeEventListener('visibilitychange', visible)
      clearInterval(timer)
    }
  }
}

/** Server timestamps ("…+00:00", microseconds) in the store's form ("…Z", milliseconds). */
function isoOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString()
}

function rowFromServer(
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

/**
 * The key a history row is inserted on. A ride summary's id is derived from rider and ride, so
 * anyone can compute it: the server keys that table by (user_id, id), and another rider's row
 * under the same id neither swallows ours nor answers differently (issue 31.6).
 */
const historyKey = (kind: ResultKind) => (kind === 'ride_summary' ? 'user_id,id' : 'id')

function payloadOf(row: StoredResult): Record<string, unknown> {
  return {
    id: row.id,
    user_id: row.owner,
    ...fieldsToColumns(row.kind, row.fields),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

/** `wakeAt`: a held deletion is due then (epoch ms), and nothing else will trigger a cycle. */
type CycleResult = { kind: 'done'; wakeAt?: number } | Extract<Outcome, { kind: 'transient' }>

/** The client's session is no longer the owner's (another tab signed in): nothing was sent. */
const FOREIGN = { kind: 'foreign' } as const
type Step = Outcome | typeof FOREIGN

const isDeletion = (entry: OutboxEntry) => entry.op === 'delete'

interface Pushed {
  entry: OutboxEntry
  row: StoredResult
}

/**
 * Drains the outbox of the signed-in owner to Supabase and pulls the server's rows back.
 * One cycle at a time per engine; across tabs, one at a time through the `sync` lock.
 */
export class SyncEngine {
  readonly #client: SyncClient
  readonly #db: ResultsDb
  readonly #isOnline: () => boolean
  readonly #lock: LockFn
  readonly #sleep: (ms: number, signal: AbortSignal) => Promise<void>
  readonly #random: () => number
  readonly #triggers: (fire: (reason: SyncReason) => void) => () => void
  readonly #batchSize: number
  readonly #ftpPullLimit: number
  readonly #backoffBaseMs: number
  readonly #backoffMaxMs: number
  readonly #now: () => number

  #started = false
  #looping: Promise<void> | null = null
  #dirty = false
  #needsPull = true
  #attempt = 0
  #lastFailureNetwork = false
  #backoff: AbortController | null = null
  #cleanups: (() => void)[] = []
  #countsSubscription: Subscription | null = null
  #lastPending = 0
  #wake: ReturnType<typeof setTimeout> | null = null

  constructor(deps: SyncDeps) {
    this.#client = deps.client
    this.#db = deps.db ?? getDb()
    this.#isOnline = deps.isOnline ?? defaultIsOnline
    this.#lock = deps.lock ?? defaultLock
    this.#sleep = deps.sleep ?? defaultSleep
    this.#random = deps.random ?? Math.random
    this.#triggers = deps.triggers ?? browserTriggers(deps.tickMs ?? 30_000)
    this.#batchSize = deps.batchSize ?? 100
    this.#ftpPullLimit = deps.ftpPullLimit ?? 100
    this.#backoffBaseMs = deps.backoffBaseMs ?? 1_000
    this.#backoffMaxMs = deps.backoffMaxMs ?? 5 * 60_000
    this.#now = deps.now ?? Date.now
  }

  /** Subscribes to the triggers and runs a first cycle (push, then pull). Idempotent. */
  start(): void {
    if (this.#started) return
    this.#started = true
    this.#needsPull = true
    this.#cleanups = [
      this.#triggers((reason) => this.trigger(reason)),
      onOutboxChanged(() => this.trigger('outbox')),
      onPullWanted(() => this.trigger('pull')),
      ownerStore.subscribe((state, previous) => {
        if (state.owner !== previous.owner) this.trigger('owner')
      }),
    ]
    this.#watchCounts(ownerStore.getState().owner)
    this.trigger('start')
  }

  /** Unsubscribes everything; a cycle in flight finishes its current request. */
  stop(): void {
    if (!this.#started) return
    this.#started = false
    for (const cleanup of this.#cleanups) cleanup()
    this.#cleanups = []
    this.#countsSubscription?.unsubscribe()
    this.#countsSubscription = null
    this.#backoff?.abort()
    this.#scheduleWake(undefined)
    updateStatus({ active: false })
  }

  /** Something happened that may let the queue move: run a cycle now or after the current one. */
  trigger(reason: SyncReason): void {
    if (!this.#started) return
    if (reason === 'owner') {
      this.#needsPull = true
      this.#attempt = 0
      this.#watchCounts(ownerStore.getState().owner)
      this.#backoff?.abort()
    }
    // Coming back to the app is when another device's results are most likely newer.
    if (reason === 'pull' || reason === 'start' || reason === 'visible') this.#needsPull = true
    // A network failure's backoff ends when the network returns; a 429's or a 5xx's does not.
    if ((reason === 'online' || reason === 'manual') && this.#lastFailureNetwork) {
      this.#backoff?.abort()
    }
    this.#dirty = true
    this.#kick()
  }

  #kick(): void {
    if (this.#looping) return
    this.#looping = this.#loop().finally(() => {
      this.#looping = null
      // A trigger that landed after the loop's last check but before this line must not be lost.
      if (this.#started && this.#dirty) this.#kick()
    })
  }

  /** Triggers a cycle and resolves when the engine has nothing more to do right now. */
  async syncNow(): Promise<void> {
    this.trigger('manual')
    await this.whenIdle()
  }

  /** Resolves when no cycle is running or scheduled. */
  async whenIdle(): Promise<void> {
    while (this.#looping) await this.#looping
  }

  #watchCounts(owner: Owner): void {
    this.#countsSubscription?.unsubscribe()
    this.#lastPending = 0
    const db = this.#db
    this.#countsSubscription = liveQuery(() =>
      db.outbox.where('owner').equals(owner).toArray(),
    ).subscribe({
      next: (entries) => {
        const pending = entries.filter((e) => e.state === 'pending').length
        const failed = entries.length - pending
        updateStatus({ pending, failed })
        // Another tab's save shows up here: this tab may be the one holding the lock.
        if (pending > this.#lastPending && owner !== ANONYMOUS_OWNER) this.trigger('outbox')
        this.#lastPending = pending
      },
      error: () => {
        // A failed read leaves the last counts in the header; the queue itself is unaffected.
      },
    })
  }

  async #loop(): Promise<void> {
    while (this.#started && this.#dirty) {
      this.#dirty = false
      const owner = ownerStore.getState().owner
      if (owner === ANONYMOUS_OWNER) {
        updateStatus({ active: false })
        return
      }
      const online = this.#isOnline()
      updateStatus({ active: true, online })
      if (!online) return
      let result: CycleResult
      try {
        result = await this.#lock('sync', () => this.#cycle(owner))
      } catch (error) {
        // IndexedDB trouble (quota, a closing database): retry later, the queue stays as it is.
        result = {
          kind: 'transient',
          message: error instanceof Error ? error.message : String(error),
          retryAfterMs: null,
          network: false,
        }
      }
      if (result.kind === 'done') {
        this.#scheduleWake(result.wakeAt)
        this.#attempt = 0
        this.#lastFailureNetwork = false
        continue
      }
      this.#lastFailureNetwork = result.network
      const delay = this.#delay(result.retryAfterMs)
      this.#attempt += 1
      this.#backoff = new AbortController()
      await this.#sleep(delay, this.#backoff.signal)
      this.#backoff = null
      this.#dirty = true
    }
  }

  /** One timer for the next held deletion; it only triggers a cycle, which re-checks everything. */
  #scheduleWake(at: number | undefined): void {
    if (this.#wake) clearTimeout(this.#wake)
    this.#wake = null
    if (at === undefined || !this.#started) return
    this.#wake = setTimeout(
      () => {
        this.#wake = null
        this.trigger('outbox')
      },
      Math.max(0, at - this.#now()),
    )
  }

  /** Exponential backoff with "equal jitter", never shorter than the server's Retry-After. */
  #delay(retryAfterMs: number | null): number {
    const ceiling = Math.min(this.#backoffMaxMs, this.#backoffBaseMs * 2 ** this.#attempt)
    const jittered = ceiling / 2 + (this.#random() * ceiling) / 2
    return Math.round(retryAfterMs === null ? jittered : Math.max(retryAfterMs, jittered))
  }

  async #cycle(owner: Owner): Promise<CycleResult> {
    // Never push one rider's results with another's token. The session is shared by the tabs, so
    // another tab may sign in as someone else at any moment, mid-cycle too: every request reads
    // the session just before it leaves and carries the owner's own token, or is not sent at all
    // (the rest of the queue waits, pending, for its owner).
    const tokenOf = async (): Promise<string | null> => {
      const { data } = await this.#client.auth.getSession()
      return data.session?.user.id === owner ? data.session.access_token : null
    }
    if ((await tokenOf()) === null) return { kind: 'done' }
    const stillOwner = () => this.#started && ownerStore.getState().owner === owner
    let refreshed = false
    const withAuth = async (call: (token: string) => Promise<Outcome>): Promise<Step> => {
      const attempt = async (): Promise<Step> => {
        const token = await tokenOf()
        return token === null ? FOREIGN : call(token)
      }
      const outcome = await attempt()
      if (outcome.kind !== 'auth') return outcome
      if (refreshed) {
        return { kind: 'transient', message: outcome.message, retryAfterMs: null, network: false }
      }
      refreshed = true
      const { error } = await this.#client.auth.refreshSession()
      if (error) {
        return {
          kind: 'transient',
          message: error.message,
          retryAfterMs: null,
          network: refreshIsTransient(error),
        }
      }
      return attempt()
    }

    // Push until the queue holds nothing pending (saves made meanwhile are picked up too).
    const skipped = new Set<string>()
    let wakeAt: number | undefined
    for (;;) {
      if (!stillOwner()) return { kind: 'done' }
      const now = this.#now()
      const entries = (await this.#db.outbox.where('owner').equals(owner).sortBy('seq')).filter(
        (e) => {
          if (e.state !== 'pending' || skipped.has(e.opId)) return false
          const due = e.holdUntil ? Date.parse(e.holdUntil) : now
          if (due <= now) return true
          wakeAt = Math.min(wakeAt ?? due, due)
          return false
        },
      )
      if (entries.length === 0) break
      const batch = this.#nextBatch(entries)
      const head = batch[0]
      if (head && isDeletion(head)) {
        const outcome = await withAuth((token) => this.#pushDeletion(head, token))
        if (outcome.kind === 'foreign') return { kind: 'done' }
        if (outcome.kind === 'transient') return outcome
        if (outcome.kind === 'auth') {
          return { kind: 'transient', message: outcome.message, retryAfterMs: null, network: false }
        }
        skipped.add(head.opId)
        continue
      }
      const pushed = await this.#load(batch)
      if (pushed.length === 0) continue
      const outcome = await withAuth((token) => this.#push(pushed, token))
      if (outcome.kind === 'foreign') return { kind: 'done' }
      if (outcome.kind === 'transient') return outcome
      if (outcome.kind === 'auth') {
        return { kind: 'transient', message: outcome.message, retryAfterMs: null, network: false }
      }
      // A rejected batch's entries were isolated and marked in #push; make sure none loops.
      for (const { entry } of pushed) skipped.add(entry.opId)
    }

    if (this.#needsPull && stillOwner()) {
      for (const kind of KINDS) {
        const outcome = await withAuth((token) => this.#pull(kind, owner, token))
        if (outcome.kind === 'foreign') return { kind: 'done' }
        if (outcome.kind === 'transient') return outcome
        if (outcome.kind === 'auth') {
          return { kind: 'transient', message: outcome.message, retryAfterMs: null, network: false }
        }
      }
      this.#needsPull = false
    }
    return { kind: 'done', wakeAt }
  }

  /** The queue's head: a deletion or one entry of a one-row kind, or a run of FTP entries. */
  #nextBatch(entries: OutboxEntry[]): OutboxEntry[] {
    const head = entries[0]
    if (!head || isDeletion(head) || SINGLE_ROW_KINDS.has(head.kind)) return head ? [head] : []
    return entries.filter((e) => e.kind === head.kind && !isDeletion(e)).slice(0, this.#batchSize)
  }

  /**
   * A deleted result, gone from the server (`deleteResultRow` says how it is found; a row already
   * gone is success too). A refusal leaves nothing the rider could act on (the row is no longer
   * here), so the entry goes.
   */
  async #pushDeletion(entry: OutboxEntry, token: string): Promise<Outcome> {
    const target = SINGLE_ROW_KINDS.has(entry.kind)
      ? { deletedVersion: entry.deletedVersion }
      : { id: entry.resultId }
    const request = deleteResultRow(this.#client, RESULT_TABLES[entry.kind], target)
    const outcome = classify(await withToken(token, request))
    if (outcome.kind === 'ok' || outcome.kind === 'rejected') {
      await this.#db.outbox.where('opId').equals(entry.opId).delete()
    }
    return outcome
  }

  /** Reads the rows behind the entries; an entry whose row is gone has nothing left to push. */
  async #load(entries: OutboxEntry[]): Promise<Pushed[]> {
    const rows = await this.#db.results.bulkGet(entries.map((e) => e.resultId))
    const out: Pushed[] = []
    const orphans: string[] = []
    entries.forEach((entry, i) => {
      const row = rows[i]
      if (row && row.owner === entry.owner) out.push({ entry, row })
      else orphans.push(entry.opId)
    })
    if (orphans.length > 0) await this.#db.outbox.where('opId').anyOf(orphans).delete()
    return out
  }

  async #push(batch: Pushed[], token: string): Promise<Outcome> {
    const first = batch[0]
    if (!first) return { kind: 'ok' }
    const kind = first.row.kind
    const table = this.#client.from(RESULT_TABLES[kind])
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
        await this.#ack(first, standing as Record<string, unknown> | undefined)
      } else if (outcome.kind === 'rejected') {
        await this.#fail(first, outcome.message)
      }
      return outcome
    }
    // History (FTP, rides): insert on the client's id, a duplicate (an earlier push whose answer
    // was lost) is ignored by the server and counts as success.
    const result = await withToken(
      token,
      table.upsert(
        batch.map(({ row }) => payloadOf(row)),
        { onConflict: historyKey(kind), ignoreDuplicates: true },
      ),
    )
    const outcome = classify(result)
    if (outcome.kind === 'ok') {
      await this.#ackBatch(batch)
      return outcome
    }
    if (outcome.kind !== 'rejected') return outcome
    if (batch.length === 1) {
      await this.#fail(first, outcome.message)
      return outcome
    }
    // One bad row rejects the whole statement: push them one by one to find it.
    for (const item of batch) {
      const single = await this.#push([item], token)
      if (single.kind === 'transient' || single.kind === 'auth') return single
    }
    return { kind: 'ok' }
  }

  async #ack(pushed: Pushed, standing: Record<string, unknown> | undefined): Promise<void> {
    const db = this.#db
    await db.transaction('rw', db.results, db.outbox, async () => {
      await db.outbox.where('opId').equals(pushed.entry.opId).delete()
      const row = await db.results.get(pushed.row.id)
      if (!row || row.updatedAt !== pushed.row.updatedAt) return
      if ((await db.outbox.where('resultId').equals(row.id).count()) > 0) return
      const server = standing ? rowFromServer(row.kind, row.owner, standing) : undefined
      if (!server) {
        await db.results.put({ ...row, syncState: 'synced', syncError: undefined })
        return
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
    })
  }

  /**
   * The FTP batch's acknowledgement: the same rules as `#ack` without a standing row, for every
   * row of the batch in ONE transaction (a transaction per row made each batch wait hundreds of
   * milliseconds on the device before the next request left, and woke every live query per row).
   * All or nothing: a crash midway leaves the whole batch pending, and the next push is a no-op
   * on the server (duplicates are ignored).
   */
  async #ackBatch(batch: readonly Pushed[]): Promise<void> {
    if (batch.length === 0) return
    const db = this.#db
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

  async #fail(pushed: Pushed, message: string): Promise<void> {
    const db = this.#db
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

  async #pull(kind: ResultKind, owner: Owner, token: string): Promise<Outcome> {
    const single = SINGLE_ROW_KINDS.has(kind)
    const result = await withToken(
      token,
      selectLatest(this.#client.from(RESULT_TABLES[kind]), owner, single ? 1 : this.#ftpPullLimit),
    )
    const outcome = classify(result)
    // A pull the server refuses outright changes nothing here; pushes report their own failures.
    if (outcome.kind !== 'ok') return outcome.kind === 'rejected' ? { kind: 'ok' } : outcome
    const rows = (Array.isArray(result.data) ? (result.data as Record<string, unknown>[]) : [])
      .map((raw) => rowFromServer(kind, owner, raw))
      .filter((row): row is StoredResult => row !== undefined)
    const db = this.#db
    await db.transaction('rw', db.results, db.outbox, async () => {
      if (ownerStore.getState().owner !== owner) return
      for (const server of rows) {
        const local = single
          ? await findSingleRow(db, owner, kind)
          : await db.results.get(server.id)
        if (local) {
          // Nothing unsynced is overwritten; of two synced versions the newer updated_at wins.
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
    })
    return { kind: 'ok' }
  }
}

export function createSyncEngine(deps: SyncDeps): SyncEngine {
  return new SyncEngine(deps)
}

let appEngine: SyncEngine | null = null

/**
 * Starts the app's engine, in the browser only (on the server it does nothing and returns null).
 * Call once the Supabase client is loaded; later calls return the running engine, whatever deps
 * they pass.
 */
export function startSync(deps: SyncDeps): SyncEngine | null {
  if (typeof indexedDB === 'undefined') return null
  appEngine ??= new SyncEngine(deps)
  appEngine.start()
  return appEngine
}

export function stopSync(): void {
  appEngine?.stop()
  appEngine = null
}

/** Asks the running engine for a cycle and waits for it (e.g. before sign-out). No engine: no-op. */
export async function syncNow(): Promise<void> {
  await appEngine?.syncNow()
}

/**
 * Before sign-out: tries one last cycle (bounded by `timeoutMs`), then says how many of the user's
 * results exist only on this device. With `unsynced > 0` the UI asks before signing out.
 */
export async function prepareSignOut(
  userId: Owner,
  timeoutMs = 5_000,
): Promise<{ unsynced: number }> {
  if (appEngine) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      appEngine.syncNow(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs)
      }),
    ])
    clearTimeout(timer)
  }
  return { unsynced: await countUnsyncedResults(userId) }
}
