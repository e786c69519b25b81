/** A cue sounds this many seconds before each step change, once a second. */
const CUE_SECONDS = [3, 2, 1] as const

/** How far ahead of a step change its first beep sounds. */
export const CUE_LEAD_SECONDS = CUE_SECONDS[0]

/**
 * The countdown beeps in (fromSeconds, toSeconds], in order, before any of the step changes at
 * `boundaries` (seconds; those more than `CUE_LEAD_SECONDS` after `toSeconds` give none). Every
 * guided session (a field test, a workout) beeps by this one rule.
 */
export function countdownWithin(
  boundaries: Iterable<number>,
  fromSeconds: number,
  toSeconds: number,
): { atSecond: number; secondsLeft: number; boundary: number }[] {
  const cues: { atSecond: number; secondsLeft: number; boundary: number }[] = []
  for (const boundary of boundaries) {
    for (const secondsLeft of CUE_SECONDS) {
      const atSecond = boundary - secondsLeft
      if (atSecond > fromSeconds && atSecond <= toSeconds) {
        cues.push({ atSecond, secondsLeft, boundary })
      }
    }
  }
  return cues.sort((a, b) => a.atSecond - b.atSecond)
}
