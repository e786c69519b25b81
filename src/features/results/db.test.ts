import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb, RESULTS_DB_NAME, resetDbForTests, ResultsDb } from './db'
import { setCurrentOwner } from './owner'
import { getLatestResult, listResults } from './store'

/**
 * Each shipped schema version, frozen as it shipped. A new `version(n)` in db.ts gets its frozen
 * copy here and a test that data written by every older version opens and reads under the new one.
 */
const SHIPPED: Record<number, Record<string, string>> = {
  1: {
    results: 'id, owner, [owner+updatedAt], [owner+kind+updatedAt]',
    outbox: '++seq, &opId, owner, resultId, [owner+kind]',
  },
}

function openShipped(version: number): Dexie {
  const db = new Dexie(RESULTS_DB_NAME)
  for (let v = 1; v <= version; v += 1) db.version(v).stores(SHIPPED[v]!)
  return db
}

const USER = '11111111-1111-4111-8111-111111111111'

beforeEach(async () => {
  await resetDbForTests()
})

describe('results database', () => {
  it('creates the newest schema on an empty device', async () => {
    const db = getDb()
    await db.open()
    expect(db.verno).toBe(Math.max(...Object.keys(SHIPPED).map(Number)))
    expect(db.tables.map((t) => t.name).sort()).toEqual(['outbox', 'results'])
  })

  it('the current schema matches the last shipped version exactly', async () => {
    const db = new ResultsDb()
    await db.open()
    const last = SHIPPED[db.verno]!
    for (const table of db.tables) {
      const spec = [table.schema.primKey.src, ...table.schema.indexes.map((i) => i.src)].join(', ')
      expect(spec).toBe(last[table.name])
    }
    db.close()
  })

  for (const version of Object.keys(SHIPPED).map(Number)) {
    it(`opens data written by schema version ${version} and reads it through the store`, async () => {
      const old = openShipped(version)
      await old.table('results').bulkAdd([
        {
          id: 'a1',
          kind: 'imc',
          owner: USER,
          fields: { height: 175, weight: 70, imc: 22.9, classification: 'Peso normal' },
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
          syncState: 'synced',
        },
        {
          id: 'f1',
          kind: 'ftp',
          owner: USER,
          fields: { ftp: 250, method: 'coggan', weight_kg: null },
          createdAt: '2026-01-03T00:00:00.000Z',
          updatedAt: '2026-01-03T00:00:00.000Z',
          syncState: 'pending',
        },
      ])
      await old.table('outbox').add({
        opId: 'op1',
        owner: USER,
        kind: 'ftp',
        resultId: 'f1',
        state: 'pending',
        createdAt: '2026-01-03T00:00:00.000Z',
      })
      old.close()

      setCurrentOwner(USER)
      const db = getDb()
      expect((await getLatestResult('imc'))?.fields.weight).toBe(70)
      expect((await listResults()).map((r) => r.id)).toEqual(['f1', 'a1'])
      expect(await db.outbox.where('[owner+kind]').equals([USER, 'ftp']).count()).toBe(1)
    })
  }
})
