import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb, resetDbForTests } from './db'
import { setCurrentOwner } from './owner'
import { resetPersistForTests } from './persist'
import {
  attachAnonymousResults,
  countAnonymousResults,
  countUnsyncedResults,
  deleteResult,
  discardFailed,
  forgetSyncedResults,
  forgetUserData,
  getLatestResult,
  getResult,
  listResults,
  retryFailed,
  saveResult,
  saveResultOnce,
  setStoreClockForTests,
  undoDelete,
  updateResult,
} from './store'
import { ANONYMOUS_OWNER, type FtpFields, type ImcFields, type WorkoutFields } from './types'

const USER_A = '11111111-1111-4111-8111-111111111111'
const USER_B = '22222222-2222-4222-8222-222222222222'

const imc = (weight: number): ImcFields => ({
  height: 175,
  weight,
  imc: Math.round((weight / 1.75 ** 2) * 10) / 10,
  classification: 'Peso normal',
})
const ftp = (watts: number): FtpFields => ({ ftp: watts, method: 'coggan', weight_kg: 70 })
const workout = (name: string, minutes: number): WorkoutFields => ({
  name,
  text: `- ${minutes}m 65%`,
  total_seconds: minutes * 60,
})

let now = Date.parse('2026-11-22T10:00:00.000Z')

beforeEach(async () => {
  await resetDbForTests()
  now = Date.parse('2026-11-22T10:00:00.000Z')
  setStoreClockForTests(() => now)
  setCurrentOwner(ANONYMOUS_OWNER)
})

afterEach(() => {
  setStoreClockForTests(undefined)
  vi.unstubAllGlobals()
})

async function outbox() {
  return getDb().outbox.orderBy('seq').toArray()
}

describe('saveResult', () => {
  it('writes the row and its outbox entry together for a signed-in owner', async () => {
    setCurrentOwner(USER_A)
    const saved = await saveResult('imc', imc(70))
    expect(saved).toMatchObject({ kind: 'imc', owner: USER_A, syncState: 'pending' })
    expect(await getDb().results.get(saved.id)).toEqual(saved)
    const entries = await outbox()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      owner: USER_A,
      kind: 'imc',
      resultId: saved.id,
      state: 'pending',
    })
  })

  it('writes neither when the outbox write fails (one transaction)', async () => {
    setCurrentOwner(USER_A)
    const db = getDb()
    const hook = () => {
      throw new Error('disk full')
    }
    db.outbox.hook('creating', hook)
    await expect(saveResult('ftp', ftp(250))).rejects.toThrow('disk full')
    db.outbox.hook('creating').unsubscribe(hook)
    expect(await db.results.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps anonymous results on the device with no outbox entry', async () => {
    const saved = await saveResult('imc', imc(70))
    expect(saved.owner).toBe(ANONYMOUS_OWNER)
    expect(await outbox()).toHaveLength(0)
    expect(await countAnonymousResults()).toBe(1)
  })

  it('keeps one row and one pending entry per (kind, owner) for the one-row kinds', async () => {
    setCurrentOwner(USER_A)
    const first = await saveResult('imc', imc(70))
    const [firstEntry] = await outbox()
    now += 60_000
    const second = await saveResult('imc', imc(72))
    expect(second.id).toBe(first.id)
    expect(second.createdAt).toBe(first.createdAt)
    expect(second.updatedAt > first.updatedAt).toBe(true)
    expect(await getDb().results.count()).toBe(1)
    const entries = await outbox()
    expect(entries).toHaveLength(1)
    expect(entries[0]?.opId).not.toBe(firstEntry?.opId)
    expect((await getLatestResult('imc'))?.fields.weight).toBe(72)
  })

  it('replaces a failed entry of a one-row kind too (the row now holds newer values)', async () => {
    setCurrentOwner(USER_A)
    const saved = await saveResult('imc', imc(70))
    const db = getDb()
    const [entry] = await outbox()
    await db.outbox.update(entry!.seq, { state: 'failed', error: 'check' })
    await db.results.update(saved.id, { syncState: 'failed', syncError: 'check' })
    await saveResult('imc', imc(71))
    const entries = await outbox()
    expect(entries.map((e) => e.state)).toEqual(['pending'])
    expect((await db.results.get(saved.id))?.syncState).toBe('pending')
    expect((await db.results.get(saved.id))?.syncError).toBeUndefined()
  })

  it('appends FTP results, each with its own UUID and entry', async () => {
    setCurrentOwner(USER_A)
    const ids = []
    for (const watts of [200, 210, 220]) {
      now += 1000
      ids.push((await saveResult('ftp', ftp(watts))).id)
    }
    expect(new Set(ids).size).toBe(3)
    expect((await outbox()).map((e) => e.resultId)).toEqual(ids)
    expect((await listResults('ftp')).map((r) => r.fields.ftp)).toEqual([220, 210, 200])
    expect((await getLatestResult('ftp'))?.fields.ftp).toBe(220)
  })

  it('never stamps a save older than the previous one when the clock steps back', async () => {
    setCurrentOwner(USER_A)
    const first = await saveResult('imc', imc(70))
    now -= 3_600_000
    const second = await saveResult('imc', imc(71))
    expect(Date.parse(second.updatedAt)).toBe(Date.parse(first.updatedAt) + 1)
  })

  it('asks for persistent storage after a save, where the browser has the API', async () => {
    resetPersistForTests()
    const persist = vi.fn(() => Promise.resolve(true))
    vi.stubGlobal('navigator', { storage: { persist, persisted: () => Promise.resolve(false) } })
    await saveResult('imc', imc(70))
    await saveResult('imc', imc(71))
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1))
  })

  it('saves where navigator.storage is missing', async () => {
    resetPersistForTests()
    vi.stubGlobal('navigator', {})
    await expect(saveResult('imc', imc(70))).resolves.toBeDefined()
  })
})

