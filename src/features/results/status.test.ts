import { describe, expect, it } from 'vitest'
import { computeSyncStatus, syncStatusLabel } from './status'

describe('sync status', () => {
  const base = { active: true, online: true, pending: 0, failed: 0 }

  it.each([
    [{ ...base, active: false, pending: 3 }, 'idle', ''],
    [base, 'synced', 'Sincronizado'],
    [{ ...base, pending: 1 }, 'pending', '1 pendente'],
    [{ ...base, pending: 3 }, 'pending', '3 pendentes'],
    [{ ...base, online: false, pending: 2 }, 'offline', 'Offline · 2 pendentes'],
    [{ ...base, online: false, pending: 1 }, 'offline', 'Offline · 1 pendente'],
    [{ ...base, online: false, pending: 0 }, 'offline', 'Offline'],
    [{ ...base, online: false, pending: 2, failed: 1 }, 'failed', 'Falha ao sincronizar'],
  ])('%o → %s', (inputs, state, label) => {
    const status = computeSyncStatus(inputs)
    expect(status.state).toBe(state)
    expect(syncStatusLabel(status)).toBe(label)
  })
})
