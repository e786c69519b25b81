import { syncStatusLabel, useSyncStatus, type SyncStatus } from '../features/results'

const DOT: Record<SyncStatus['state'], string> = {
  idle: 'bg-zinc-500',
  synced: 'bg-emerald-400',
  pending: 'bg-amber-400 animate-pulse',
  offline: 'bg-zinc-400',
  failed: 'bg-red-400',
}

/**
 * The results' sync status for a signed-in rider: 'Sincronizado', 'N pendente(s)',
 * 'Offline', 'Falha ao sincronizar'. Loaded with the results store, after first paint.
 */
export default function SyncStatusBadge() {
  const status = useSyncStatus()
  const label = syncStatusLabel(status)
  return (
    <p
      role="status"
      className={`inline-flex max-w-full items-center gap-1 rounded-xl border border-zinc-800 bg-zinc-900/80 px-1.5 py-1 text-[10px] leading-tight font-medium text-zinc-200 sm:rounded-full sm:px-2.5 sm:text-xs ${
        label ? '' : 'invisible'
      }`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT[status.state]}`} />
      {/* Two short lines fit the 390 px header's side slot; no ellipsis hides the state. */}
      <span className="min-w-0 break-words">{label}</span>
    </p>
  )
}
