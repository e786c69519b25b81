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
  ftpPercent: { min: 1, max: 400 },
  fthrPercent: { min: 40, max: 110 },
  repeat: { min: 1, max: 50 },
  cadence: { min: 20, max: 200 },
} as const
