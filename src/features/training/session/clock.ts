/**
 * A session's own clock, read from the wall clock: elapsed time is `now − start − paused`, so a
 * throttled timer or a slow frame never stretches a step, and the state is plain JSON that
 * survives a reload: the recording keeps it as it is (`RecordingClock`). `now` is epoch ms,
 * passed in.
 *
 * Each finished pause is kept with its place on the session's clock: session time runs on across
 * a pause without a hole, so the pauses are the only record of where the rider stopped (a result
 * measured on a block must know whether the block was ridden in one go).
 */
import type { RecordingClock, RecordingPause } from '../../results'

export const startClock = (now: number): RecordingClock => ({
  startedAt: now,
  pausedAt: null,
  pausedMs: 0,
  pauses: [],
})

export const isPaused = (clock: RecordingClock) => clock.pausedAt !== null

export function pauseClock(clock: RecordingClock, now: number): RecordingClock {
  return isPaused(clock) ? clock : { ...clock, pausedAt: now }
}

export function resumeClock(clock: RecordingClock, now: number): RecordingClock {
  if (clock.pausedAt === null) return clock
  // A wall clock set back during the pause must not give time back.
  const paused = Math.max(0, now - clock.pausedAt)
  return {
    ...clock,
    pausedAt: null,
    pausedMs: clock.pausedMs + paused,
    pauses: [...clock.pauses, { atMs: elapsedMs(clock, clock.pausedAt), ms: paused }],
  }
}

/** Never below 0, even with a wall clock set back. */
export function elapsedMs(clock: RecordingClock, now: number): number {
  return Math.max(0, (clock.pausedAt ?? now) - clock.startedAt - clock.pausedMs)
}

/** Every pause up to `now`: the finished ones, then the running one as long as it has lasted. */
export function pausesUntil(clock: RecordingClock, now: number): RecordingPause[] {
  if (clock.pausedAt === null) return clock.pauses
  const running = { atMs: elapsedMs(clock, clock.pausedAt), ms: Math.max(0, now - clock.pausedAt) }
  return [...clock.pauses, running]
}

/**
 * The session time of a sensor reading taken at `at` (epoch ms) since the last resume; null during
 * the running pause and before the start, when nothing is recorded.
 */
export function readingMs(clock: RecordingClock, at: number): number | null {
  if (clock.pausedAt !== null && at >= clock.pausedAt) return null
  const ms = at - clock.startedAt - clock.pausedMs
  return ms < 0 ? null : ms
}
