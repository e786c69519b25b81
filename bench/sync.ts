/**
 * Sync: 500 FTP results saved while offline, then the network returns; the clock runs from the
 * `online` trigger until the local Supabase twin has acknowledged all 500 rows (its answer to the
 * write that completes the set; the server's count is checked afterwards). The same flush is then done
 * one request per row (the same engine with a batch size of 1) for another rider, in the same run.
 *
 * The app's own store and engine run here in Node, on fake-indexeddb (as their unit tests do),
 * with supabase-js signed in as a rider who signed up for the run; the backend runs in memory.
 * A browser would add nothing to what is measured: the time goes to requests and acknowledgements.
 */
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { withTimeout } from './browser.ts'
import { atLeast, atMost, reference, type Section, failedSection } from './report.ts'

export const SYNC_ROWS = 500
const TARGET_MS = 3_000
const TARGET_SPEEDUP = 10
const FTP_TABLE = 'user_ftp_data'
/** A specifier in a variable: the package's types do not resolve under its "exports" map. */
const FAKE_INDEXEDDB = 'fake-indexeddb/auto'

interface FlushRun {
  variant: string
  batchSize: number | 'engine default'
  /** From the `online` trigger to the server holding every row. */
  ms: number
  /** [ms since online, rows the server acknowledged] each time it grew: where the time went. */
  progress: [number, number][]
  requests: number
}

type Results = typeof import('../src/features/results/index.ts')
type Backend = Awaited<ReturnType<typeof import('../supabase/local/server.ts').startLocalSupabase>>

function nodeClient(url: string, key: string, fetchImpl: typeof fetch = fetch) {
  // Node 20 has no WebSocket of its own, and supabase-js refuses to start without one.
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchImpl },
  })
}

/**
 * A fetch that notes when each successful write to the FTP table was answered and which rows it
 * carried. The server answers after its transaction commits, so the answer that completes the set
 * is the moment the server holds every row. Counting on the server every few milliseconds instead
 * (the first version of this benchmark) ran PGlite's count in the same Node thread as the engine
 * and the server under test, and slowed down what it measured.
 */
function writeWatcher(onRows: (ids: string[]) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (
      response.ok &&
      init?.method === 'POST' &&
      new URL(url).pathname === `/rest/v1/${FTP_TABLE}` &&
      typeof init.body === 'string'
    ) {
      const rows = JSON.parse(init.body) as { id: string }[] | { id: string }
      onRows((Array.isArray(rows) ? rows : [rows]).map((row) => row.id))
    }
    return response
  }
}

async function serverCount(admin: ReturnType<typeof nodeClient>, userId: string): Promise<number> {
  const { count, error } = await admin
    .from(FTP_TABLE)
    .select('*', { count: 'exact', head: true })
    .eq('user_id', userId)
  if (error) throw new Error(`count on ${FTP_TABLE}: ${error.message}`)
  return count ?? 0
}

