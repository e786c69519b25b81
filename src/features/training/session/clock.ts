/**
 * A test's own clock, read from the wall clock: elapsed time is `now − start − paused`, so a
 * throttled timer or a slow frame never stretches a step, and the state is plain JSON that
 * survives a reload. `now` is epoch ms, passed in.
 *
 * Each finished pause is kept with its place on the test's clock: test time runs on across a
 * pause without a hole, so the pauses are the only record of where the rider stopped (a result
 * measured on a block must know whether the block was ridden in one go).
 */
export interface TestPause {
  /**
   * Test time (ms) at which it began; null for a pause kept by a version that logged only the
   * total (recordings of version 1): it happened somewhere before the clock's present.
   */
  atMs: number | null
  /** How long the wall clock ran meanwhile. */
  ms: number
}

export interface TestClock {
  startedAt: number
  /** When the running pause began; null while running. */
  pausedAt: number | null
  /** The finished pauses' total. */
  pausedMs: number
  /** The finished pauses, in order; their `ms` add up to `pausedMs`. */
  pauses: TestPause[]
}

export const startClock = (now: number): TestClock => ({
  startedAt: now,
  pausedAt: null,
  pausedMs: 0,
  pauses: [],
})

export const isPaused = (clock: TestClock) => clock.pausedAt !== null

export function pauseClock(clock: TestClock, now: number): TestClock {
  return isPaused(clock) ? clock : { ...clock, pausedAt: now }
}

export function resumeClock(clock: TestClock, now: number): TestClock {
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
export function elapsedMs(clock: TestClock, now: number): number {
  return Math.max(0, (clock.pausedAt ?? now) - clock.startedAt - clock.pausedMs)
}

/** Every pause up to `now`: the finished ones, then the running one as long as it has lasted. */
export function pausesUntil(clock: TestClock, now: number): TestPause[] {
  if (clock.pausedAt === null) return clock.pauses
  const running = { atMs: elapsedMs(clock, clock.pausedAt), ms: Math.max(0, now - clock.pausedAt) }
  return [...clock.pauses, running]
}

/**
 * The test time of a sensor reading taken at `at` (epoch ms) since the last resume; null during
 * the running pause and before the start, when nothing is recorded.
 */
export function readingMs(clock: TestClock, at: number): number | null {
  if (clock.pausedAt !== null && at >= clock.pausedAt) return null
  const ms = at - clock.startedAt - clock.pausedMs
  return ms < 0 ? null : ms
}