describe('saveResultOnce', () => {
  const RIDE_ID = '33333333-3333-8333-8333-333333333333'
  const ride = { ...ftp(250) }

  it('keeps a result once under its id, queued once, for the owner it was asked for', async () => {
    setCurrentOwner(USER_A)
    expect(await saveResultOnce('ftp', ride, RIDE_ID, USER_A)).toBe(true)
    expect(await saveResultOnce('ftp', ride, RIDE_ID, USER_A)).toBe(false)
    expect((await listResults('ftp')).map((r) => r.id)).toEqual([RIDE_ID])
    expect((await outbox()).map((e) => e.resultId)).toEqual([RIDE_ID])
  })

  it('writes nothing when the owner is no longer the current one', async () => {
    setCurrentOwner(USER_B)
    expect(await saveResultOnce('ftp', ride, RIDE_ID, USER_A)).toBe(false)
    expect(await getDb().results.count()).toBe(0)
    expect(await outbox()).toEqual([])
  })

  it('refuses the one-row kinds', async () => {
    await expect(saveResultOnce('imc', imc(70), RIDE_ID, ANONYMOUS_OWNER)).rejects.toThrow()
  })
})

describe('owners', () => {
  it('shows each owner only their own results', async () => {
    setCurrentOwner(USER_A)
    await saveResult('imc', imc(70))
    await saveResult('ftp', ftp(250))
    setCurrentOwner(USER_B)
    expect(await getLatestResult('imc')).toBeNull()
    expect(await listResults()).toEqual([])
    await saveResult('imc', imc(90))
    setCurrentOwner(USER_A)
    expect((await getLatestResult('imc'))?.fields.weight).toBe(70)
    expect(await listResults()).toHaveLength(2)
  })

  it('lists newest first across kinds', async () => {
    setCurrentOwner(USER_A)
    await saveResult('imc', imc(70))
    now += 1000
    await saveResult('ftp', ftp(250))
    now += 1000
    await saveResult('imc', imc(71))
    expect((await listResults()).map((r) => r.kind)).toEqual(['imc', 'ftp'])
  })
})

