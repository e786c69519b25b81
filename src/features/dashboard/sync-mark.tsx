import type { StoredResult } from '../results'

const SYNC_MARK: Record<StoredResult['syncState'], { label: string; className: string }> = {
  synced: {
    label: 'Sincronizado',
    className: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  },
  pending: { label: 'Pendente', className: 'bg-amber-500/15 text-amber-200 ring-amber-500/40' },
  failed: { label: 'Falhou', className: 'bg-red-500/15 text-red-300 ring-red-500/40' },
}

/** Whether a saved row has reached the server: 'Sincronizado', 'Pendente' or 'Falhou'. */
export function SyncMark({ state }: { state: StoredResult['syncState'] }) {
  const mark = SYNC_MARK[state]
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${mark.className}`}>
      {mark.label}
    </span>
  )
}
