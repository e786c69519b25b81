import { Dexie, type EntityTable, type Table } from 'dexie'
import { RECORDINGS_DB_NAME } from '../../lib/device-databases'
import type { Owner } from './types'

export { RECORDINGS_DB_NAME }

export type RecordingStatus = 'running' | 'paused' | 'ended'

/** A finished pause: where it began on the session's clock, and how long it lasted. */
export interface RecordingPause {
  /**
   * Session time (ms: wall time since the start, pauses left out) at which it began; null for a
   * pause of a recording stored by version 1, which kept only the total: its place is unknown.
   */
  atMs: number | null
  /** Wall time it lasted, in ms. */
  ms: number
}

/**
 * A session's clock (a field test's or a workout's) as plain JSON: what a reloaded page resumes
 * it from.
 */
export interface RecordingClock {
  /** Epoch ms the clock started. */
  startedAt: number
  /** Epoch ms the clock was paused; null while it runs. */
  pausedAt: number | null
  /** Time spent paused, in ms. */
  pausedMs: number
  /** The finished pauses in order (since version 2); their `ms` add up to `pausedMs`. */
  pauses: RecordingPause[]
}

/** A sensor the test recorded from (the kinds are the sensors feature's). */
export interface RecordingSensor {
  kind: 'heart-rate' | 'power' | 'cadence' | 'trainer'
  /** The Web Bluetooth device id, to offer the same sensor on 'Continuar o teste'. */
  id: string
  name?: string
}

/** The protocol's options the test ran with. */
export interface RecordingProtocol {
  /** The FTP the targets were set from (the ramp's start, ERG powers); null without one. */
  ftp: number | null
  /** The FTHR a workout's heart-rate targets were set from; absent on field tests. */
  fthr?: number | null
}

export interface RecordingHeader {
  /** Client-generated UUID. */
  id: string
  /** A user id, or 'anon', as the results' owners. */
  owner: Owner
  /**
   * Which session: a field test's id ('ftp-20', 'ramp', 'fthr-30') or `workout:<id>`. A stored
   * name, kept since version 1.
   */
  testId: string
  protocol: RecordingProtocol
  clock: RecordingClock
  sensors: RecordingSensor[]
  status: RecordingStatus
  createdAt: string
  /** Grows with every write: the newest unfinished recording is the one to continue. */
  updatedAt: string
  /** When the test ended (or was left for a new one). */
  endedAt?: string
}

/** One second of a session: what the sensors measured in it (absent: nothing measured). */
export interface RecordingSecond {
  /** Seconds from the session's start, a whole number. */
  second: number
  watts?: number
  bpm?: number
  rpm?: number
}

/** A stored second: keyed by its recording and its second, so a repeated append overwrites. */
export interface StoredRecordingSecond extends RecordingSecond {
  recordingId: string
}

/** A version-1 clock's finished pauses: their total, as one pause of unknown place. */
const unplacedPauses = (pausedMs: number): RecordingPause[] =>
  pausedMs > 0 ? [{ atMs: null, ms: pausedMs }] : []

/**
 * The field tests' recordings, in their own small database so that the results
 * database's versions stay as they are: a test in progress survives a page closed, reloaded or
 * killed. Nothing here is synced; a finished test becomes a result through the results store.
 *
 * One row per second under the key [recordingId+second]: an append is a bulkPut of the seconds
 * since the last flush, they read back in order from the key alone, and a flush retried after a
 * crash writes the same keys again instead of duplicating them.
 *
 * Versions are append-only, as the results database's: never edit a shipped `version(n)`; add
 * `version(n + 1)` with its upgrade and a test in recordings.test.ts.
 */
export class RecordingsDb extends Dexie {
  recordings!: EntityTable<RecordingHeader, 'id'>
  seconds!: Table<StoredRecordingSecond, [string, number]>

  constructor(name: string = RECORDINGS_DB_NAME) {
    super(name)
    this.version(1).stores({
      recordings: 'id, [owner+updatedAt]',
      seconds: '[recordingId+second]',
    })
    // The clock keeps each pause's place: a result measured on a block must know
    // whether a pause split it. Version 1 kept only the total, so its pauses have no place.
    this.version(2)
      .stores({
        recordings: 'id, [owner+updatedAt]',
        seconds: '[recordingId+second]',
      })
      .upgrade((tx) =>
        tx
          .table<RecordingHeader, string>('recordings')
          .toCollection()
          .modify((header) => {
            header.clock.pauses = unplacedPauses(header.clock.pausedMs)
          }),
      )
  }
}

let instance: RecordingsDb | undefined

/** Opened on first use, never at import (the app is prerendered in Node). */
export function getRecordingsDb(): RecordingsDb {
  instance ??= new RecordingsDb()
  return instance
}

/** Tests: close the connection as a closed page would; the next call opens the database again. */
export function closeRecordingsDbForTests(): void {
  instance?.close()
  instance = undefined
}

/** Tests: close and delete the database so the next call starts empty. */
export async function resetRecordingsDbForTests(): Promise<void> {
  closeRecordingsDbForTests()
  await Dexie.delete(RECORDINGS_DB_NAME)
}