describe('attachAnonymousResults', () => {
  it('re-owns anonymous results and queues them', async () => {
    await saveResult('ftp', ftp(240))
    now += 1000
    await saveResult('harris_benedict', {
      height: 175,
      weight: 70,
      age: 30,
      gender: 'male',
      tmb: 1700,
      activity_level: 'moderate',
      daily_calories: 2635,
    })
    expect(await countAnonymousResults()).toBe(2)
    expect(await attachAnonymousResults(USER_A)).toBe(2)
    expect(await countAnonymousResults()).toBe(0)
    setCurrentOwner(USER_A)
    const mine = await listResults()
    expect(mine.every((r) => r.owner === USER_A && r.syncState === 'pending')).toBe(true)
    expect((await outbox()).map((e) => [e.owner, e.kind])).toEqual([
      [USER_A, 'ftp'],
      [USER_A, 'harris_benedict'],
    ])
  })

  it("keeps the newer of the anonymous and the account's row of a one-row kind", async () => {
    setCurrentOwner(USER_A)
    const mine = await saveResult('imc', imc(70))
    setCurrentOwner(ANONYMOUS_OWNER)
    now += 60_000
    await saveResult('imc', imc(75))
    expect(await attachAnonymousResults(USER_A)).toBe(1)
    setCurrentOwner(USER_A)
    const latest = await getLatestResult('imc')
    expect(latest).toMatchObject({ id: mine.id, createdAt: mine.createdAt, fields: imc(75) })
    expect(await getDb().results.count()).toBe(1)
    expect(await outbox()).toHaveLength(1)

    // An older anonymous row loses to the account's newer one.
    setCurrentOwner(ANONYMOUS_OWNER)
    now -= 3_600_000
    await saveResult('imc', imc(60))
    expect(await attachAnonymousResults(USER_A)).toBe(0)
    setCurrentOwner(USER_A)
    expect((await getLatestResult('imc'))?.fields.weight).toBe(75)
    expect(await countAnonymousResults()).toBe(0)
  })

  it('refuses the anonymous owner as a target', async () => {
    await expect(attachAnonymousResults(ANONYMOUS_OWNER)).rejects.toThrow()
  })
})

describe('sign-out', () => {
  it('counts unsynced results, forgets synced ones and hides the rest until the user returns', async () => {
    setCurrentOwner(USER_A)
    const synced = await saveResult('imc', imc(70))
    const pending = await saveResult('ftp', ftp(250))
    const db = getDb()
    await db.outbox.where('resultId').equals(synced.id).delete()
    await db.results.update(synced.id, { syncState: 'synced' })
    expect(await countUnsyncedResults(USER_A)).toBe(1)

    setCurrentOwner(ANONYMOUS_OWNER)
    expect(await forgetSyncedResults(USER_A)).toBe(1)
    expect(await db.results.get(synced.id)).toBeUndefined()
    expect(await listResults()).toEqual([])
    expect(await countAnonymousResults()).toBe(0)

    setCurrentOwner(USER_A)
    expect((await listResults()).map((r) => r.id)).toEqual([pending.id])
    expect(await outbox()).toHaveLength(1)
  })
})

describe('account deletion', () => {
  it('forgetUserData removes every row and queue entry of that user, and only theirs', async () => {
    setCurrentOwner(USER_B)
    const other = await saveResult('imc', imc(80))
    setCurrentOwner(ANONYMOUS_OWNER)
    const anonymous = await saveResult('ftp', ftp(200))
    setCurrentOwner(USER_A)
    await saveResult('imc', imc(70))
    await saveResult('ftp', ftp(250))

    expect(await forgetUserData(USER_A)).toBe(2)
    expect(await listResults()).toEqual([])
    expect((await outbox()).map((e) => e.owner)).toEqual([USER_B])
    expect(await getDb().results.get(other.id)).toBeDefined()
    expect(await getDb().results.get(anonymous.id)).toBeDefined()
    expect(await forgetUserData(ANONYMOUS_OWNER)).toBe(0)
  })
})

