/**
 * Helpers of the field-test specs (issue 33): sensors that play a whole test's worth of bytes
 * through the scripted `navigator.bluetooth`, a page whose clock the test drives, and readers of
 * what the test left on the device.
 */
import { chromium, type Browser, type Disposable, type Page } from 'playwright-core'
import { expect } from 'vitest'
import {
  installScriptedBluetooth,
  type BluetoothScript,
  type ScriptedDevice,
} from '../fixtures/bluetooth/scripted-bluetooth'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  MOBILE,
  button,
  openPage,
  waitForScreen,
  type TrackedPage,
} from './browser'

/** Where every test page's fake clock starts: a Saturday morning in São Paulo. */
const CLOCK_START = Date.parse('2026-11-28T07:00:00-03:00')

/** A figure the sensor sends at a test second, or undefined for a second it sends nothing. */
export type Profile = (second: number) => number | undefined

const byte = (value: number) => (value & 0xff).toString(16).padStart(2, '0')

/** Heart Rate Measurement (0x2A37): 8-bit value, no contact bits. */
const heartRateHex = (bpm: number) => `00 ${byte(bpm)}`
/** Cycling Power Measurement (0x2A63): no optional fields, power as sint16 LE. */
const powerHex = (watts: number) => `00 00 ${byte(watts)} ${byte(watts >> 8)}`

export interface Timeline {
  /** The test seconds the sensor plays, from `from` (default 0) to `to` (excluded). */
  to: number
  /**
   * The test second at which the page first connects the sensor: its first notification is
   * the one for this second. 0 when the page connects the sensors and starts the test at the
   * same (paused) instant, so that device time is test time.
   */
  from?: number
}

/** One notification a second, half a second into each test second. */
function notifications(
  profile: Profile,
  { to, from = 0 }: Timeline,
  hex: (value: number) => string,
) {
  const out: { at: number; hex: string }[] = []
  for (let second = from; second < to; second += 1) {
    const value = profile(second)
    if (value !== undefined) out.push({ at: (second - from) * 1000 + 500, hex: hex(value) })
  }
  return out
}

export const STRAP_ID = 'cinta-h10'
export const STRAP_NAME = 'Polar H10 7A1B2C3D'
export const POWER_ID = 'pedal-assioma'
export const POWER_NAME = 'ASSIOMA 41235'

export function strap(
  profile: Profile,
  timeline: Timeline,
  extra: Partial<ScriptedDevice> = {},
): ScriptedDevice {
  return {
    id: STRAP_ID,
    name: STRAP_NAME,
    characteristics: [
      {
        service: 0x180d,
        uuid: 0x2a37,
        notify: true,
        notifications: notifications(profile, timeline, heartRateHex),
      },
      { service: 0x180f, uuid: 0x2a19, value: '55' },
    ],
    ...extra,
  }
}

export function powerMeter(
  profile: Profile,
  timeline: Timeline,
  extra: Partial<ScriptedDevice> = {},
): ScriptedDevice {
  return {
    id: POWER_ID,
    name: POWER_NAME,
    characteristics: [
      {
        service: 0x1818,
        uuid: 0x2a63,
        notify: true,
        notifications: notifications(profile, timeline, powerHex),
      },
    ],
    ...extra,
  }
}

export const TRAINER_NAME = 'KICKR CORE 5A3B'

/** Indoor Bike Data (0x2AD2): flags 0x0041 (no speed, power present), power as sint16 LE. */
const indoorBikeHex = (watts: number) => `41 00 ${byte(watts)} ${byte(watts >> 8)}`

/** An FTMS trainer: Indoor Bike Data and the Control Point (answers as `extra.answers` says). */
export function trainer(
  profile: Profile,
  timeline: Timeline,
  extra: Partial<ScriptedDevice> = {},
): ScriptedDevice {
  return {
    id: 'rolo-kickr',
    name: TRAINER_NAME,
    characteristics: [
      {
        service: 0x1826,
        uuid: 0x2ad2,
        notify: true,
        notifications: notifications(profile, timeline, indoorBikeHex),
      },
      { service: 0x1826, uuid: 0x2ad9, indicate: true },
    ],
    ...extra,
  }
}

/** No `navigator.bluetooth` at all, as on an iPhone, in Firefox or in Safari. */
function removeBluetooth(): void {
  delete (Navigator.prototype as { bluetooth?: unknown }).bluetooth
}

