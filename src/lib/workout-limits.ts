/**
 * A rider's workout's bounds, in one place below the features that judge them: the editor's text
 * syntax (training), the save's check and the field-test recordings (results). The first three are
 * the server's own (`user_workouts`, migration 20261128000001: `char_length(name)` 1–80,
 * `char_length(text)` 1–10,000, `total_seconds` 1–21,600); the others keep a workout readable,
 * drawable and rideable by a head unit or a trainer.
 */

/** Six hours: the longest workout, and the longest session a recording keeps. */
export const MAX_SESSION_SECONDS = 6 * 60 * 60

export const WORKOUT_LIMITS = {
  nameMaxChars: 80,
  textMaxChars: 10_000,
  maxSeconds: MAX_SESSION_SECONDS,
  /**
   * Steps once every round of a repeat is counted: what the preview draws and the player rides.
   * Six hours of 10 s on / 20 s off would be 1,440; the library's longest has 25.
   */
  maxSteps: 1_000,
  /**
   * A line of the text, trimmed: a step with its cue or a section's title. The library's longest
   * is 65; a longer line is a paste gone wrong, and is named without being read.
   */
  lineMaxChars: 200,
  ftpPercent: { min: 1, max: 400 },
  fthrPercent: { min: 40, max: 110 },
  repeat: { min: 1, max: 50 },
  cadence: { min: 20, max: 200 },
} as const
