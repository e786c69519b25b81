import { useEffect, useRef } from 'react'
import {
  useLatestResult,
  type AthleteProfileFields,
  type ResultKind,
  type StoredResult,
} from '../../results'

export interface LatestRecordProps {
  kind: ResultKind
  onRecord: (record: StoredResult) => void
  /** With no record of its own kind, the screen prefills from the rider's profile. */
  onProfile?: (profile: AthleteProfileFields) => void
}

/** Hands each new latest record (per id and version) to the screen once. Loaded lazily. */
export default function LatestRecord({ kind, onRecord, onProfile }: LatestRecordProps) {
  const record = useLatestResult(kind)
  const profile = useLatestResult('athlete_profile')
  const applied = useRef<string | null>(null)
  useEffect(() => {
    if (record) {
      const key = `${record.id}@${record.updatedAt}`
      if (applied.current === key) return
      applied.current = key
      onRecord(record)
      return
    }
    // null: this kind has no record (undefined is still loading).
    if (record !== null || !profile || !onProfile) return
    const key = `profile:${profile.id}@${profile.updatedAt}`
    if (applied.current === key) return
    applied.current = key
    onProfile(profile.fields)
  }, [record, profile, onRecord, onProfile])
  return null
}
