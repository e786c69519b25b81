import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WORKOUT_LIMITS } from '../../lib/workout-limits'
import { RESULTS_DB_NAME, resetDbForTests } from './db'
import { setCurrentOwner } from './owner'
import {
  appendRecordingSeconds,
  deleteRecording,
  endRecording,
  findUnfinishedRecording,
  forgetRecordings,
  getRecording,
  KEEP_ENDED_RECORDINGS,
  MAX_RECORDING_SECONDS,
  setRecordingsClockForTests,
  startRecording,
  updateRecordingClock,
  type NewRecording,
} from './recordings'
import {
  closeRecordingsDbForTests,
  getRecordingsDb,
  RECORDINGS_DB_NAME,
  RecordingsDb,
  resetRecordingsDbForTests,
  type RecordingClock,
  type RecordingHeader,
  type RecordingPause,
  type RecordingSecond,
} from './recordings-db'
import { forgetUserData, saveResult } from './store'
import { ANONYMOUS_OWNER } from './types'

/** Each shipped schema version, frozen as it shipped (see db.test.ts). */
const SHIPPED: Record<number, Record<string, string>> = {
  1: {
    recordings: 'id, [owner+updatedAt]',
    seconds: '[recordingId+second]',
  },
  2: {
    recordings: 'id, [owner+updatedAt]',
    seconds: '[recordingId+second]',
  },
}

const USER_A = '11111111-1111-4111-8111-111111111111'
const USER_B = '22222222-2222-4222-8222-222222222222'
const T0 = Date.parse('2026-11-26T09:00:00.000Z')

let now = T0

const running = (pauses: RecordingPause[] = []): RecordingClock => ({
  startedAt: T0,
  pausedAt: null,
  pausedMs: pauses.reduce((sum, pause) => sum + pause.ms, 0),
  pauses,
})

const newRecording = (owner: string, testId = 'ftp-20'): NewRecording => ({
  owner,
  testId,
  protocol: { ftp: 250 },
  clock: running(),
  sensors: [
    { kind: 'power', id: 'pm-1', name: 'Assioma' },
    { kind: 'heart-rate', id: 'hr-1' },
  ],
})

/** Seconds `from` up to `to` (excluded), with power, heart rate and cadence. */
const seconds = (from: number, to: number): RecordingSecond[] =>
  Array.from({ length: to - from }, (_, i) => ({
    second: from + i,
    watts: 200 + ((from + i) % 50),
    bpm: 140 + ((from + i) % 20),
    rpm: 90,
  }))

beforeEach(async () => {
  await resetRecordingsDbForTests()
  await resetDbForTests()
  now = T0
  setRecordingsClockForTests(() => now)
  setCurrentOwner(ANONYMOUS_OWNER)
})

afterEach(() => {
  setRecordingsClockForTests(undefined)
})

describe('the recordings database', () => {
  it('is its own database, and its schema is the last shipped version exactly', async () => {
    expect(RECORDINGS_DB_NAME).not.toBe(RESULTS_DB_NAME)
    const db = new RecordingsDb()
    await db.open()
    expect(db.verno).toBe(Math.max(...Object.keys(SHIPPED).map(Number)))
    const last = SHIPPED[db.verno]!
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(last).sort())
    for (const table of db.tables) {
      const spec = [table.schema.primKey.src, ...table.schema.indexes.map((i) => i.src)].join(', ')
      expect(spec).toBe(last[table.name])
    }
    db.close()
  })

  it('version 1 → 2: a pause kept by version 1 has no place; a clock never paused has none', async () => {
    const old = new Dexie(RECORDINGS_DB_NAME)
    old.version(1).stores(SHIPPED[1]!)
    // Version 1's headers: the clock without `pauses`.
    const header = (id: string, clock: Omit<RecordingClock, 'pauses'>, status: string) => ({
      id,
      owner: USER_A,
      testId: 'ftp-20',
      protocol: { ftp: 250 },
      clock,
      sensors: [],
      status,
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0 + Number(id.at(-1)) * 1000).toISOString(),
      ...(status === 'ended' && { endedAt: new Date(T0 + 9_000).toISOString() }),
    })
    await old.table('recordings').bulkAdd([
      header('r1', { startedAt: T0, pausedAt: null, pausedMs: 0 }, 'ended'),
      header('r2', { startedAt: T0, pausedAt: null, pausedMs: 90_000 }, 'ended'),
      // Paused now, after an earlier pause: the running one keeps its place (`pausedAt`).
      header('r3', { startedAt: T0, pausedAt: T0 + 600_000, pausedMs: 30_000 }, 'paused'),
    ])
    await old.table('seconds').bulkAdd(seconds(0, 3).map((s) => ({ recordingId: 'r3', ...s })))
    old.close()

    const clocks = async () =>
      Object.fromEntries(
        (await getRecordingsDb().recordings.toArray()).map((r: RecordingHeader) => [r.id, r.clock]),
      )
    expect(await clocks()).toStrictEqual({
      r1: { startedAt: T0, pausedAt: null, pausedMs: 0, pauses: [] },
      r2: { startedAt: T0, pausedAt: null, pausedMs: 90_000, pauses: [{ atMs: null, ms: 90_000 }] },
      r3: {
        startedAt: T0,
        pausedAt: T0 + 600_000,
        pausedMs: 30_000,
        pauses: [{ atMs: null, ms: 30_000 }],
      },
    })
    const found = await findUnfinishedRecording(USER_A)
    expect(found?.header.id).toBe('r3')
    expect(found?.seconds).toEqual(seconds(0, 3))
  })
})

