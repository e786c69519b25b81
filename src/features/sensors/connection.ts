import { parseBatteryLevel } from './battery-level'
import { stepCrankCadence, type CrankCadenceState, type CrankSample } from './crank-cadence'
import { parseCscMeasurement } from './csc-measurement'
import { parseCyclingPowerMeasurement } from './cycling-power-measurement'
import { createErg, DEFAULT_CONTROL_TIMEOUT_MS, type ErgControl } from './erg'
import { CHARACTERISTIC, SERVICE } from './gatt'
import { parseHeartRateMeasurement } from './heart-rate-measurement'
import { parseIndoorBikeData } from './indoor-bike-data'
import type { DropReason } from './parsed'
import { parseSupportedPowerRange, type SupportedPowerRange } from './supported-power-range'
import {
  platformBluetooth,
  type BluetoothDeviceLike,
  type BluetoothLike,
  type GattCharacteristicLike,
  type GattServerLike,
  type GattServiceLike,
} from './web-bluetooth'

export type SensorKind = 'heart-rate' | 'power' | 'cadence' | 'trainer'

const SOURCE: Readonly<Record<SensorKind, { service: number; characteristic: number }>> = {
  'heart-rate': { service: SERVICE.heartRate, characteristic: CHARACTERISTIC.heartRateMeasurement },
  power: { service: SERVICE.cyclingPower, characteristic: CHARACTERISTIC.cyclingPowerMeasurement },
  cadence: {
    service: SERVICE.cyclingSpeedAndCadence,
    characteristic: CHARACTERISTIC.cscMeasurement,
  },
  trainer: { service: SERVICE.fitnessMachine, characteristic: CHARACTERISTIC.indoorBikeData },
}

export const serviceOfKind = (kind: SensorKind): number => SOURCE[kind].service

export interface SensorReading {
  readonly kind: SensorKind
  /** When it arrived, in ms since the epoch. */
  readonly at: number
  readonly watts?: number
  readonly bpm?: number
  readonly rpm?: number
}

export type DropCounts = Readonly<Record<DropReason, number>>

export type SensorStatus = 'connected' | 'disconnected'

export type SensorEvent =
  | { readonly type: 'reading'; readonly reading: SensorReading }
  | { readonly type: 'drop'; readonly reason: DropReason; readonly drops: DropCounts }
  /** After a reconnection a trainer has forgotten who controls it: ask again for ERG. */
  | { readonly type: 'status'; readonly status: 'connected'; readonly reconnected: boolean }
  | { readonly type: 'status'; readonly status: 'disconnected'; readonly retryInMs: number }
  | { readonly type: 'battery'; readonly percent: number }

/** What to store to offer this sensor again on the next visit. */
export interface RememberedSensor {
  readonly id: string
  readonly name: string | undefined
}

export interface SensorConnection {
  readonly kind: SensorKind
  readonly device: RememberedSensor
  readonly status: SensorStatus
  readonly drops: DropCounts
  readonly batteryPercent: number | undefined
  /** Trainers only. */
  readonly erg: ErgControl | undefined
  /** Stops notifications and reconnection attempts, and closes the link. */
  disconnect(): void
}

export interface SensorOptions {
  readonly listener: (event: SensorEvent) => void
  readonly bluetooth?: BluetoothLike | undefined
  readonly now?: () => number
  /** Waits before each reconnection attempt; the last repeats. */
  readonly backoffMs?: readonly number[]
  readonly controlTimeoutMs?: number
}

export const DEFAULT_BACKOFF_MS: readonly number[] = [1000, 2000, 4000, 8000]

/**
 * - `unsupported`: no Web Bluetooth here (iPhone, Firefox, Safari);
 * - `cancelled`: the rider closed the chooser;
 * - `not-remembered`: the browser no longer knows the device, or cannot list known devices;
 * - `failed`: the device did not connect or lacks the service.
 */
export type ConnectFailure = 'unsupported' | 'cancelled' | 'not-remembered' | 'failed'

export type ConnectResult =
  | { readonly ok: true; readonly connection: SensorConnection }
  | { readonly ok: false; readonly reason: ConnectFailure; readonly message: string }

const failure = (reason: ConnectFailure, message: string): ConnectResult => ({
  ok: false,
  reason,
  message,
})

/** Opens the browser's chooser for sensors of this kind, then connects and subscribes. */
export async function connectSensor(
  kind: SensorKind,
  options: SensorOptions,
): Promise<ConnectResult> {
  const bluetooth = options.bluetooth ?? platformBluetooth()
  if (!bluetooth) return failure('unsupported', 'Web Bluetooth is not available')
  let device: BluetoothDeviceLike
  try {
    device = await bluetooth.requestDevice({
      filters: [{ services: [serviceOfKind(kind)] }],
      optionalServices: [SERVICE.battery],
    })
  } catch (error) {
    // Chromium rejects with NotFoundError when the chooser is closed without a choice.
    if (error instanceof Error && error.name === 'NotFoundError') {
      return failure('cancelled', error.message)
    }
    return failure('failed', messageOf(error))
  }
  return openSensor(kind, device, options)
}

