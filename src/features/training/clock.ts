/**
 * A test's own clock, read from the wall clock: elapsed time is `now − start − paused`, so a
 * throttled timer or a slow frame never stretches a step, and the state is plain JSON that
 * survives a reload. `now` is epoch ms, passed in.
 */
export interface TestClock {
  startedAt: number
  /** When the running pause began; null while running. */
  pausedAt: number | null
  /** The finished pauses' total. */
  pausedMs: number
}

export const startClock = (now: number): TestClock => ({
  startedAt: now,
  pausedAt: null,
  pausedMs: 0,
})

export const isPaused = (clock: TestClock) => clock.pausedAt !== null

export function pauseClock(clock: TestClock, now: number): TestClock {
  return isPaused(clock) ? clock : { ...clock, pausedAt: now }
}

export function resumeClock(clock: TestClock, now: number): TestClock {
  if (clock.pausedAt === null) return clock
  // A wall clock set back during the pause must not give time back.
  const paused = Math.max(0, now - clock.pausedAt)
  return { ...clock, pausedAt: null, pausedMs: clock.pausedMs + paused }
}

/** Never below 0, even with a wall clock set back. */
export function elapsedMs(clock: TestClock, now: number): number {
  return Math.max(0, (clock.pausedAt ?? now) - clock.startedAt - clock.pausedMs)
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
