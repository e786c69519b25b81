export { SERVICE, CHARACTERISTIC } from './gatt'
export {
  MAX_WATTS,
  MIN_BPM,
  MAX_BPM,
  MAX_RPM,
  type DropReason,
  type Dropped,
  type Parsed,
} from './parsed'
export {
  parseHeartRateMeasurement,
  type HeartRateMeasurement,
  type SensorContact,
} from './heart-rate-measurement'
export {
  parseCyclingPowerMeasurement,
  type CyclingPowerMeasurement,
  type WheelSample,
} from './cycling-power-measurement'
export { parseCscMeasurement, type CscMeasurement } from './csc-measurement'
export {
  stepCrankCadence,
  CRANK_STOPPED_AFTER_MS,
  type CrankSample,
  type CrankCadenceState,
  type CrankCadenceStep,
} from './crank-cadence'
export { parseIndoorBikeData, type IndoorBikeData } from './indoor-bike-data'
export {
  FTMS_OP,
  encodeRequestControl,
  encodeReset,
  encodeStartOrResume,
  encodeSetTargetPower,
  parseControlPointAnswer,
  type ControlPointAnswer,
  type ControlPointResult,
} from './ftms-control-point'
export { parseBatteryLevel } from './battery-level'
