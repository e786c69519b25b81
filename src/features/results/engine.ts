import { liveQuery, type Subscription } from 'dexie'
import { isOnline } from '../../lib/online'
import { browserTriggers, defaultLock, defaultSleep } from './browser'
import { getDb, type ResultsDb } from './db'
import { ownerStore } from './owner'
import { pullKind } from './pull'
import { dueEntries, isDeletion, loadBatch, nextBatch, pushBatch, pushDeletion } from './push'
import { refreshIsTransient, type Outcome, type SyncClient } from './remote'
import { onOutboxChanged, onPullWanted } from './signals'
import { updateStatus } from './status'
import { ANONYMOUS_OWNER, RESULT_KINDS, type Owner } from './types'

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

/** `wakeAt`: a held deletion is due then (epoch ms), and nothing else will trigger a cycle. */
type CycleResult = { kind: 'done'; wakeAt?: number } | Extract<Outcome, { kind: 'transient' }>

/** The client's session is no longer the owner's (another tab signed in): nothing was sent. */
const FOREIGN = { kind: 'foreign' } as const
type Step = Outcome | typeof FOREIGN

/**
 * The one reading of a request's outcome for the cycle: another owner's session ends the cycle
 * quietly (the queue waits for its owner); a transient failure, or an auth failure the refresh
 * did not cure, ends it with a backoff; anything else (done, or refused and marked) lets it go on.
 */
function cycleEnd(step: Step): CycleResult | null {
  switch (step.kind) {
    case 'foreign':
      return { kind: 'done' }
    case 'transient':
      return step
    case 'auth':
      return { kind: 'transient', message: step.message, retryAfterMs: null, network: false }
    default:
      return null
  }
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
    this.#isOnline = deps.isOnline ?? isOnline
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
    /** One refresh per cycle: an auth failure after it is left for `cycleEnd`. */
    const withAuth = async (call: (token: string) => Promise<Outcome>): Promise<Step> => {
      const attempt = async (): Promise<Step> => {
        const token = await tokenOf()
        return token === null ? FOREIGN : call(token)
      }
      const outcome = await attempt()
      if (outcome.kind !== 'auth' || refreshed) return outcome
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
    const client = this.#client
    const db = this.#db

    // Push until the queue holds nothing pending (saves made meanwhile are picked up too).
    const skipped = new Set<string>()
    let wakeAt: number | undefined
    for (;;) {
      if (!stillOwner()) return { kind: 'done' }
      const due = await dueEntries(db, owner, this.#now(), skipped)
      if (due.wakeAt !== undefined) wakeAt = Math.min(wakeAt ?? due.wakeAt, due.wakeAt)
      if (due.entries.length === 0) break
      const batch = nextBatch(due.entries, this.#batchSize)
      const head = batch[0]
      if (head && isDeletion(head)) {
        const end = cycleEnd(await withAuth((token) => pushDeletion(client, db, head, token)))
        if (end) return end
        skipped.add(head.opId)
        continue
      }
      const pushed = await loadBatch(db, batch)
      if (pushed.length === 0) continue
      const end = cycleEnd(await withAuth((token) => pushBatch(client, db, pushed, token)))
      if (end) return end
      // A rejected batch's entries were isolated and marked by pushBatch; make sure none loops.
      for (const { entry } of pushed) skipped.add(entry.opId)
    }

    if (this.#needsPull && stillOwner()) {
      for (const kind of RESULT_KINDS) {
        const end = cycleEnd(
          await withAuth((token) => pullKind(client, db, kind, owner, this.#ftpPullLimit, token)),
        )
        if (end) return end
      }
      this.#needsPull = false
    }
    return { kind: 'done', wakeAt }
  }
}

export function createSyncEngine(deps: SyncDeps): SyncEngine {
  return new SyncEngine(deps)
}
