import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  appendRecordingSeconds,
  endRecording,
  findUnfinishedRecording,
  startRecording,
  updateRecordingClock,
  useCurrentOwner,
  type Recording,
  type RecordingClock,
  type RecordingPause,
  type RecordingProtocol,
  type RecordingSecond,
} from '../../results'
import type { SensorEvent, SensorKind } from '../../sensors'
import { elapsedMs, isPaused, pauseClock, pausesUntil, resumeClock, startClock } from './clock'
import { beep, vibrate } from './cues'
import { ergLimitNotice } from './erg-limit'
import { SessionRecorder } from './recorder'
import { throttleFigures } from './throttled-figures'
import { preferredFigures, useSensors, type Sensors } from './use-sensors'
import { useWakeLock } from './wake-lock'

/** The screen redraws the clock this often; the time itself is always the wall clock's. */
const TICK_MS = 250
/** The recording reaches the device at least this often. */
const FLUSH_MS = 5_000

export interface LiveFigures {
  watts?: number
  bpm?: number
  rpm?: number
}

/** A session that has ended: what it recorded, on its own clock. */
export interface EndedSession {
  series: RecordingSecond[]
  /** The session's elapsed time at its end, in seconds. */
  endSecond: number
  startedAt: number
  /** Every pause, with its place on the session's clock (the one running at the end included). */
  pauses: readonly RecordingPause[]
}

export type SessionPhase =
  | { kind: 'setup' }
  | { kind: 'resume'; recording: Recording }
  | { kind: 'running' }
  | ({ kind: 'ended' } & EndedSession)

/**
 * What a guided session rides: a field test's or a workout's timeline, for the figures (FTP,
 * FTHR) it runs with. Every second is on the session's clock.
 */
export interface SessionCourse {
  /** The figures the targets come from, kept with the recording for a resume. */
  protocol: RecordingProtocol
  /** Null: the rider decides when it ends (the ramp). */
  totalSeconds: number | null
  /** The countdown beeps due in (fromSeconds, toSeconds], in order. */
  cuesWithin: (fromSeconds: number, toSeconds: number) => readonly { secondsLeft: number }[]
  /** What an ERG trainer holds at a second; null lets it go. */
  ergTargetAt: (second: number) => number | null
  /** Whether the session ends itself at this second (a ramp the rider can no longer turn). */
  endsAt?: (series: readonly RecordingSecond[], second: number) => boolean
  /** Whether a pause at this time (ms on the session's clock) ends the session instead. */
  pauseEndsAt?: (ms: number) => boolean
}

export interface GuidedSessionOptions<Course extends SessionCourse> {
  /**
   * Which session this is, kept with its recording (the stored field `testId`): the field test's
   * id, or `workout:<id>`. A recording left open is offered again only to the same session.
   */
  sessionId: string
  /** The rider's saved figures now: the course's until a session runs with its own. */
  saved: RecordingProtocol
  /** The course for a session's figures; stable (a module function or memoised). */
  courseFor: (figures: RecordingProtocol) => Course
  /** Shown when the trainer refuses ERG ('… o teste segue sem ERG …'). */
  ergRefused: string
}

export interface GuidedSession<Course extends SessionCourse> {
  phase: SessionPhase
  course: Course
  sensors: Sensors
  clock: RecordingClock | null
  now: number
  live: LiveFigures
  threeSecond: number | undefined
  /** What has been recorded so far, as of the last redraw. */
  series: readonly RecordingSecond[]
  notice: string | null
  ergNotice: string | null
  /** Said once a session: the trainer cannot hold a target, and was sent the nearest it can. */
  ergLimit: string | null
  start: () => void
  pause: () => void
  resume: () => void
  end: () => void
  continueSaved: () => void
  endSaved: () => void
  restart: () => void
}

const SENSOR_NAMES: Record<SensorKind, string> = {
  'heart-rate': 'Cinta cardíaca',
  power: 'Potenciômetro',
  cadence: 'Sensor de cadência',
  trainer: 'Rolo',
}

