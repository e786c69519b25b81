import { createStore } from 'zustand/vanilla'
import type { SyncStatus } from './types'

/** What the status is computed from; the engine and the outbox observer feed it. */
export interface StatusInputs {
  /** A signed-in owner and a started engine: otherwise the header shows nothing. */
  active: boolean
  online: boolean
  pending: number
  failed: number
}

export function computeSyncStatus(inputs: StatusInputs): SyncStatus {
  const { active, online, pending, failed } = inputs
  if (!active) return { state: 'idle', pending, failed }
  // A failed result needs the rider whatever the network does, so it outranks 'offline'.
  if (failed > 0) return { state: 'failed', pending, failed }
  if (!online) return { state: 'offline', pending, failed }
  if (pending > 0) return { state: 'pending', pending, failed }
  return { state: 'synced', pending, failed }
}

function pendingLabel(pending: number): string {
  return pending === 1 ? '1 pendente' : `${pending} pendentes`
}

/** The header's words (pt-BR); empty while idle (signed out). */
export function syncStatusLabel(status: SyncStatus): string {
  switch (status.state) {
    case 'idle':
      return ''
    case 'synced':
      return 'Sincronizado'
    case 'pending':
      return pendingLabel(status.pending)
    case 'offline':
      // Offline, the rider still wants to know what is waiting to go up.
      return status.pending > 0 ? `Offline · ${pendingLabel(status.pending)}` : 'Offline'
    case 'failed':
      return 'Falha ao sincronizar'
  }
}

const initialInputs: StatusInputs = { active: false, online: true, pending: 0, failed: 0 }

export const statusStore = createStore<{ inputs: StatusInputs; status: SyncStatus }>(() => ({
  inputs: initialInputs,
  status: computeSyncStatus(initialInputs),
}))

export function updateStatus(patch: Partial<StatusInputs>): void {
  const inputs = { ...statusStore.getState().inputs, ...patch }
  const status = computeSyncStatus(inputs)
  const current = statusStore.getState().status
  const same =
    current.state === status.state &&
    current.pending === status.pending &&
    current.failed === status.failed
  statusStore.setState(same ? { inputs } : { inputs, status })
}

export function getSyncStatus(): SyncStatus {
  return statusStore.getState().status
}
