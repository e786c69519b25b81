/** Small parts the events panels share: the status pill, and what a list says offline. */
export type BadgeTone = 'good' | 'waiting' | 'bad' | 'neutral'

const TONES: Record<BadgeTone, string> = {
  good: 'bg-emerald-500/15 text-emerald-200 ring-emerald-500/40',
  waiting: 'bg-amber-500/15 text-amber-100 ring-amber-500/40',
  bad: 'bg-red-500/15 text-red-100 ring-red-500/40',
  neutral: 'bg-zinc-700/40 text-zinc-200 ring-zinc-600',
}

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}

/** Confirmado green, Pendente amber, refused or cancelled red. */
export function registrationTone(status: string, eventCancelled = false): BadgeTone {
  if (eventCancelled && (status === 'pending' || status === 'confirmed')) return 'bad'
  if (status === 'confirmed') return 'good'
  if (status === 'pending') return 'waiting'
  return 'bad'
}

/** What an events list says while React Query holds its first read for the network to return. */
export const EVENTS_OFFLINE = 'Sem conexão: os eventos aparecem quando a internet voltar.'

/** A first read paused by React Query because the device is offline (nothing to show yet). */
export function waitsForNetwork(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused'
}