export interface TestPageOptions {
  /**
   * The scripted Bluetooth; 'none' deletes `navigator.bluetooth`; 'emulated' keeps Chromium's own
   * (for `emulateFtmsTrainer`).
   */
  bluetooth: BluetoothScript | 'none' | 'emulated'
  /** Runs on the new page before it navigates (an adapter must be there before the page asks). */
  prepare?: (page: Page) => Promise<void>
  /** The screen's start button: 'Iniciar teste' (a field test) or 'Iniciar treino' (a workout). */
  start?: StartLabel
}

export interface FieldTestPage extends TrackedPage {
  /** The init script that installs the Bluetooth; dispose it to give a reload another one. */
  bluetoothScript: Disposable
}

/**
 * A test page in a fresh context, its Bluetooth installed before any script runs and its clock
 * paused once the test panel is on screen: nothing on the page moves until the test runs it.
 */
export async function openFieldTest(
  browser: Browser,
  path: string,
  { bluetooth, prepare, start = 'Iniciar teste' }: TestPageOptions,
): Promise<FieldTestPage> {
  const tracked = await openPage(browser, MOBILE)
  const { page } = tracked
  const bluetoothScript =
    bluetooth === 'none'
      ? await page.addInitScript(removeBluetooth)
      : bluetooth === 'emulated'
        ? await page.addInitScript(installIndicationRelay)
        : await page.addInitScript(installScriptedBluetooth, bluetooth)
  await page.clock.install({ time: CLOCK_START })
  await prepare?.(page)
  await page.goto(path)
  await waitForTestPanel(page, start)
  await pauseClock(page)
  return { ...tracked, bluetoothScript }
}

/**
 * The paused page clock, counted from the moment the test started (sensors connected and
 * 'Iniciar teste' tapped at the same paused instant): test time until the rider pauses.
 */
export class TestTime {
  readonly #page: Page
  #ms = 0

  constructor(page: Page) {
    this.#page = page
  }

  async runFor(ms: number): Promise<void> {
    await this.#page.clock.runFor(ms)
    this.#ms += ms
  }

  /** On to this second of test time. */
  async runTo(second: number): Promise<void> {
    await this.runFor(second * 1000 - this.#ms)
  }
}

/** Stops the page's clock a second from its now: from then on only `runFor` moves it. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

export type StartLabel = 'Iniciar teste' | 'Iniciar treino'

/** 'Iniciar teste' → 'Continuar o teste'; 'Iniciar treino' → 'Continuar o treino'. */
const continueLabel = (start: StartLabel) =>
  start === 'Iniciar teste' ? 'Continuar o teste' : 'Continuar o treino'

/**
 * The screen is live and its test panel (a lazily loaded part) is on it. React reveals a suspended
 * part on a timer: with the page's clock paused before that, the panel would never show.
 */
export async function waitForTestPanel(
  page: Page,
  start: StartLabel = 'Iniciar teste',
): Promise<void> {
  await waitForScreen(page)
  await page
    .getByRole('button', { name: start, exact: true })
    .or(page.getByRole('button', { name: continueLabel(start), exact: true }))
    .first()
    .waitFor({ timeout: 15_000 })
  // And the sensors' panel has its answer (the platform's availability, asked once the panel is
  // on screen): a clock paused before it would leave the connect buttons out for good.
  await page
    .getByRole('button', { name: /^(Conectar|Reconectar) / })
    .or(page.getByRole('note'))
    .first()
    .waitFor({ timeout: 15_000 })
}

/** Connects a sensor through its button (the stand-in picks it in the chooser). */
export async function connectSensor(page: Page, label: string, name: string): Promise<void> {
  await button(page, label).click()
  await expect
    .poll(() => page.getByRole('listitem').filter({ hasText: name }).textContent())
    .toContain('Conectado')
}

/** 'Iniciar teste', then the running test's clock on screen; its time from then on. */
export async function startTest(
  page: Page,
  start: StartLabel = 'Iniciar teste',
): Promise<TestTime> {
  await button(page, start).click()
  await page.getByRole('timer').waitFor()
  return new TestTime(page)
}

export const resultHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Resultado', exact: true })

export const resultSection = (page: Page) =>
  page.locator('section').filter({ has: resultHeading(page) })

/** How many times the page called `gatt.connect()` on a scripted sensor. */
export function connectCalls(page: Page, deviceId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      (
        window as unknown as {
          __scriptedBluetooth: { connectCalls: (id: string) => number }
        }
      ).__scriptedBluetooth.connectCalls(id),
    deviceId,
  )
}

export interface StoredSecond {
  second: number
  watts?: number
  bpm?: number
  rpm?: number
}

export interface StoredRecording {
  header: { id: string; testId: string; status: string }
  seconds: StoredSecond[]
}

/**
 * Every test recording this device keeps, with its seconds in order. The reader never creates the
 * database and closes it at once, so it cannot block the app's own upgrade.
 */