/** Connects, without the chooser, to a device chosen in an earlier visit. */
export async function reconnectRemembered(
  kind: SensorKind,
  id: string,
  options: SensorOptions,
): Promise<ConnectResult> {
  const bluetooth = options.bluetooth ?? platformBluetooth()
  if (!bluetooth) return failure('unsupported', 'Web Bluetooth is not available')
  if (!bluetooth.getDevices) return failure('not-remembered', 'getDevices() is not available')
  let device: BluetoothDeviceLike | undefined
  try {
    device = (await bluetooth.getDevices()).find((known) => known.id === id)
  } catch (error) {
    return failure('not-remembered', messageOf(error))
  }
  if (!device) return failure('not-remembered', `no permitted device ${id}`)
  return openSensor(kind, device, options)
}

type LinkState = 'opening' | 'connected' | 'waiting' | 'reconnecting' | 'closed'

async function openSensor(
  kind: SensorKind,
  device: BluetoothDeviceLike,
  options: SensorOptions,
): Promise<ConnectResult> {
  const { listener } = options
  const now = options.now ?? Date.now
  const backoff = options.backoffMs?.length ? options.backoffMs : DEFAULT_BACKOFF_MS
  const source = SOURCE[kind]

  let state: LinkState = 'opening'
  let timer: ReturnType<typeof setTimeout> | undefined
  let subscribed: GattCharacteristicLike[] = []
  let controlPoint: GattCharacteristicLike | undefined
  let crank: CrankCadenceState | undefined
  let batteryPercent: number | undefined
  let powerRange: SupportedPowerRange | undefined
  const drops: Record<DropReason, number> = { short: 0, malformed: 0, implausible: 0 }

  const erg = createErg(
    () => (state === 'connected' ? controlPoint : undefined),
    options.controlTimeoutMs ?? DEFAULT_CONTROL_TIMEOUT_MS,
    () => powerRange,
  )

  const drop = (reason: DropReason) => {
    drops[reason] += 1
    listener({ type: 'drop', reason, drops: { ...drops } })
  }

  /** A reading lists only what the sensor measured; with nothing measured there is none. */
  const emitReading = (
    fields: { watts?: number | undefined; bpm?: number | undefined; rpm?: number | undefined },
    at: number,
  ) => {
    const measured = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Pick<SensorReading, 'watts' | 'bpm' | 'rpm'>
    if (Object.keys(measured).length === 0) return
    listener({ type: 'reading', reading: { kind, at, ...measured } })
  }

  const cadenceOf = (sample: CrankSample | undefined, at: number): number | undefined => {
    if (!sample) return undefined
    const step = stepCrankCadence(crank, sample, at)
    crank = step.state
    if (step.dropped) drop(step.dropped)
    return step.rpm
  }

  const onMeasurement = (event: Event) => {
    const view = (event.target as GattCharacteristicLike).value
    if (!view) return
    const at = now()
    switch (kind) {
      case 'heart-rate': {
        const parsed = parseHeartRateMeasurement(view)
        if (!parsed.ok) return drop(parsed.reason)
        return emitReading({ bpm: parsed.bpm }, at)
      }
      case 'power': {
        const parsed = parseCyclingPowerMeasurement(view)
        if (!parsed.ok) return drop(parsed.reason)
        return emitReading({ watts: parsed.watts, rpm: cadenceOf(parsed.crank, at) }, at)
      }
      case 'cadence': {
        const parsed = parseCscMeasurement(view)
        if (!parsed.ok) return drop(parsed.reason)
        return emitReading({ rpm: cadenceOf(parsed.crank, at) }, at)
      }
      case 'trainer': {
        const parsed = parseIndoorBikeData(view)
        if (!parsed.ok) return drop(parsed.reason)
        return emitReading({ watts: parsed.watts, rpm: parsed.rpm, bpm: parsed.bpm }, at)
      }
    }
  }

  const onBattery = (event: Event) => {
    const view = (event.target as GattCharacteristicLike).value
    if (view) battery(view)
  }

  const battery = (view: DataView) => {
    const parsed = parseBatteryLevel(view)
    if (!parsed.ok) return drop(parsed.reason)
    batteryPercent = parsed.percent
    listener({ type: 'battery', percent: parsed.percent })
  }

  const onControlPoint = (event: Event) => {
    const view = (event.target as GattCharacteristicLike).value
    if (!view) return
    const answer = erg.onIndication(view)
    if (!answer.ok) drop(answer.reason)
  }

  const listen = async (
    characteristic: GattCharacteristicLike,
    handler: (event: Event) => void,
  ): Promise<void> => {
    // Listen before subscribing: the first value may come before startNotifications resolves.
    characteristic.addEventListener('characteristicvaluechanged', handler)
    subscribed.push(characteristic)
    await characteristic.startNotifications()
  }

  const unlisten = () => {
    for (const characteristic of subscribed) {
      characteristic.removeEventListener('characteristicvaluechanged', onMeasurement)
      characteristic.removeEventListener('characteristicvaluechanged', onBattery)
      characteristic.removeEventListener('characteristicvaluechanged', onControlPoint)
    }
    subscribed = []
    controlPoint = undefined
  }

  const subscribeBattery = async (server: GattServerLike) => {
    try {
      const service = await server.getPrimaryService(SERVICE.battery)
      const level = await service.getCharacteristic(CHARACTERISTIC.batteryLevel)
      battery(await level.readValue())
      if (level.properties.notify) await listen(level, onBattery)
    } catch {
      // Many sensors have no battery service, or do not notify it: nothing is missing.
    }
  }

  const subscribeControlPoint = async (service: GattServiceLike) => {
    try {
      const characteristic = await service.getCharacteristic(
        CHARACTERISTIC.fitnessMachineControlPoint,
      )
      await listen(characteristic, onControlPoint)
      controlPoint = characteristic
    } catch {
      // A trainer that only reports: ERG answers 'unavailable'.
    }
  }

  const readPowerRange = async (service: GattServiceLike) => {
    powerRange = undefined
    try {
      const characteristic = await service.getCharacteristic(CHARACTERISTIC.supportedPowerRange)
      const parsed = parseSupportedPowerRange(await characteristic.readValue())
      if (!parsed.ok) return drop(parsed.reason)
      powerRange = parsed
    } catch {
      // The characteristic is mandatory with power targets, yet not every trainer has it: ERG
      // then stays within the app's own 0–2,500 W.
    }
  }

  /** One full setup: connect, find the characteristics, subscribe. Throws if the data can't flow. */
  const subscribe = async () => {
    unlisten()
    crank = undefined // a sensor may restart its counters with the link
    const gatt = device.gatt
    if (!gatt) throw new Error('the device has no GATT server')
    const server = await gatt.connect()
    const service = await server.getPrimaryService(source.service)
    await listen(await service.getCharacteristic(source.characteristic), onMeasurement)
    if (kind === 'trainer') {
      await subscribeControlPoint(service)
      await readPowerRange(service)
    }
    await subscribeBattery(server)
    if (!gatt.connected) throw new Error('the link dropped while subscribing')
  }

  const delayOf = (attempt: number) => backoff[Math.min(attempt, backoff.length - 1)] ?? 1000

  const scheduleReconnect = (attempt: number) => {
    state = 'waiting'
    timer = setTimeout(() => void reconnect(attempt), delayOf(attempt))
  }

  const reconnect = async (attempt: number) => {
    if (state !== 'waiting') return
    state = 'reconnecting'
    try {
      await subscribe()
    } catch {
      if (state === 'reconnecting') scheduleReconnect(attempt + 1)
      return
    }
    if (state !== 'reconnecting') return
    state = 'connected'
    listener({ type: 'status', status: 'connected', reconnected: true })
  }

  const onDisconnected = () => {
    if (state !== 'connected') return
    erg.abandon()
    unlisten()
    scheduleReconnect(0)
    listener({ type: 'status', status: 'disconnected', retryInMs: delayOf(0) })
  }

  const close = () => {
    state = 'closed'
    clearTimeout(timer)
    erg.abandon()
    device.removeEventListener('gattserverdisconnected', onDisconnected)
    for (const characteristic of subscribed) {
      characteristic.stopNotifications().catch(() => undefined)
    }
    unlisten()
    try {
      device.gatt?.disconnect()
    } catch {
      // Already gone.
    }
  }

  device.addEventListener('gattserverdisconnected', onDisconnected)
  try {
    await subscribe()
  } catch (error) {
    close()
    return failure('failed', messageOf(error))
  }
  state = 'connected'
  listener({ type: 'status', status: 'connected', reconnected: false })

  const connection: SensorConnection = {
    kind,
    device: { id: device.id, name: device.name },
    get status() {
      return state === 'connected' ? 'connected' : 'disconnected'
    },
    get drops() {
      return { ...drops }
    },
    get batteryPercent() {
      return batteryPercent
    },
    erg: kind === 'trainer' ? erg.control : undefined,
    disconnect: close,
  }
  return { ok: true, connection }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
