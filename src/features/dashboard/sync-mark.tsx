import type { ReactNode } from 'react'
import { retryFailed, type StoredResult } from '../results'

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

/** A row the server refused: its message and 'Tentar novamente' (and what else the list offers). */
export function SyncFailure({ row, children }: { row: StoredResult; children?: ReactNode }) {
  if (row.syncState !== 'failed') return null
  return (
    <div className="flex flex-wrap items-center gap-2" role="alert">
      <p className="text-sm text-red-300">{row.syncError ?? 'Falha ao sincronizar'}</p>
      <button
        type="button"
        onClick={() => void retryFailed(row.id)}
        className="min-h-9 rounded-lg border border-zinc-700 px-3 text-sm text-zinc-100 hover:bg-zinc-800"
      >
        Tentar novamente
      </button>
      {children}
    </div>
  )
}