/**
 * One guided session on this page, a field test or a workout: the sensors, the clock, the
 * recording kept on the device as it grows (and offered again after a reload), the cues, the
 * wake lock and the trainer's ERG targets. The screen only draws what this returns.
 */
export function useGuidedSession<Course extends SessionCourse>({
  sessionId,
  saved,
  courseFor,
  ergRefused,
}: GuidedSessionOptions<Course>): GuidedSession<Course> {
  const owner = useCurrentOwner()
  const [phase, setPhase] = useState<SessionPhase>({ kind: 'setup' })
  const [clock, setClock] = useState<RecordingClock | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const [live, setLive] = useState<LiveFigures>({})
  // Drawn at most a few times a second, whatever the sensors send; the recorder sees every reading.
  const liveFigures = useRef(
    throttleFigures<LiveFigures>((values) => setLive((current) => ({ ...current, ...values }))),
  )
  const [notice, setNotice] = useState<string | null>(null)
  const [ergNotice, setErgNotice] = useState<string | null>(null)
  const [ergLimit, setErgLimit] = useState<string | null>(null)
  const [used, setUsed] = useState<RecordingProtocol | null>(null)
  const [threeSecond, setThreeSecond] = useState<number | undefined>(undefined)
  const [series, setSeries] = useState<readonly RecordingSecond[]>([])
  const seriesSecond = useRef(-1)

  // A session under way keeps the figures it started with; a figure it ran without is the
  // rider's saved one.
  const ftp = used?.ftp ?? saved.ftp
  const fthr = used?.fthr ?? saved.fthr
  const course = useMemo(
    () => courseFor(fthr === undefined ? { ftp } : { ftp, fthr }),
    [courseFor, ftp, fthr],
  )

  const clockRef = useRef<RecordingClock | null>(null)
  const recorder = useRef(new SessionRecorder())
  const recordingId = useRef<string | null>(null)
  const lastFlush = useRef(0)
  const lastCueSecond = useRef(0)
  const ergTarget = useRef<number | null>(null)
  const ergState = useRef<'off' | 'asking' | 'on' | 'refused'>('off')
  const ergLimitTold = useRef(false)
  const sensorsRef = useRef<Sensors | null>(null)

  const running = phase.kind === 'running'
  useWakeLock(running)

  const onSensorEvent = useCallback((kind: SensorKind, event: SensorEvent) => {
    if (event.type === 'status') {
      if (event.status === 'disconnected')
        setNotice(`Sensor desconectado: ${SENSOR_NAMES[kind]}. Tentando reconectar...`)
      else {
        setNotice(null)
        // A trainer that came back has forgotten its controller and its target.
        if (kind === 'trainer' && event.reconnected && ergState.current === 'on') {
          ergState.current = 'off'
          ergTarget.current = null
        }
      }
      return
    }
    if (event.type !== 'reading') return
    const connected = sensorsRef.current?.connected() ?? new Set<SensorKind>([kind])
    const figures = preferredFigures(event.reading, connected)
    const values: LiveFigures = {}
    if (figures.watts !== undefined) values.watts = figures.watts
    if (figures.bpm !== undefined) values.bpm = figures.bpm
    if (figures.rpm !== undefined) values.rpm = figures.rpm
    if (Object.keys(values).length === 0) return
    liveFigures.current.add(values)
    const current = clockRef.current
    if (current && !isPaused(current)) recorder.current.add(figures, current)
  }, [])

  const sensors = useSensors(onSensorEvent)
  useEffect(() => {
    sensorsRef.current = sensors
  })

  const flush = useCallback(async () => {
    const id = recordingId.current
    const current = clockRef.current
    if (!id || !current) return
    const seconds = recorder.current.takeUnflushed()
    lastFlush.current = Date.now()
    await appendRecordingSeconds(id, seconds, current)
  }, [])

  // A session left open on this device (the page was closed or reloaded mid-way) is offered again.
  useEffect(() => {
    let live = true
    void findUnfinishedRecording(owner).then((recording) => {
      if (live && recording && recording.header.testId === sessionId)
        setPhase((current) => (current.kind === 'setup' ? { kind: 'resume', recording } : current))
    })
    return () => {
      live = false
    }
  }, [owner, sessionId])

  const begin = useCallback(
    (
      next: RecordingClock,
      flushed: readonly RecordingSecond[],
      id: string,
      figures: RecordingProtocol,
    ) => {
      clockRef.current = next
      recorder.current = new SessionRecorder(flushed)
      recordingId.current = id
      lastFlush.current = Date.now()
      lastCueSecond.current = Math.floor(elapsedMs(next, Date.now()) / 1000)
      ergTarget.current = null
      ergState.current = 'off'
      ergLimitTold.current = false
      setUsed(figures)
      setSeries(recorder.current.series())
      setClock(next)
      setNow(Date.now())
      setPhase({ kind: 'running' })
    },
    [],
  )

  const start = useCallback(() => {
    const first = startClock(Date.now())
    const { protocol } = course
    void startRecording({
      owner,
      testId: sessionId,
      protocol,
      clock: first,
      sensors: [...sensors.connected()].flatMap((kind) => {
        const device = sensors.remembered[kind]
        return device ? [{ kind, id: device.id, ...(device.name && { name: device.name }) }] : []
      }),
    }).then((id) => begin(first, [], id, protocol))
  }, [begin, course, owner, sensors, sessionId])

  const finish = useCallback(
    (endSecond: number) => {
      const current = clockRef.current
      if (!current) return
      const flushed = flush()
      // The session ends now, not when the device has the recording: readings and ticks that come
      // while it is written are no part of it (a tick would also end it again).
      clockRef.current = null
      const series = recorder.current.series()
      // A rider who has just stopped must not go on pedalling against the last target.
      if (ergState.current === 'on') {
        ergState.current = 'off'
        ergTarget.current = null
        void sensorsRef.current?.erg()?.reset()
      }
      const pauses = pausesUntil(current, Date.now())
      void flushed
        .then(() => (recordingId.current ? endRecording(recordingId.current) : false))
        .finally(() => {
          setPhase({
            kind: 'ended',
            series,
            endSecond,
            startedAt: current.startedAt,
            pauses,
          })
          setClock(null)
        })
    },
    [flush],
  )

  const end = useCallback(() => {
    const current = clockRef.current
    if (current) finish(Math.floor(elapsedMs(current, Date.now()) / 1000))
  }, [finish])

  const pause = useCallback(() => {
    const current = clockRef.current
    if (!current || isPaused(current) || !recordingId.current) return
    const now = Date.now()
    const next = pauseClock(current, now)
    clockRef.current = next
    // The ramp's steps: the pause is where the rider stopped, and the session ends there.
    const atMs = elapsedMs(next, now)
    if (course.pauseEndsAt?.(atMs)) return finish(Math.floor(atMs / 1000))
    setClock(next)
    void flush().then(() => updateRecordingClock(recordingId.current!, next, 'paused'))
  }, [course, finish, flush])

  const resume = useCallback(() => {
    const current = clockRef.current
    if (!current || !isPaused(current) || !recordingId.current) return
    const next = resumeClock(current, Date.now())
    clockRef.current = next
    setClock(next)
    void updateRecordingClock(recordingId.current, next, 'running')
  }, [])

  const continueSaved = useCallback(() => {
    if (phase.kind !== 'resume') return
    const { header, seconds } = phase.recording
    // A session that was running when the page went kept running on the wall clock (the rider kept
    // riding): those seconds are a gap. A paused one resumes where it stopped.
    begin(header.clock, seconds, header.id, header.protocol)
    if (header.clock.pausedAt !== null) {
      const next = resumeClock(header.clock, Date.now())
      clockRef.current = next
      setClock(next)
      void updateRecordingClock(header.id, next, 'running')
    }
  }, [begin, phase])

  const endSaved = useCallback(() => {
    if (phase.kind !== 'resume') return
    const { header, seconds } = phase.recording
    const lastSecond = seconds.length > 0 ? seconds[seconds.length - 1]!.second + 1 : 0
    void endRecording(header.id)
    setUsed(header.protocol)
    setPhase({
      kind: 'ended',
      series: new SessionRecorder(seconds).series(),
      endSecond: lastSecond,
      startedAt: header.clock.startedAt,
      pauses: pausesUntil(header.clock, Date.now()),
    })
  }, [phase])

  const restart = useCallback(() => {
    liveFigures.current.cancel()
    setLive({})
    setNotice(null)
    setErgNotice(null)
    setErgLimit(null)
    setPhase({ kind: 'setup' })
  }, [])

  // The ticker: redraws, beeps before each step change, keeps the trainer on target, flushes
  // the recording, and ends a ramp the rider can no longer turn.
  useEffect(() => {
    if (!running) return undefined
    const tick = () => {
      const current = clockRef.current
      if (!current) return
      const at = Date.now()
      setNow(at)
      setThreeSecond(recorder.current.threeSecondPower(current, at))
      if (isPaused(current)) return
      const second = Math.floor(elapsedMs(current, at) / 1000)
      // The series (time on target, the session bar) changes with each new second, not each tick.
      if (second !== seriesSecond.current) {
        seriesSecond.current = second
        setSeries(recorder.current.series())
      }
      const cues = course.cuesWithin(lastCueSecond.current, second)
      lastCueSecond.current = Math.max(lastCueSecond.current, second)
      const cue = cues[cues.length - 1]
      if (cue) {
        beep(cue.secondsLeft === 1)
        if (cue.secondsLeft === 1) vibrate()
      }
      steerTrainer(course.ergTargetAt(second))
      if (at - lastFlush.current >= FLUSH_MS) void flush()
      if (course.totalSeconds !== null && second >= course.totalSeconds) finish(course.totalSeconds)
      else if (course.endsAt?.(recorder.current.series(), second)) finish(second)
    }
    const steerTrainer = (target: number | null) => {
      const erg = sensorsRef.current?.erg()
      if (!erg?.available || ergState.current === 'refused' || ergState.current === 'asking') return
      if (target === ergTarget.current) return
      if (target === null) {
        // A free step (the rider sets the effort): the trainer lets go of its target.
        ergTarget.current = null
        ergState.current = 'off'
        void erg.reset()
        return
      }
      const send = () => {
        const limit = ergLimitNotice(target, erg.powerRange)
        if (limit && !ergLimitTold.current) {
          ergLimitTold.current = true
          setErgLimit(limit)
        }
        void erg.setTargetPower(target).then((outcome) => {
          if (outcome !== 'success') refuse()
        }, refuse)
      }
      ergTarget.current = target
      if (ergState.current === 'on') return send()
      ergState.current = 'asking'
      void erg.requestControl().then((outcome) => {
        if (outcome !== 'success') return refuse()
        ergState.current = 'on'
        send()
      })
    }
    const refuse = () => {
      ergState.current = 'refused'
      setErgNotice(ergRefused)
    }
    tick()
    const timer = window.setInterval(tick, TICK_MS)
    // A page about to be hidden or closed writes what it has.
    const keep = () => void flush()
    window.addEventListener('pagehide', keep)
    document.addEventListener('visibilitychange', keep)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', keep)
      document.removeEventListener('visibilitychange', keep)
    }
  }, [course, ergRefused, finish, flush, running])

  return {
    phase,
    course,
    sensors,
    clock,
    now,
    live,
    threeSecond,
    series,
    notice,
    ergNotice,
    ergLimit,
    start,
    pause,
    resume,
    end,
    continueSaved,
    endSaved,
    restart,
  }
}