describe('failed results', () => {
  it('retryFailed puts the result back in the queue; discardFailed removes it', async () => {
    setCurrentOwner(USER_A)
    const a = await saveResult('ftp', ftp(250))
    const b = await saveResult('ftp', ftp(260))
    const db = getDb()
    for (const id of [a.id, b.id]) {
      await db.outbox.where('resultId').equals(id).modify({ state: 'failed', error: 'x' })
      await db.results.update(id, { syncState: 'failed', syncError: 'x' })
    }
    await retryFailed(a.id)
    expect(await db.results.get(a.id)).toMatchObject({ syncState: 'pending', syncError: undefined })
    expect((await db.outbox.where('resultId').equals(a.id).toArray()).map((e) => e.state)).toEqual([
      'pending',
    ])
    await discardFailed(b.id)
    expect(await db.results.get(b.id)).toBeUndefined()
    expect(await db.outbox.where('resultId').equals(b.id).count()).toBe(0)
  })
})

describe('saved workouts: edited in place', () => {
  it('each save is a new workout; an edit keeps id and createdAt, is newer, pending and queued once', async () => {
    setCurrentOwner(USER_A)
    const a = await saveResult('workout', workout('Z2 longo', 120))
    now += 1000
    const b = await saveResult('workout', workout('Sweet spot', 60))
    expect(a.id).not.toBe(b.id)
    // The first push of `a` failed: an edit puts it back in the queue with the new values.
    const db = getDb()
    await db.outbox.where('resultId').equals(a.id).modify({ state: 'failed', error: 'x' })
    await db.results.update(a.id, { syncState: 'failed', syncError: 'x' })

    now += 60_000
    const edited = await updateResult('workout', a.id, workout('Z2 longo com subidas', 150))
    expect(edited).toEqual({
      ...a,
      fields: workout('Z2 longo com subidas', 150),
      updatedAt: '2026-11-22T10:01:01.000Z',
      syncState: 'pending',
      syncError: undefined,
    })
    expect(await db.results.get(a.id)).toEqual(edited)
    expect((await outbox()).map((e) => [e.resultId, e.state])).toEqual([
      [b.id, 'pending'],
      [a.id, 'pending'],
    ])
    // Newest edit first.
    expect((await listResults('workout')).map((r) => r.fields.name)).toEqual([
      'Z2 longo com subidas',
      'Sweet spot',
    ])

    // The device clock stepped back: the edit is still newer than the one before.
    now -= 3_600_000
    const again = await updateResult('workout', a.id, workout('Z2', 90))
    expect(again?.updatedAt).toBe('2026-11-22T10:01:01.001Z')
    expect(await db.outbox.where('resultId').equals(a.id).count()).toBe(1)
  })

  it('getResult finds the owner’s row of that kind only; an edit of a row gone answers null', async () => {
    setCurrentOwner(USER_A)
    const mine = await saveResult('workout', workout('Limiar', 60))
    const calc = await saveResult('ftp', ftp(250))
    expect(await getResult('workout', mine.id)).toEqual(mine)
    expect(await getResult('workout', calc.id)).toBeNull()
    expect(await getResult('workout', mine.id, USER_B)).toBeNull()
    setCurrentOwner(USER_B)
    expect(await getResult('workout', mine.id)).toBeNull()
    setCurrentOwner(USER_A)

    const removed = await deleteResult(mine.id)
    expect(await updateResult('workout', mine.id, workout('Limiar 2', 60))).toBeNull()
    expect(await getResult('workout', mine.id)).toBeNull()
    await undoDelete(removed!)
    expect(await getResult('workout', mine.id)).toMatchObject({ fields: { name: 'Limiar' } })
    await expect(updateResult('ftp', calc.id, ftp(260))).rejects.toThrow('not edited in place')
  })

  it('an anonymous workout is edited on the device only, and attached like any result', async () => {
    const draft = await saveResult('workout', workout('Rascunho', 30))
    now += 1000
    await updateResult('workout', draft.id, workout('Rascunho 2', 35))
    expect(await outbox()).toEqual([])
    expect(await countAnonymousResults()).toBe(1)
    expect(await attachAnonymousResults(USER_A)).toBe(1)
    expect(await getResult('workout', draft.id, USER_A)).toMatchObject({
      owner: USER_A,
      fields: { name: 'Rascunho 2' },
    })
    expect((await outbox()).map((e) => [e.kind, e.resultId])).toEqual([['workout', draft.id]])
  })
})