export async function recordingsOnDevice(page: Page): Promise<StoredRecording[]> {
  return page.evaluate(async () => {
    const name = 'bora-pedalar-recordings'
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return []
    return new Promise<StoredRecording[]>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onerror = () => reject(new Error('IndexedDB'))
      open.onsuccess = () => {
        const db = open.result
        const transaction = db.transaction(['recordings', 'seconds'])
        const headers = transaction.objectStore('recordings').getAll()
        const seconds = transaction.objectStore('seconds').getAll()
        transaction.oncomplete = () => {
          db.close()
          const rows = seconds.result as (StoredSecond & { recordingId: string })[]
          resolve(
            (headers.result as StoredRecording['header'][]).map((header) => ({
              header,
              seconds: rows
                .filter((row) => row.recordingId === header.id)
                .sort((a, b) => a.second - b.second),
            })),
          )
        }
        transaction.onerror = () => {
          db.close()
          reject(new Error('read'))
        }
      }
    })
  })
}

/**
 * Chromium with its own Web Bluetooth: Debian's Chromium 156 leaves `navigator.bluetooth` out
 * unless the feature is switched on, even with the DevTools emulation enabled.
 */
export function launchBrowserWithWebBluetooth(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-features=WebBluetooth'],
  })
}

/** A 16-bit SIG number as the full UUID the DevTools protocol takes. */
const uuid = (short: number) =>
  `0000${short.toString(16).padStart(4, '0')}-0000-1000-8000-00805f9b34fb`

const FITNESS_MACHINE = 0x1826
const INDOOR_BIKE_DATA = 0x2ad2
const CONTROL_POINT = 0x2ad9
const CCCD = 0x2902

const hexOfBase64 = (data: string) =>
  Array.from(Buffer.from(data, 'base64'), (b) => b.toString(16).padStart(2, '0')).join(' ')

export interface EmulatedTrainer {
  /** The bytes the page wrote to the control point, in order ('05 64 00'). */
  readonly controlPointWrites: string[]
  /** Every operation the emulated trainer answered, for the failure message. */
  readonly operations: string[]
  close(): Promise<void>
}

/**
 * An FTMS trainer in Chromium's own Web Bluetooth, through the DevTools `BluetoothEmulation`
 * domain (browser-level session): the Fitness Machine service with Indoor Bike Data (notify) and
 * the Control Point (write, indicate), each with its CCCD. The chooser is answered through
 * `DeviceAccess`; every GATT, characteristic and descriptor operation is answered with success.
 *
 * The emulation has no command that sends a notification or an indication (Chromium 156's
 * domain: responses to connection, discovery, read, write, subscribe and descriptor operations
 * only), so a control point write's answer (`80 <op> 01`) cannot come from it: `page` must carry
 * `installIndicationRelay`, and each answered write is followed by its indication dispatched on
 * the page's own characteristic object. Everything else is Chromium's: the chooser, the
 * connection, discovery, `startNotifications()` on both characteristics (a
 * 'subscribe-to-notifications' operation, which fails without the CCCD) and the writes.
 */
