import { useCallback, useRef, useState } from 'react'
import type { Recording, RecordingClock, RecordingPause, RecordingSecond } from '../../results'

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

export interface SessionClock {
  phase: SessionPhase
  /** The clock as last drawn; null but while the session runs. */
  clock: RecordingClock | null
  /** The wall clock as of the last redraw (epoch ms). */
  now: number
  /** The clock now, for handlers and the ticker; null once the session has ended. */
  current: () => RecordingClock | null
  /** The clock is `next` from now on (drawn at the next `show` or tick). */
  hold: (next: RecordingClock) => void
  /** The clock is `next`, drawn at once. */
  show: (next: RecordingClock) => void
  /** Redraws at the wall clock's time, which it returns. */
  tick: () => number
  /** Offers a recording left open, unless a session has begun meanwhile. */
  offer: (recording: Recording) => void
  /** Runs on `clock`. */
  run: (clock: RecordingClock) => void
  /** The session ends now: readings and ticks from here are no part of it. */
  stop: () => void
  ended: (session: EndedSession) => void
  setup: () => void
}

/**
 * The session's phase (setup, a recording offered again, running, ended) and its own clock: kept
 * in a ref for the handlers and the ticker, which must read it as it is now, and in state for the
 * screen, which draws it.
 */
export function useSessionClock(): SessionClock {
  const [phase, setPhase] = useState<SessionPhase>({ kind: 'setup' })
  const [clock, setClock] = useState<RecordingClock | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const ref = useRef<RecordingClock | null>(null)

  const current = useCallback(() => ref.current, [])
  const hold = useCallback((next: RecordingClock) => {
    ref.current = next
  }, [])
  const show = useCallback((next: RecordingClock) => {
    ref.current = next
    setClock(next)
  }, [])
  const tick = useCallback(() => {
    const at = Date.now()
    setNow(at)
    return at
  }, [])
  const offer = useCallback((recording: Recording) => {
    setPhase((phase) => (phase.kind === 'setup' ? { kind: 'resume', recording } : phase))
  }, [])
  const run = useCallback((next: RecordingClock) => {
    ref.current = next
    setClock(next)
    setNow(Date.now())
    setPhase({ kind: 'running' })
  }, [])
  const stop = useCallback(() => {
    ref.current = null
  }, [])
  const ended = useCallback((session: EndedSession) => {
    setPhase({ kind: 'ended', ...session })
    setClock(null)
  }, [])
  const setup = useCallback(() => setPhase({ kind: 'setup' }), [])

  return { phase, clock, now, current, hold, show, tick, offer, run, stop, ended, setup }
}
