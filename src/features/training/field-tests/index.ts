// The guided field tests as data, their timeline on the session's clock, and their results,
// recorded or typed. Pure: the screens pass the time in; the pages load the screen itself
// (field-test-screen.tsx) lazily.
export {
  FIELD_TESTS,
  FTHR_30_TEST,
  FTP_20_TEST,
  RAMP_TEST,
  fieldTestPath,
  type FieldTestId,
  type FieldTestProtocol,
  type ProtocolStep,
  type RampSteps,
  type StepEffort,
} from './protocols'
export {
  planTest,
  positionAt,
  stepChangesWithin,
  type MeasuredBlock,
  type PlannedStep,
  type RampPlan,
  type StepCue,
  type TestPlan,
  type TestPosition,
} from './timeline'
export type { TestResult } from './formulas'
export {
  fthrFromRecording,
  ftpFrom20MinuteRecording,
  ftpFromRampRecording,
  rampShouldEnd,
  type FthrTestResult,
} from './results'
export {
  fthrFromTypedHeartRate,
  ftpFromTyped20MinutePower,
  ftpFromTypedBestMinute,
  TYPED_POWER_MESSAGES,
} from './typed-result'