/** One rider: queue the rows offline, go online, time until the server holds them all. */
async function flush(
  results: Results,
  backend: Backend,
  variant: string,
  batchSize: number | undefined,
): Promise<FlushRun> {
  // Rows the server acknowledged since the network came back, and when the count changed.
  const acknowledged = new Set<string>()
  const progress: [number, number][] = []
  let start = Number.NaN
  let allHeld: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    allHeld = resolve
  })
  const client = nodeClient(
    backend.url,
    backend.anonKey,
    writeWatcher((ids) => {
      if (Number.isNaN(start)) return
      const before = acknowledged.size
      for (const id of ids) acknowledged.add(id)
      if (acknowledged.size === before) return
      progress.push([Math.round(performance.now() - start), acknowledged.size])
      if (acknowledged.size >= SYNC_ROWS) allHeld()
    }),
  )
  const admin = nodeClient(backend.url, backend.serviceRoleKey)
  // The requests the engine makes to the results table once online.
  let requests = 0

  const email = `bench-${variant.replace(/\W+/g, '-')}-${Date.now()}@borapedalar.test`
  const { data, error } = await client.auth.signUp({ email, password: 'bench-pedalar-123' })
  if (error || !data.user || !data.session)
    throw new Error(`sign-up: ${error?.message ?? 'no session'}`)
  const userId = data.user.id
  results.setCurrentOwner(userId)

  let online = false
  let fire: ((reason: 'online') => void) | undefined
  const engine = results.createSyncEngine({
    client: {
      auth: client.auth,
      from: (table: string) => {
        if (table === FTP_TABLE) requests += 1
        return client.from(table)
      },
      rpc: (fn: string, args: Record<string, unknown>) => client.rpc(fn, args),
    },
    isOnline: () => online,
    lock: (_name, fn) => fn(),
    triggers: (trigger) => {
      fire = trigger
      return () => undefined
    },
    ...(batchSize === undefined ? {} : { batchSize }),
  })
  engine.start()
  try {
    for (let index = 0; index < SYNC_ROWS; index++)
      await results.saveResult('ftp', {
        ftp: 150 + (index % 250),
        method: index % 2 === 0 ? 'coggan' : 'trainerroad',
        weight_kg: null,
      })
    await engine.whenIdle()
    if ((await serverCount(admin, userId)) !== 0) throw new Error('rows reached the server offline')
    requests = 0

    start = performance.now()
    online = true
    fire?.('online')
    await withTimeout(held, 120_000, `${variant} flush`)
    const ms = performance.now() - start
    await engine.whenIdle()
    // The acknowledgements are the clock; the server's own count is the check.
    const count = await serverCount(admin, userId)
    if (count !== SYNC_ROWS)
      throw new Error(`${variant}: the server holds ${count} rows, not ${SYNC_ROWS}`)
    return { variant, batchSize: batchSize ?? 'engine default', ms, requests, progress }
  } finally {
    engine.stop()
    results.setCurrentOwner(results.ANONYMOUS_OWNER)
  }
}

export async function measureSync(log: (line: string) => void): Promise<Section> {
  const title = `Sync: ${SYNC_ROWS} results queued offline, then online (local backend in memory)`
  let results: Results
  let startLocalSupabase: (typeof import('../supabase/local/server.ts'))['startLocalSupabase']
  try {
    // IndexedDB for Dexie in Node, before the store is loaded.
    await import(FAKE_INDEXEDDB)
    results = await import('../src/features/results/index.ts')
    ;({ startLocalSupabase } = await import('../supabase/local/server.ts'))
  } catch (error) {
    return {
      title,
      status: 'not measured yet',
      note: `the results store or the local backend does not load yet: ${String(error)}`,
      figures: [],
    }
  }

  let backend: Backend | undefined
  try {
    backend = await withTimeout(
      startLocalSupabase({
        dataDir: 'memory',
        port: 0,
        // The benchmark's riders all sign in from one address.
        settings: {
          recoveryRequestsPerHour: 100_000,
          signInsPerFiveMinutes: 100_000,
          tokenRefreshesPerFiveMinutes: 100_000,
        },
      }),
      120_000,
      'local Supabase start',
    )
    const batched = await flush(results, backend, 'batched', undefined)
    log(`  sync batched: ${Math.round(batched.ms)} ms, ${batched.requests} request(s)`)
    const perRow = await flush(results, backend, 'one request per row', 1)
    log(`  sync one request per row: ${Math.round(perRow.ms)} ms, ${perRow.requests} request(s)`)
    const speedup = perRow.ms / batched.ms
    return {
      title,
      status: 'measured',
      note:
        `one run each; the app's engine in Node on fake-indexeddb; requests to ${FTP_TABLE} ` +
        `(pushes and one pull): batched ${batched.requests}, per row ${perRow.requests}; ` +
        `the clock stops at the server's answer to the write that completes the set (its count ` +
        `checked afterwards); rows acknowledged over time are in results.json (progress)`,
      figures: [
        atMost('batched flush', 'ms', [batched.ms], TARGET_MS),
        reference('one request per row', 'ms', [perRow.ms]),
        atLeast('speed-up', 'x', [speedup], TARGET_SPEEDUP),
      ],
      raw: { runs: [batched, perRow] },
    }
  } catch (error) {
    return failedSection(title, error)
  } finally {
    await backend?.close()
  }
}
