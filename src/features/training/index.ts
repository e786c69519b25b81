// The 'Programa de Treinamentos', for other features: the field tests as data with their results,
// the guided session's clock and recording, and the section's path. Inside, the section (this
// folder's section.tsx and pages/) stands on three rooms, each entered through its own index.ts:
// field-tests/ and workouts/ above session/, the player they both ride; frame/ is the ground they
// share.
export { TRAINING_PATH } from './frame'
export {
  FIELD_TESTS,
  FTHR_30_TEST,
  FTP_20_TEST,
  RAMP_TEST,
  fieldTestPath,
  planTest,
  positionAt,
  stepChangesWithin,
  fthrFromRecording,
  ftpFrom20MinuteRecording,
  ftpFromRampRecording,
  rampShouldEnd,
  fthrFromTypedHeartRate,
  ftpFromTyped20MinutePower,
  ftpFromTypedBestMinute,
  TYPED_POWER_MESSAGES,
  type FieldTestId,
  type FieldTestProtocol,
  type ProtocolStep,
  type RampSteps,
  type StepEffort,
  type MeasuredBlock,
  type PlannedStep,
  type RampPlan,
  type StepCue,
  type TestPlan,
  type TestPosition,
  type TestResult,
  type FthrTestResult,
} from './field-tests'
export {
  elapsedMs,
  isPaused,
  pauseClock,
  resumeClock,
  startClock,
  SessionRecorder,
  threeSecondPower,
  toRideRecords,
} from './session'
