import { useCallback, useEffect, useState } from 'react'
import { optionalLazy } from '../../../ui/lazy-part'
import { useAuthStore } from '../../auth'
import { useHydrated } from '../../../lib/use-hydrated'
import { databaseExists, RESULTS_DB_NAME } from '../../../lib/device-databases'
import type {
  AthleteProfileFields,
  ResultFieldsByKind,
  ResultKind,
  StoredResult,
} from '../../results'

// Optional: with no connection before its chunk arrived, the form works without the prefill.
const LatestRecord = optionalLazy(() => import('./latest-record'))

export interface SavedResultLoaderProps<K extends ResultKind> {
  kind: K
  /** Must be stable (useCallback): a new function re-runs the loader's effect. */
  onFields: (fields: ResultFieldsByKind[K]) => void
  /** Stable too: prefills the form from the rider's profile when this kind has no record. */
  onProfile?: (profile: AthleteProfileFields) => void
}

/**
 * Spec 02 §4: the latest saved record prefills the form and shows its result, from the local
 * store, so offline too. Rendered in the browser only (the prerendered page has no records), and
 * only where this device has a results database: a first visit does not load the store to find
 * nothing. The screen unmounts it once the rider starts typing, so a late record never
 * overwrites them.
 */
export function SavedResultLoader<K extends ResultKind>({
  kind,
  onFields,
  onProfile,
}: SavedResultLoaderProps<K>) {
  const isClient = useHydrated()
  const onRecord = useCallback(
    (record: StoredResult) => onFields(record.fields as ResultFieldsByKind[K]),
    [onFields],
  )
  // A signed-in rider's store is loaded anyway, and their results may arrive from the server.
  const signedIn = useAuthStore((state) => state.status === 'signedIn')
  const hasStore = useResultsDatabase(isClient)
  if (!isClient || !(hasStore || signedIn)) return null
  return <LatestRecord kind={kind} onRecord={onRecord} onProfile={onProfile} />
}

function useResultsDatabase(isClient: boolean): boolean {
  const [exists, setExists] = useState(false)
  useEffect(() => {
    if (!isClient) return
    let current = true
    void databaseExists(RESULTS_DB_NAME).then((found) => {
      if (current) setExists(found)
    })
    return () => {
      current = false
    }
  }, [isClient])
  return exists
}
