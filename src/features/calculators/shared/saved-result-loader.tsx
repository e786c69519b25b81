import { useCallback } from 'react'
import { optionalLazy } from '../../../ui/lazy-part'
import { useHydrated } from '../../../lib/use-hydrated'
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
 * store, so offline too. Rendered in the browser only (the prerendered page has no records);
 * the screen unmounts it once the rider starts typing, so a late record never overwrites them.
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
  if (!isClient) return null
  return <LatestRecord kind={kind} onRecord={onRecord} onProfile={onProfile} />
}
