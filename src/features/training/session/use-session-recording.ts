import { useCallback, useEffect, useRef, useState } from 'react'
import { databaseExists, RECORDINGS_DB_NAME } from '../../../lib/device-databases'
import type { NewRecording, Recording, RecordingClock, RecordingSecond } from '../../results'
import type { SensorReading } from '../../sensors'
import { elapsedMs, isPaused } from './clock'
import { SessionRecorder } from './recorder'

/** The recording reaches the device at least this often. */
const FLUSH_MS = 5_000

type Store = typeof import('../../results')
let loaded: Store | undefined

/**
 * The results store, which keeps the recordings, loaded with the first recording: a page that
 * offers a session does not evaluate Dexie (~40 KiB gzip) until one starts, or until this device
 * is found to hold recordings. Once loaded it is used at once, so a write on `pagehide` starts
 * before the page goes.
 */
async function loadStore(): Promise<Store> {
  loaded ??= await import('../../results')
  return loaded
}

export interface SessionRecording {
  /** What has been recorded so far, as of the last redraw. */
  series: readonly RecordingSecond[]
  /** The 3-second power as of the last redraw. */
  threeSecond: number | undefined
  /** Opens a recording on the device for this session; resolves with its id. */
  open: (recording: Omit<NewRecording, 'owner' | 'testId'>) => Promise<string>
  /** Records into recording `id`, from the seconds it already holds. */
  begin: (id: string, flushed: readonly RecordingSecond[]) => void
  /** Whether a recording is open. */
  isOpen: () => boolean
  /** Records a reading's figures while the clock runs. */
  add: (figures: Omit<SensorReading, 'kind'>) => void
  /** Redraws the series and the 3-second power at `at`, and writes what is due. */
  tick: (at: number) => void
  /** The series now, its last second still open. */
  seriesNow: () => RecordingSecond[]
  /** Writes the seconds not yet on the device, with the clock. */
  flush: () => Promise<void>
  /** Keeps a paused or resumed clock with the recording. */
  keepClock: (clock: RecordingClock, status: 'running' | 'paused') => Promise<void>
  /** Ends the open recording after its last write. */
  end: (written: Promise<void>) => Promise<void>
  /** Ends a recording left open, as it was stored; its series. */
  endLeft: (recording: Recording) => RecordingSecond[]
}

/**
 * A session's recording, kept on the device as it grows: opened with the session, written at least
 * every FLUSH_MS and whenever the page is hidden or closed, its clock kept on each pause and
 * resume, ended with the session. A recording this session left open on the device (the page was
 * closed or reloaded mid-way) is handed to `onLeftOpen`, which must be stable.
 */
export function useSessionRecording({
  sessionId,
  clock,
  running,
  onLeftOpen,
}: {
  /** Stored as the recording's `testId`. */
  sessionId: string
  /** The session's clock now (stable). */
  clock: () => RecordingClock | null
  running: boolean
  onLeftOpen: (recording: Recording) => void
}): SessionRecording {
  const recorder = useRef(new SessionRecorder())
  const recordingId = useRef<string | null>(null)
  const lastFlush = useRef(0)
  const [series, setSeries] = useState<readonly RecordingSecond[]>([])
  const seriesSecond = useRef(-1)
  const [threeSecond, setThreeSecond] = useState<number | undefined>(undefined)

  // Without a recordings database on this device, nothing was left open. With one, the owner's
  // newest is looked for, and again for each new owner (the session becomes known after mount).
  useEffect(() => {
    let live = true
    let stopListening = () => {}
    void databaseExists(RECORDINGS_DB_NAME)
      .then((found) => (found ? loadStore() : null))
      .then((store) => {
        if (!store || !live) return
        const look = (owner: string) =>
          void store.findUnfinishedRecording(owner).then((recording) => {
            if (live && recording && recording.header.testId === sessionId) onLeftOpen(recording)
          })
        stopListening = store.onOwnerChange(look)
        look(store.getCurrentOwner())
      })
    return () => {
      live = false
      stopListening()
    }
  }, [onLeftOpen, sessionId])

  // The recording is the current owner's (startRecording's default), as the results are.
  const open = useCallback(
    async (recording: Omit<NewRecording, 'owner' | 'testId'>) => {
      const { startRecording } = await loadStore()
      return startRecording({ testId: sessionId, ...recording })
    },
    [sessionId],
  )

  const begin = useCallback((id: string, flushed: readonly RecordingSecond[]) => {
    recorder.current = new SessionRecorder(flushed)
    recordingId.current = id
    lastFlush.current = Date.now()
    setSeries(recorder.current.series())
  }, [])

  const isOpen = useCallback(() => recordingId.current !== null, [])

  const add = useCallback(
    (figures: Omit<SensorReading, 'kind'>) => {
      const current = clock()
      if (current && !isPaused(current)) recorder.current.add(figures, current)
    },
    [clock],
  )

  const flush = useCallback(async () => {
    const id = recordingId.current
    const current = clock()
    if (!id || !current) return
    const seconds = recorder.current.takeUnflushed()
    lastFlush.current = Date.now()
    const { appendRecordingSeconds } = loaded ?? (await loadStore())
    await appendRecordingSeconds(id, seconds, current)
  }, [clock])

  const tick = useCallback(
    (at: number) => {
      const current = clock()
      if (!current) return
      setThreeSecond(recorder.current.threeSecondPower(current, at))
      if (isPaused(current)) return
      const second = Math.floor(elapsedMs(current, at) / 1000)
      // The series (time on target, the session bar) changes with each new second, not each tick.
      if (second !== seriesSecond.current) {
        seriesSecond.current = second
        setSeries(recorder.current.series())
      }
      if (at - lastFlush.current >= FLUSH_MS) void flush()
    },
    [clock, flush],
  )

  const seriesNow = useCallback(() => recorder.current.series(), [])

  const keepClock = useCallback(async (next: RecordingClock, status: 'running' | 'paused') => {
    const id = recordingId.current
    if (!id) return
    const { updateRecordingClock } = loaded ?? (await loadStore())
    await updateRecordingClock(id, next, status)
  }, [])

  const end = useCallback(async (written: Promise<void>) => {
    await written
    const id = recordingId.current
    if (!id) return
    const { endRecording } = loaded ?? (await loadStore())
    await endRecording(id)
  }, [])

  const endLeft = useCallback((recording: Recording) => {
    void loadStore().then((store) => store.endRecording(recording.header.id))
    return new SessionRecorder(recording.seconds).series()
  }, [])

  // A page about to be hidden or closed writes what it has.
  useEffect(() => {
    if (!running) return undefined
    const keep = () => void flush()
    window.addEventListener('pagehide', keep)
    document.addEventListener('visibilitychange', keep)
    return () => {
      window.removeEventListener('pagehide', keep)
      document.removeEventListener('visibilitychange', keep)
    }
  }, [flush, running])

  return {
    series,
    threeSecond,
    open,
    begin,
    isOpen,
    add,
    tick,
    seriesNow,
    flush,
    keepClock,
    end,
    endLeft,
  }
}
