// The 'Programa de Treinamentos': the field tests as data, their timeline and clock, the recording
// on the test's clock, and the results, recorded or typed. Pure: screens pass the time in.
export {
  FIELD_TESTS,
  FTHR_30_TEST,
  FTP_20_TEST,
  RAMP_TEST,
  TRAINING_PATH,
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
export { elapsedMs, isPaused, pauseClock, resumeClock, startClock, type TestClock } from './clock'
export {
  TestRecorder,
  threeSecondPower,
  toRideRecords,
  type SensorReading,
  type TestSecond,
} from './recorder'
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
