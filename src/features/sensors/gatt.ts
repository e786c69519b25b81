/**
 * Bluetooth SIG assigned numbers of the services and characteristics we read. Web Bluetooth
 * accepts the 16-bit numbers as they are (it expands them to the SIG base UUID).
 */
export const SERVICE = {
  heartRate: 0x180d,
  cyclingSpeedAndCadence: 0x1816,
  cyclingPower: 0x1818,
  fitnessMachine: 0x1826,
  battery: 0x180f,
} as const

export const CHARACTERISTIC = {
  heartRateMeasurement: 0x2a37,
  cscMeasurement: 0x2a5b,
  cyclingPowerMeasurement: 0x2a63,
  indoorBikeData: 0x2ad2,
  supportedPowerRange: 0x2ad8,
  fitnessMachineControlPoint: 0x2ad9,
  batteryLevel: 0x2a19,
} as const