export async function emulateFtmsTrainer(browser: Browser, page: Page): Promise<EmulatedTrainer> {
  const cdp = await browser.newBrowserCDPSession()
  const controlPointWrites: string[] = []
  const operations: string[] = []
  const address = '0C:AE:7D:1B:2C:3D'
  await cdp.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true })
  await cdp.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
    address,
    name: 'KICKR CORE 5A1B',
    manufacturerData: [],
    knownServiceUuids: [uuid(FITNESS_MACHINE)],
  })
  const { serviceId } = await cdp.send('BluetoothEmulation.addService', {
    address,
    serviceUuid: uuid(FITNESS_MACHINE),
  })
  const { characteristicId: bikeData } = await cdp.send('BluetoothEmulation.addCharacteristic', {
    serviceId,
    characteristicUuid: uuid(INDOOR_BIKE_DATA),
    properties: { notify: true },
  })
  await cdp.send('BluetoothEmulation.addDescriptor', {
    characteristicId: bikeData,
    descriptorUuid: uuid(CCCD),
  })
  const { characteristicId: controlPoint } = await cdp.send(
    'BluetoothEmulation.addCharacteristic',
    {
      serviceId,
      characteristicUuid: uuid(CONTROL_POINT),
      properties: { write: true, indicate: true },
    },
  )
  await cdp.send('BluetoothEmulation.addDescriptor', {
    characteristicId: controlPoint,
    descriptorUuid: uuid(CCCD),
  })

  cdp.on('BluetoothEmulation.gattOperationReceived', ({ type }) => {
    operations.push(`gatt ${type}`)
    void cdp.send('BluetoothEmulation.simulateGATTOperationResponse', { address, type, code: 0 })
  })
  cdp.on('BluetoothEmulation.descriptorOperationReceived', ({ descriptorId, type, data }) => {
    operations.push(`descriptor ${type} ${data ? hexOfBase64(data) : ''}`)
    void cdp.send('BluetoothEmulation.simulateDescriptorOperationResponse', {
      descriptorId,
      type,
      code: 0,
      ...(type === 'read' ? { data: Buffer.from([0, 0]).toString('base64') } : {}),
    })
  })
  cdp.on(
    'BluetoothEmulation.characteristicOperationReceived',
    ({ characteristicId, type, data }) => {
      const written = data ? hexOfBase64(data) : ''
      operations.push(`characteristic ${type} ${written}`)
      const answer = async () => {
        await cdp.send('BluetoothEmulation.simulateCharacteristicOperationResponse', {
          characteristicId,
          type,
          code: 0,
          ...(type === 'read' ? { data: '' } : {}),
        })
        if (characteristicId !== controlPoint || type !== 'write') return
        controlPointWrites.push(written)
        await page.evaluate(
          (opCode) =>
            (
              window as unknown as { __indicateControlPoint: (bytes: number[]) => void }
            ).__indicateControlPoint([0x80, opCode, 0x01]),
          parseInt(written.slice(0, 2), 16),
        )
      }
      answer().catch((error: unknown) => operations.push(`unanswered: ${String(error)}`))
    },
  )

  // The chooser: each prompt is answered once, with the emulated trainer. The event comes twice,
  // and a second answer racing the first crashed the browser (a CHECK in Chromium's chooser).
  const pageSession = await page.context().newCDPSession(page)
  await pageSession.send('DeviceAccess.enable')
  const answered = new Set<string>()
  pageSession.on('DeviceAccess.deviceRequestPrompted', ({ id, devices }) => {
    operations.push(`prompt ${id} ${devices.map((d) => `${d.id}/${d.name}`).join(',')}`)
    const device = devices[0]
    if (!device || answered.has(id)) return
    answered.add(id)
    void pageSession.send('DeviceAccess.selectPrompt', { id, deviceId: device.id }).catch(() => {})
  })

  return {
    controlPointWrites,
    operations,
    async close() {
      await cdp.send('BluetoothEmulation.disable')
      await cdp.detach()
      await pageSession.detach().catch(() => {})
    },
  }
}

/**
 * In the page, before its scripts: keeps the Fitness Machine Control Point characteristic the
 * page obtains, and lets the test dispatch an indication on it (`__indicateControlPoint`), since
 * DevTools' Bluetooth emulation cannot send one.
 */
export function installIndicationRelay(): void {
  const CONTROL_POINT_UUID = '00002ad9-0000-1000-8000-00805f9b34fb'
  type Characteristic = EventTarget & { uuid: string }
  const service = (
    globalThis as unknown as {
      BluetoothRemoteGATTService?: {
        prototype: { getCharacteristic: (u: unknown) => Promise<Characteristic> }
      }
    }
  ).BluetoothRemoteGATTService?.prototype
  // A document without Web Bluetooth (the new page's first, blank one) has nothing to relay.
  if (!service) return
  const original = service.getCharacteristic
  let controlPoint: Characteristic | undefined
  service.getCharacteristic = async function (this: unknown, wanted: unknown) {
    const found = await original.call(this, wanted)
    if (found.uuid === CONTROL_POINT_UUID) controlPoint = found
    return found
  }
  Object.defineProperty(window, '__indicateControlPoint', {
    value: (bytes: number[]) => {
      if (!controlPoint) throw new Error('no control point yet')
      Object.defineProperty(controlPoint, 'value', {
        value: new DataView(Uint8Array.from(bytes).buffer),
        configurable: true,
      })
      controlPoint.dispatchEvent(new Event('characteristicvaluechanged'))
    },
  })
}

/**
 * Waits until the device holds the test's seconds up to `second` (its unfinished recording). The
 * page's clock runs a test's minutes in moments; the database writes it asks for every 5 s of
 * test time take real time, so before a reload a test lets them land, as 5 real seconds of
 * riding would. What a reload then catches in flight is at most the last 5 s.
 */
export async function recordedUpTo(page: Page, second: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const open = (await recordingsOnDevice(page)).filter((r) => r.header.status !== 'ended')
        return Math.max(-1, ...open.map((r) => r.seconds.at(-1)?.second ?? -1))
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(second)
}
