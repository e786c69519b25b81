import { describe, expect, it } from 'vitest'
import type { StoredResult } from '../results'
import {
  EXPORT_NOTES,
  buildDataExport,
  dataExportFilename,
  readServerPart,
  type ServerData,
} from './data-export'

const row = (syncState: StoredResult['syncState'], syncError?: string): StoredResult<'ftp'> => ({
  id: `id-${syncState}`,
  kind: 'ftp',
  owner: 'u1',
  fields: { ftp: 250, method: 'coggan', weight_kg: null },
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  syncState,
  ...(syncError ? { syncError } : {}),
})

const server: ServerData = {
  profile: { id: 'u1', email: 'ana@pedal.test', user_type: 'visitor' },
  athleteProfile: null,
  organizerRequests: [{ id: 'r1', status: 'pending' }],
  events: { registrations: [{ id: 'e1', status: 'confirmed' }], organized: [] },
  challenges: [{ challenge_id: 'c1', title: '500 km no mês', on_leaderboard: false }],
  results: {
    heart_rate: [],
    ftp: [{ id: 'id-synced', ftp: 250 }],
    imc: [],
    harris_benedict: [],
    ride_summary: [],
    workout: [],
  },
}

describe('buildDataExport', () => {
  const now = new Date('2026-11-22T12:00:00Z')

  it('holds the server rows and every device row, unsynced ones marked', () => {
    const doc = buildDataExport(
      { ok: true, data: server },
      [row('synced'), row('pending'), row('failed', 'recusado')],
      now,
    )
    expect(Object.keys(doc)).toEqual([
      'exportedAt',
      'profile',
      'athleteProfile',
      'organizerRequests',
      'events',
      'challenges',
      'results',
    ])
    expect(doc.exportedAt).toBe('2026-11-22T12:00:00.000Z')
    expect(doc.note).toBeUndefined()
    expect(doc.profile).toEqual(server.profile)
    expect(doc.athleteProfile).toBeNull()
    expect(doc.organizerRequests).toEqual([{ id: 'r1', status: 'pending' }])
    expect(doc.events).toEqual({
      registrations: [{ id: 'e1', status: 'confirmed' }],
      organized: [],
    })
    expect(doc.challenges).toEqual([
      { challenge_id: 'c1', title: '500 km no mês', on_leaderboard: false },
    ])
    expect(Object.keys(doc.results.server ?? {})).toEqual([
      'heart_rate',
      'ftp',
      'imc',
      'harris_benedict',
      'ride_summary',
      'workout',
    ])
    expect(doc.results.server?.ftp).toEqual([{ id: 'id-synced', ftp: 250 }])
    expect(doc.results.device.map((d) => [d.id, d.syncState, d.unsynced])).toEqual([
      ['id-synced', 'synced', false],
      ['id-pending', 'pending', true],
      ['id-failed', 'failed', true],
    ])
    expect(doc.results.device[2]?.syncError).toBe('recusado')
    expect('syncError' in (doc.results.device[0] ?? {})).toBe(false)
    expect(doc.results.device[0]?.fields).toEqual({ ftp: 250, method: 'coggan', weight_kg: null })
    // The device-only owner never leaves the device.
    expect(JSON.stringify(doc)).not.toContain('"owner"')
  })

  it.each([
    ['offline', EXPORT_NOTES.offline],
    ['error', EXPORT_NOTES.error],
  ] as const)('without the server (%s) exports the device and says why', (reason, note) => {
    const doc = buildDataExport({ ok: false, reason }, [row('pending')], now)
    expect(doc.note).toBe(note)
    expect(doc.profile).toBeNull()
    expect(doc.athleteProfile).toBeNull()
    expect(doc.organizerRequests).toBeNull()
    expect(doc.events).toBeNull()
    expect(doc.challenges).toBeNull()
    expect(doc.results.server).toBeNull()
    expect(doc.results.device).toHaveLength(1)
  })

  it('the offline note is the one the rider reads', () => {
    expect(EXPORT_NOTES.offline).toBe('Sem conexão: exportamos apenas os dados deste aparelho.')
  })
})

describe('dataExportFilename', () => {
  it('names the file by the rider’s day', () => {
    expect(dataExportFilename(new Date('2026-11-22T12:00:00Z'))).toBe(
      'bora-pedalar-meus-dados-2026-11-22.json',
    )
    expect(dataExportFilename(new Date('2026-11-23T01:30:00Z'))).toBe(
      'bora-pedalar-meus-dados-2026-11-22.json',
    )
  })
})

describe('readServerPart', () => {
  it('does not ask the server while offline', async () => {
    expect(await readServerPart('u1', () => false)).toEqual({ ok: false, reason: 'offline' })
  })
})
