// The guided session, a field test's or a workout's: the player and its parts, the session's own
// clock, the recording on that clock, the sensors and the trainer's ERG, and the beeps. The field
// tests and the workouts each give it a course to ride.
export {
  useGuidedSession,
  type GuidedSession,
  type GuidedSessionOptions,
  type SessionCourse,
} from './use-guided-session'
export type { EndedSession, SessionPhase } from './use-session-clock'
export type { LiveFigures } from './use-session-sensors'
export { clockText, ResumeOffer, SessionPlayer, StartButton } from './session-parts'
export { SensorsPanel, type SessionNoun } from './sensors-panel'
export { FitDownloadButton, notifySaveFailed, useRideSummary } from './session-result'
export { elapsedMs, isPaused, pauseClock, pausesUntil, resumeClock, startClock } from './clock'
export { SessionRecorder, threeSecondPower, toRideRecords, toWallRecords } from './recorder'
export { countdownWithin, CUE_LEAD_SECONDS } from './countdown'
