import { describe, expect, it } from 'vitest'
import type { StoredResult } from '../results'
import { OFFLINE_EXPORT_NOTE, buildDataExport, dataExportFilename } from './data-export'

const row = (syncState: StoredResult['syncState']): StoredResult<'ftp'> => ({
  id: `id-${syncState}`,
  kind: 'ftp',
  owner: 'u1',
  fields: { ftp: 250, method: 'coggan', weight_kg: null },
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  syncState,
})

describe('data export', () => {
  const now = new Date('2026-11-22T12:00:00Z')

  it('holds the server part and every device row, unsynced ones marked', () => {
    const server = {
      profile: { id: 'u1' },
      athleteProfile: null,
      organizerRequests: [],
      results: { ftp: [{ id: 'id-synced' }] },
    }
    const doc = buildDataExport(server, [row('synced'), row('pending'), row('failed')], now)
    expect(doc.exportedAt).toBe('2026-11-22T12:00:00.000Z')
    expect(doc.note).toBeUndefined()
    expect(doc.server).toBe(server)
    expect(doc.device.map((d) => [d.id, d.unsynced])).toEqual([
      ['id-synced', false],
      ['id-pending', true],
      ['id-failed', true],
    ])
    expect(doc.device[0]?.fields).toEqual({ ftp: 250, method: 'coggan', weight_kg: null })
  })

  it('says so when only the device could be read', () => {
    const doc = buildDataExport(null, [row('pending')], now)
    expect(doc.server).toBeNull()
    expect(doc.note).toBe(OFFLINE_EXPORT_NOTE)
  })

  it('names the file by date', () => {
    expect(dataExportFilename(now)).toBe('bora-pedalar-meus-dados-2026-11-22.json')
  })
})
