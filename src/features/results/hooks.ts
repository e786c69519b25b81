import { useLiveQuery } from 'dexie-react-hooks'
import { useStore } from 'zustand'
import { ownerStore } from './owner'
import { statusStore } from './status'
import { countAnonymousResults, getLatestResult, getResult, listResults } from './store'
import {
  ANONYMOUS_OWNER,
  type Owner,
  type ResultKind,
  type StoredResult,
  type SyncStatus,
} from './types'

// useLiveQuery never runs its querier during a server render (it subscribes in an effect), so the
// hooks below answer `undefined` there and IndexedDB is first touched in the browser.

/** The owner whose results the screens show, live. */
export function useCurrentOwner(): Owner {
  return useStore(ownerStore, (s) => s.owner)
}

/** Current owner's latest result of a kind, live: undefined while loading, null when none. */
export function useLatestResult<K extends ResultKind>(kind: K): StoredResult<K> | null | undefined {
  const owner = useCurrentOwner()
  return useLiveQuery(
    // A failing read only loses the prefill (spec 02 §8: "swallowed silently").
    () => getLatestResult(kind, owner).catch(() => null),
    [kind, owner],
  )
}

/**
 * One of the current owner's rows by id, live (a pull or another tab's edit shows at once):
 * undefined while loading and on the server, null when there is none.
 */
export function useResult<K extends ResultKind>(
  kind: K,
  id: string | undefined,
): StoredResult<K> | null | undefined {
  const owner = useCurrentOwner()
  return useLiveQuery(
    () => (id ? getResult(kind, id, owner).catch(() => null) : null),
    [kind, id, owner],
  )
}

/** Current owner's results (all kinds or one), newest first, live. */
export function useResults<K extends ResultKind = ResultKind>(
  kind?: K,
): StoredResult<K>[] | undefined {
  const owner = useCurrentOwner()
  return useLiveQuery(
    () => listResults(kind, owner).catch((): StoredResult<K>[] => []),
    [kind, owner],
  )
}

/** How many results on this device belong to nobody yet, live (0 when signed out: no prompt). */
export function useAnonymousResultCount(): number | undefined {
  const owner = useCurrentOwner()
  return useLiveQuery(
    () => (owner === ANONYMOUS_OWNER ? 0 : countAnonymousResults().catch(() => 0)),
    [owner],
  )
}

/** The header's status, live. */
export function useSyncStatus(): SyncStatus {
  return useStore(statusStore, (s) => s.status)
}
