import { useEffect, useRef } from 'react'
import { useLatestResult, type ResultKind, type StoredResult } from '../../results'

export interface LatestRecordProps {
  kind: ResultKind
  onRecord: (record: StoredResult) => void
}

/** Hands each new latest record (per id and version) to the screen once. Loaded lazily. */
export default function LatestRecord({ kind, onRecord }: LatestRecordProps) {
  const record = useLatestResult(kind)
  const applied = useRef<string | null>(null)
  useEffect(() => {
    if (!record) return
    const key = `${record.id}@${record.updatedAt}`
    if (applied.current === key) return
    applied.current = key
    onRecord(record)
  }, [record, onRecord])
  return null
}
