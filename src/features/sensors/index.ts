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
export {
  connectSensor,
  reconnectRemembered,
  serviceOfKind,
  DEFAULT_BACKOFF_MS,
  type SensorKind,
  type SensorReading,
  type SensorEvent,
  type SensorStatus,
  type SensorOptions,
  type SensorConnection,
  type RememberedSensor,
  type DropCounts,
  type ConnectResult,
  type ConnectFailure,
} from './connection'
export {
  DEFAULT_CONTROL_TIMEOUT_MS,
  DEFAULT_POWER_RANGE,
  withinPowerRange,
  type ErgControl,
  type ErgOutcome,
  type PowerRange,
} from './erg'
export { parseSupportedPowerRange, type SupportedPowerRange } from './supported-power-range'
export {
  bluetoothAvailability,
  canReconnectRemembered,
  type BluetoothAvailability,
  type BluetoothLike,
} from './web-bluetooth'
