import { SyncEngine, type SyncDeps } from './engine'
import type { Owner } from './types'
import { countUnsyncedResults } from './store'

/** The app's one engine (tests build their own with `createSyncEngine`). */
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