describe('a test in progress', () => {
  it('survives a reload: closed and opened again, every second comes back in order', async () => {
    const id = await startRecording(newRecording(USER_A))
    // Flushes every 5 s, out of order within a flush, with gaps where no sensor answered.
    const written = seconds(0, 95).filter((s) => s.second < 40 || s.second >= 52)
    for (let from = 0; from < 95; from += 5) {
      const chunk = written.filter((s) => s.second >= from && s.second < from + 5).reverse()
      now += 5_000
      expect(await appendRecordingSeconds(id, chunk, running())).toBe(true)
    }
    const paused: RecordingClock = {
      startedAt: T0,
      pausedAt: T0 + 96_000,
      pausedMs: 0,
      pauses: [],
    }
    expect(await updateRecordingClock(id, paused, 'paused')).toBe(true)

    closeRecordingsDbForTests()

    const found = await findUnfinishedRecording(USER_A)
    expect(found?.header).toMatchObject({
      id,
      owner: USER_A,
      testId: 'ftp-20',
      protocol: { ftp: 250 },
      clock: paused,
      status: 'paused',
      sensors: [
        { kind: 'power', id: 'pm-1', name: 'Assioma' },
        { kind: 'heart-rate', id: 'hr-1' },
      ],
    })
    expect(found?.seconds).toEqual(written)
  })

  it.each([
    ['a field test keeps the FTP alone, with no FTHR key', 'ftp-20', { ftp: 250 }],
    [
      'a workout keeps the FTHR its heart-rate targets used',
      'workout:sweet-spot',
      { ftp: 250, fthr: 170 },
    ],
    ['a workout without either', 'workout:z2', { ftp: null, fthr: null }],
  ])('%s', async (_, testId, protocol) => {
    const id = await startRecording({ ...newRecording(USER_A, testId), protocol })
    closeRecordingsDbForTests()
    const found = await findUnfinishedRecording(USER_A)
    expect(found?.header.id).toBe(id)
    expect(found?.header.testId).toBe(testId)
    expect(found?.header.protocol).toStrictEqual(protocol)
  })

  it('keeps a second once when a flush is retried, even with more seconds or newer values', async () => {
    const id = await startRecording(newRecording(USER_A))
    await appendRecordingSeconds(id, seconds(0, 5), running())
    // The page was killed before it learned the flush had landed: it sends those seconds again.
    await appendRecordingSeconds(id, seconds(0, 5), running())
    await appendRecordingSeconds(id, [...seconds(0, 10), { second: 3, watts: 999 }], running())
    const found = await getRecording(id)
    expect(found?.seconds.map((s) => s.second)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(found?.seconds[3]).toEqual({ second: 3, watts: 999 })
    expect(await getRecordingsDb().seconds.count()).toBe(10)
  })

  it('writes the seconds and the clock together', async () => {
    const id = await startRecording(newRecording(USER_A))
    now += 5_000
    await appendRecordingSeconds(id, seconds(0, 5), running([{ atMs: 2_000, ms: 1_500 }]))
    const { header } = (await getRecording(id))!
    expect(header.clock).toEqual(running([{ atMs: 2_000, ms: 1_500 }]))
    expect(header.updatedAt).toBe(new Date(T0 + 5_000).toISOString())
  })

  it('keeps where each pause fell on the test clock through a reload', async () => {
    const id = await startRecording(newRecording(USER_A))
    // Paused 5 minutes at 45:00 of test time, then again at 50:30 and still paused.
    const clockState: RecordingClock = {
      startedAt: T0,
      pausedAt: T0 + 55 * 60_000 + 30_000,
      pausedMs: 5 * 60_000,
      pauses: [{ atMs: 45 * 60_000, ms: 5 * 60_000 }],
    }
    expect(await updateRecordingClock(id, clockState, 'paused')).toBe(true)
    closeRecordingsDbForTests()
    expect((await findUnfinishedRecording(USER_A))?.header.clock).toStrictEqual(clockState)
  })

  it('holds the longest workout: the limit is the workouts’ own six hours', () => {
    expect(MAX_RECORDING_SECONDS).toBe(WORKOUT_LIMITS.maxSeconds)
  })

  it('refuses seconds that are not whole, negative or past the limit, and values that are not measures', async () => {
    const id = await startRecording(newRecording(USER_A))
    for (const wrong of [
      { second: 1.5 },
      { second: -1 },
      { second: MAX_RECORDING_SECONDS },
      { second: 2, watts: Number.NaN },
      { second: 2, bpm: -60 },
    ]) {
      await expect(appendRecordingSeconds(id, [wrong], running())).rejects.toThrow(RangeError)
    }
    expect((await getRecording(id))?.seconds).toEqual([])
  })

  it('keeps two owners apart', async () => {
    const a = await startRecording(newRecording(USER_A, 'ftp-20'))
    const b = await startRecording(newRecording(USER_B, 'ramp'))
    setCurrentOwner(ANONYMOUS_OWNER)
    const anon = await startRecording({ ...newRecording(USER_A, 'fthr-30'), owner: undefined })
    await appendRecordingSeconds(a, seconds(0, 5), running())
    await appendRecordingSeconds(b, seconds(100, 103), running())

    expect((await findUnfinishedRecording(USER_A))?.header.id).toBe(a)
    expect((await findUnfinishedRecording(USER_A))?.seconds).toHaveLength(5)
    expect((await findUnfinishedRecording(USER_B))?.header).toMatchObject({ id: b, testId: 'ramp' })
    expect((await findUnfinishedRecording(USER_B))?.seconds.map((s) => s.second)).toEqual([
      100, 101, 102,
    ])
    // The current owner when none is given.
    expect((await findUnfinishedRecording())?.header).toMatchObject({ id: anon, owner: 'anon' })
    setCurrentOwner(USER_B)
    expect((await findUnfinishedRecording())?.header.id).toBe(b)

    await endRecording(a)
    expect(await findUnfinishedRecording(USER_A)).toBeNull()
    expect((await findUnfinishedRecording(USER_B))?.header.id).toBe(b)
  })
})

describe('ending, discarding and the bound', () => {
  it('an ended recording takes no more seconds and is no longer unfinished', async () => {
    const id = await startRecording(newRecording(USER_A))
    await appendRecordingSeconds(id, seconds(0, 5), running())
    now += 60_000
    expect(await endRecording(id)).toBe(true)
    expect(await appendRecordingSeconds(id, seconds(5, 10), running())).toBe(false)
    expect(await updateRecordingClock(id, running(), 'running')).toBe(false)
    expect(await findUnfinishedRecording(USER_A)).toBeNull()
    const ended = await getRecording(id)
    expect(ended?.header).toMatchObject({
      status: 'ended',
      endedAt: new Date(T0 + 60_000).toISOString(),
    })
    expect(ended?.seconds).toHaveLength(5)
    expect(await endRecording(id)).toBe(true)
    expect(await endRecording('no-such-recording')).toBe(false)
  })

  it('a new test ends the unfinished one, which is kept', async () => {
    const first = await startRecording(newRecording(USER_A))
    await appendRecordingSeconds(first, seconds(0, 5), running())
    const second = await startRecording(newRecording(USER_A, 'ramp'))
    expect((await findUnfinishedRecording(USER_A))?.header.id).toBe(second)
    expect((await getRecording(first))?.header.status).toBe('ended')
    expect((await getRecording(first))?.seconds).toHaveLength(5)
  })

  it(`keeps the last ${KEEP_ENDED_RECORDINGS} ended recordings of an owner, seconds and all`, async () => {
    const ids: string[] = []
    for (let i = 0; i < KEEP_ENDED_RECORDINGS + 2; i += 1) {
      now += 3_600_000
      const id = await startRecording(newRecording(USER_A))
      await appendRecordingSeconds(id, seconds(0, 10), running())
      await endRecording(id)
      ids.push(id)
    }
    const other = await startRecording(newRecording(USER_B))
    await endRecording(other)

    const db = getRecordingsDb()
    const kept = (await db.recordings.toArray()).filter((r) => r.owner === USER_A).map((r) => r.id)
    expect(kept.sort()).toEqual(ids.slice(-KEEP_ENDED_RECORDINGS).sort())
    expect(await db.seconds.count()).toBe(KEEP_ENDED_RECORDINGS * 10)
    // Another owner's are not counted against these.
    expect(await getRecording(other)).not.toBeNull()
  })

  it('deleteRecording takes the header and every second', async () => {
    const id = await startRecording(newRecording(USER_A))
    const kept = await startRecording(newRecording(USER_B))
    await appendRecordingSeconds(id, seconds(0, 20), running())
    await appendRecordingSeconds(kept, seconds(0, 3), running())
    await deleteRecording(id)
    expect(await getRecording(id)).toBeNull()
    expect(await findUnfinishedRecording(USER_A)).toBeNull()
    expect(await getRecordingsDb().seconds.count()).toBe(3)
  })

  it("a deleted account's recordings leave the device with its results; others stay", async () => {
    const mine = await startRecording(newRecording(USER_A))
    await appendRecordingSeconds(mine, seconds(0, 5), running())
    const theirs = await startRecording(newRecording(ANONYMOUS_OWNER))
    await saveResult(
      'ftp',
      { ftp: 291, method: 'coggan', weight_kg: null, source: 'field_test' },
      USER_A,
    )
    expect(await forgetUserData(USER_A)).toBe(1)
    expect(await getRecording(mine)).toBeNull()
    expect(await getRecording(theirs)).not.toBeNull()
    expect(await forgetRecordings(ANONYMOUS_OWNER)).toBe(1)
    expect(await getRecordingsDb().seconds.count()).toBe(0)
  })
})
