/**
 * The device store of field-test recordings: the test screen starts a recording,
 * appends the seconds it measured at least every 5 s together with the clock, and ends it. After
 * a reload, `findUnfinishedRecording` gives back the header and every second in order, for
 * 'Continuar o teste' or 'Encerrar e calcular com o que foi gravado'.
 *
 * Bounded: an owner has at most one unfinished recording (starting another ends the older one)
 * and keeps the last `KEEP_ENDED_RECORDINGS` ended ones; a recording holds at most
 * `MAX_RECORDING_SECONDS` seconds.
 */
import { Dexie } from 'dexie'
import { MAX_SESSION_SECONDS } from '../../lib/workout-limits'
import { getCurrentOwner } from './owner'
import {
  getRecordingsDb,
  type RecordingClock,
  type RecordingHeader,
  type RecordingProtocol,
  type RecordingSecond,
  type RecordingSensor,
  type RecordingsDb,
  type StoredRecordingSecond,
} from './recordings-db'
import { nextTimestamp } from './timestamps'
import type { Owner } from './types'

/** Ended recordings an owner keeps (to compute again or export); older ones are deleted. */
export const KEEP_ENDED_RECORDINGS = 3

/**
 * The longest session, six hours: the longest field test is 70 minutes and a workout may last
 * six hours; a forgotten recording stops growing here.
 */
export const MAX_RECORDING_SECONDS = MAX_SESSION_SECONDS

export interface NewRecording {
  /** The current owner when absent. */
  owner?: Owner
  testId: string
  protocol: RecordingProtocol
  clock: RecordingClock
  sensors: readonly RecordingSensor[]
}

/** A recording with its seconds in order. */
export interface Recording {
  header: RecordingHeader
  seconds: RecordingSecond[]
}

let clock: () => number = () => Date.now()

/** Tests: drive the timestamps the recordings store writes. */
export function setRecordingsClockForTests(now: (() => number) | undefined): void {
  clock = now ?? (() => Date.now())
}

const plainClock = (c: RecordingClock): RecordingClock => ({
  startedAt: c.startedAt,
  pausedAt: c.pausedAt,
  pausedMs: c.pausedMs,
  pauses: c.pauses.map(({ atMs, ms }) => ({ atMs, ms })),
})

/** Only the protocol's own keys; a field test's has no `fthr` key at all. */
const protocolOf = ({ ftp, fthr }: RecordingProtocol): RecordingProtocol =>
  fthr === undefined ? { ftp } : { ftp, fthr }

const isMeasure = (value: number | undefined) =>
  value === undefined || (Number.isFinite(value) && value >= 0)

/** A second as stored and given back: the values measured, no undefined keys. */
function secondOf({ second, watts, bpm, rpm }: RecordingSecond): RecordingSecond {
  const out: RecordingSecond = { second }
  if (watts !== undefined) out.watts = watts
  if (bpm !== undefined) out.bpm = bpm
  if (rpm !== undefined) out.rpm = rpm
  return out
}

/** The rows of an append, one per second (a second twice in one append: the later one). */
function rowsOf(recordingId: string, seconds: readonly RecordingSecond[]): StoredRecordingSecond[] {
  const rows = new Map<number, StoredRecordingSecond>()
  for (const sample of seconds) {
    const { second, watts, bpm, rpm } = sample
    if (!Number.isInteger(second) || second < 0 || second >= MAX_RECORDING_SECONDS) {
      throw new RangeError(`Recording second ${second} is outside 0–${MAX_RECORDING_SECONDS - 1}`)
    }
    if (![watts, bpm, rpm].every(isMeasure)) {
      throw new RangeError(`Recording second ${second} has a value that is not a measure`)
    }
    rows.set(second, { recordingId, ...secondOf(sample) })
  }
  return [...rows.values()]
}

/** A recording's seconds, in order (the key's order). */
const secondsOf = (db: RecordingsDb, recordingId: string) =>
  db.seconds
    .where('[recordingId+second]')
    .between([recordingId, Dexie.minKey], [recordingId, Dexie.maxKey])

async function ownerRecordings(db: RecordingsDb, owner: Owner): Promise<RecordingHeader[]> {
  return db.recordings
    .where('[owner+updatedAt]')
    .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
    .toArray()
}

async function deleteRows(db: RecordingsDb, ids: readonly string[]): Promise<void> {
  for (const id of ids) await secondsOf(db, id).delete()
  await db.recordings.bulkDelete([...ids])
}

/** Deletes the owner's ended recordings but the newest `KEEP_ENDED_RECORDINGS` (rw transaction). */
async function pruneEnded(db: RecordingsDb, owner: Owner): Promise<void> {
  const ended = (await ownerRecordings(db, owner))
    .filter((r) => r.status === 'ended')
    .sort((a, b) => (b.endedAt ?? b.updatedAt).localeCompare(a.endedAt ?? a.updatedAt))
  await deleteRows(
    db,
    ended.slice(KEEP_ENDED_RECORDINGS).map((r) => r.id),
  )
}

async function readRecording(db: RecordingsDb, header: RecordingHeader): Promise<Recording> {
  const rows = await secondsOf(db, header.id).toArray()
  return { header, seconds: rows.map(secondOf) }
}

