/**
 * The part of the Web Bluetooth API this feature uses. TypeScript's DOM library has no Web
 * Bluetooth types, and naming only what we call lets tests hand in a scripted stand-in.
 */
export interface BluetoothLike {
  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDeviceLike>
  /** Devices this origin was allowed before; Chromium only, and not everywhere. */
  getDevices?(): Promise<BluetoothDeviceLike[]>
  getAvailability?(): Promise<boolean>
}

export interface RequestDeviceOptions {
  readonly filters: readonly { readonly services: readonly number[] }[]
  readonly optionalServices?: readonly number[]
}

/** Fires `gattserverdisconnected`. */
export interface BluetoothDeviceLike extends EventTarget {
  readonly id: string
  readonly name?: string | undefined
  readonly gatt?: GattServerLike | undefined
}

export interface GattServerLike {
  readonly connected: boolean
  connect(): Promise<GattServerLike>
  disconnect(): void
  getPrimaryService(service: number): Promise<GattServiceLike>
}

export interface GattServiceLike {
  getCharacteristic(characteristic: number): Promise<GattCharacteristicLike>
}

/** Fires `characteristicvaluechanged`, with the bytes in `value`. */
export interface GattCharacteristicLike extends EventTarget {
  readonly value?: DataView | null | undefined
  readonly properties: { readonly notify: boolean; readonly indicate: boolean }
  startNotifications(): Promise<GattCharacteristicLike>
  stopNotifications(): Promise<GattCharacteristicLike>
  readValue(): Promise<DataView>
  writeValueWithResponse?(value: BufferSource): Promise<void>
  /** The older name; still the only one in some browsers. */
  writeValue?(value: BufferSource): Promise<void>
}

/** The browser's `navigator.bluetooth`, where there is one (not on iOS, Firefox or Safari). */
export function platformBluetooth(): BluetoothLike | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { bluetooth?: BluetoothLike }).bluetooth
}

export type BluetoothAvailability = 'available' | 'unsupported' | 'off'

export async function bluetoothAvailability(
  bluetooth: BluetoothLike | undefined = platformBluetooth(),
): Promise<BluetoothAvailability> {
  if (!bluetooth) return 'unsupported'
  if (!bluetooth.getAvailability) return 'available'
  try {
    return (await bluetooth.getAvailability()) ? 'available' : 'off'
  } catch {
    // Unknown is not "off": let the chooser say what is wrong.
    return 'available'
  }
}

/** Whether a device chosen in an earlier visit can be reconnected without the chooser. */
export const canReconnectRemembered = (
  bluetooth: BluetoothLike | undefined = platformBluetooth(),
): boolean => typeof bluetooth?.getDevices === 'function'
