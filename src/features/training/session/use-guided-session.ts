import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RecordingClock, RecordingProtocol, RecordingSecond } from '../../results'
import { elapsedMs, isPaused, pauseClock, pausesUntil, resumeClock, startClock } from './clock'
import { useErgSteering } from './use-erg-steering'
import { useSessionClock, type SessionPhase } from './use-session-clock'
import { useSessionRecording } from './use-session-recording'
import { useSessionSensors, type LiveFigures } from './use-session-sensors'
import type { Sensors } from './use-sensors'
import { useStepCues } from './use-step-cues'
import { useWakeLock } from './wake-lock'

/** The screen redraws the clock this often; the time itself is always the wall clock's. */
const TICK_MS = 250

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

/**
 * One guided session on this page, a field test or a workout: its phase and clock, the sensors,
 * the recording kept on the device as it grows (and offered again after a reload), the beeps,
 * the trainer's ERG targets and the wake lock, each a hook of its own; this one runs them on one
 * ticker. The screen only draws what this returns.
 */
export function useGuidedSession<Course extends SessionCourse>({
  sessionId,
  saved,
  courseFor,
  ergRefused,
}: GuidedSessionOptions<Course>): GuidedSession<Course> {
  const [used, setUsed] = useState<RecordingProtocol | null>(null)
  // A session under way keeps the figures it started with; a figure it ran without is the
  // rider's saved one.
  const ftp = used?.ftp ?? saved.ftp
  const fthr = used?.fthr ?? saved.fthr
  const course = useMemo(
    () => courseFor(fthr === undefined ? { ftp } : { ftp, fthr }),
    [courseFor, ftp, fthr],
  )

  const { phase, clock, now, current, hold, show, tick, offer, run, stop, ended, setup } =
    useSessionClock()
  const running = phase.kind === 'running'
  useWakeLock(running)

  const recording = useSessionRecording({ sessionId, clock: current, running, onLeftOpen: offer })
  const { open, begin: record, isOpen, add, flush, keepClock, seriesNow, endLeft } = recording
  const { end: close, tick: recordTick } = recording

  const sensorsRef = useRef<Sensors | null>(null)
  const trainer = useCallback(() => sensorsRef.current?.erg(), [])
  const erg = useErgSteering(trainer, ergRefused)
  const { steer, forget, release, begin: steerAnew, clear: clearErg } = erg

  const { sensors, live, notice, clear } = useSessionSensors({
    onFigures: add,
    onTrainerBack: forget,
  })
  useEffect(() => {
    sensorsRef.current = sensors
  })

  const { from: cueFrom, until: cueUntil } = useStepCues(course.cuesWithin)

  const begin = useCallback(
    (
      next: RecordingClock,
      flushed: readonly RecordingSecond[],
      id: string,
      figures: RecordingProtocol,
    ) => {
      record(id, flushed)
      cueFrom(Math.floor(elapsedMs(next, Date.now()) / 1000))
      steerAnew()
      setUsed(figures)
      run(next)
    },
    [cueFrom, record, run, steerAnew],
  )

  const start = useCallback(() => {
    const first = startClock(Date.now())
    const { protocol } = course
    void open({
      protocol,
      clock: first,
      sensors: [...sensors.connected()].flatMap((kind) => {
        const device = sensors.remembered[kind]
        return device ? [{ kind, id: device.id, ...(device.name && { name: device.name }) }] : []
      }),
    }).then((id) => begin(first, [], id, protocol))
  }, [begin, course, open, sensors])

  const finish = useCallback(
    (endSecond: number) => {
      const last = current()
      if (!last) return
      const written = flush()
      // The session ends now, not when the device has the recording: readings and ticks that come
      // while it is written are no part of it (a tick would also end it again).
      stop()
      const series = seriesNow()
      release()
      const pauses = pausesUntil(last, Date.now())
      void close(written).finally(() =>
        ended({ series, endSecond, startedAt: last.startedAt, pauses }),
      )
    },
    [close, current, ended, flush, release, seriesNow, stop],
  )

  const end = useCallback(() => {
    const last = current()
    if (last) finish(Math.floor(elapsedMs(last, Date.now()) / 1000))
  }, [current, finish])

  const pause = useCallback(() => {
    const last = current()
    if (!last || isPaused(last) || !isOpen()) return
    const at = Date.now()
    const next = pauseClock(last, at)
    hold(next)
    // The ramp's steps: the pause is where the rider stopped, and the session ends there.
    const atMs = elapsedMs(next, at)
    if (course.pauseEndsAt?.(atMs)) return finish(Math.floor(atMs / 1000))
    show(next)
    void flush().then(() => keepClock(next, 'paused'))
  }, [course, current, finish, flush, hold, isOpen, keepClock, show])

  const resume = useCallback(() => {
    const last = current()
    if (!last || !isPaused(last) || !isOpen()) return
    const next = resumeClock(last, Date.now())
    show(next)
    void keepClock(next, 'running')
  }, [current, isOpen, keepClock, show])

  const continueSaved = useCallback(() => {
    if (phase.kind !== 'resume') return
    const { header, seconds } = phase.recording
    // A session that was running when the page went kept running on the wall clock (the rider kept
    // riding): those seconds are a gap. A paused one resumes where it stopped.
    begin(header.clock, seconds, header.id, header.protocol)
    if (header.clock.pausedAt !== null) {
      const next = resumeClock(header.clock, Date.now())
      show(next)
      void keepClock(next, 'running')
    }
  }, [begin, keepClock, phase, show])

  const endSaved = useCallback(() => {
    if (phase.kind !== 'resume') return
    const left = phase.recording
    const { seconds, header } = left
    const lastSecond = seconds.length > 0 ? seconds[seconds.length - 1]!.second + 1 : 0
    const series = endLeft(left)
    setUsed(header.protocol)
    ended({
      series,
      endSecond: lastSecond,
      startedAt: header.clock.startedAt,
      pauses: pausesUntil(header.clock, Date.now()),
    })
  }, [endLeft, ended, phase])

  const restart = useCallback(() => {
    clear()
    clearErg()
    setup()
  }, [clear, clearErg, setup])

  // The ticker: redraws, beeps before each step change, keeps the trainer on target, writes the
  // recording, and ends a session whose course is over (or a ramp the rider can no longer turn).
  useEffect(() => {
    if (!running) return undefined
    const onTick = () => {
      const last = current()
      if (!last) return
      const at = tick()
      recordTick(at)
      if (isPaused(last)) return
      const second = Math.floor(elapsedMs(last, at) / 1000)
      cueUntil(second)
      steer(course.ergTargetAt(second))
      if (course.totalSeconds !== null && second >= course.totalSeconds) finish(course.totalSeconds)
      else if (course.endsAt?.(seriesNow(), second)) finish(second)
    }
    onTick()
    const timer = window.setInterval(onTick, TICK_MS)
    return () => window.clearInterval(timer)
  }, [course, cueUntil, current, finish, recordTick, running, seriesNow, steer, tick])

  return {
    phase,
    course,
    sensors,
    clock,
    now,
    live,
    threeSecond: recording.threeSecond,
    series: recording.series,
    notice,
    ergNotice: erg.notice,
    ergLimit: erg.limit,
    start,
    pause,
    resume,
    end,
    continueSaved,
    endSaved,
    restart,
  }
}