/**
 * Stores a new recording, running unless its clock is paused, and resolves with its id. The
 * owner's unfinished recording, if any, ends: it is kept as the newest ended one.
 */
export async function startRecording(recording: NewRecording): Promise<string> {
  const owner = recording.owner ?? getCurrentOwner()
  const db = getRecordingsDb()
  return db.transaction('rw', db.recordings, db.seconds, async () => {
    const now = nextTimestamp(clock())
    for (const open of (await ownerRecordings(db, owner)).filter((r) => r.status !== 'ended')) {
      await db.recordings.put({ ...open, status: 'ended', endedAt: now, updatedAt: now })
    }
    // Later than the one it ended, even within the same millisecond.
    const startedAt = nextTimestamp(clock(), now)
    const header: RecordingHeader = {
      id: crypto.randomUUID(),
      owner,
      testId: recording.testId,
      protocol: protocolOf(recording.protocol),
      clock: plainClock(recording.clock),
      sensors: recording.sensors.map(({ kind, id, name }) =>
        name === undefined ? { kind, id } : { kind, id, name },
      ),
      status: recording.clock.pausedAt === null ? 'running' : 'paused',
      createdAt: startedAt,
      updatedAt: startedAt,
    }
    await db.recordings.add(header)
    await pruneEnded(db, owner)
    return header.id
  })
}

/**
 * Stores `seconds` and the clock in one transaction. A second already stored is written again,
 * never twice, so a flush retried after a crash changes nothing. Resolves false, writing nothing,
 * when the recording is gone or has ended. Throws a RangeError for a second that is not a whole
 * number in 0…`MAX_RECORDING_SECONDS` − 1 or a value that is not a measure.
 */
export async function appendRecordingSeconds(
  id: string,
  seconds: readonly RecordingSecond[],
  clockState: RecordingClock,
): Promise<boolean> {
  const rows = rowsOf(id, seconds)
  const db = getRecordingsDb()
  return db.transaction('rw', db.recordings, db.seconds, async () => {
    const header = await db.recordings.get(id)
    if (!header || header.status === 'ended') return false
    await db.seconds.bulkPut(rows)
    await db.recordings.put({
      ...header,
      clock: plainClock(clockState),
      updatedAt: nextTimestamp(clock(), header.updatedAt),
    })
    return true
  })
}

/** The clock paused or running again. Resolves false when the recording is gone or has ended. */
export async function updateRecordingClock(
  id: string,
  clockState: RecordingClock,
  status: 'running' | 'paused',
): Promise<boolean> {
  const db = getRecordingsDb()
  return db.transaction('rw', db.recordings, async () => {
    const header = await db.recordings.get(id)
    if (!header || header.status === 'ended') return false
    await db.recordings.put({
      ...header,
      clock: plainClock(clockState),
      status,
      updatedAt: nextTimestamp(clock(), header.updatedAt),
    })
    return true
  })
}

/** The owner's unfinished recording (running or paused) with every second in order, or null. */
export async function findUnfinishedRecording(
  owner: Owner = getCurrentOwner(),
): Promise<Recording | null> {
  const db = getRecordingsDb()
  return db.transaction('r', db.recordings, db.seconds, async () => {
    const open = (await ownerRecordings(db, owner)).filter((r) => r.status !== 'ended')
    const newest = open[open.length - 1]
    return newest ? readRecording(db, newest) : null
  })
}

/** Any recording (an ended one too) with its seconds in order, or null. */
export async function getRecording(id: string): Promise<Recording | null> {
  const db = getRecordingsDb()
  return db.transaction('r', db.recordings, db.seconds, async () => {
    const header = await db.recordings.get(id)
    return header ? readRecording(db, header) : null
  })
}

/**
 * Ends the recording (flush its last seconds first: an ended recording takes none) and deletes
 * the owner's ended recordings beyond `KEEP_ENDED_RECORDINGS`. Resolves false when it is gone.
 */
export async function endRecording(id: string): Promise<boolean> {
  const db = getRecordingsDb()
  return db.transaction('rw', db.recordings, db.seconds, async () => {
    const header = await db.recordings.get(id)
    if (!header) return false
    if (header.status !== 'ended') {
      const now = nextTimestamp(clock(), header.updatedAt)
      await db.recordings.put({ ...header, status: 'ended', endedAt: now, updatedAt: now })
    }
    await pruneEnded(db, header.owner)
    return true
  })
}

/** The recording and its seconds leave the device ('Descartar o teste'). */
export async function deleteRecording(id: string): Promise<void> {
  const db = getRecordingsDb()
  await db.transaction('rw', db.recordings, db.seconds, () => deleteRows(db, [id]))
}

/** Every recording of `owner` leaves the device (the account was deleted). Returns how many. */
export async function forgetRecordings(owner: Owner): Promise<number> {
  const db = getRecordingsDb()
  return db.transaction('rw', db.recordings, db.seconds, async () => {
    const ids = (await ownerRecordings(db, owner)).map((r) => r.id)
    await deleteRows(db, ids)
    return ids.length
  })
}
