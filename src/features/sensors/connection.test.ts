import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  installScriptedBluetooth,
  type BluetoothScript,
  type ScriptedCharacteristic,
  type ScriptedDevice,
} from '../../../tests/fixtures/bluetooth/scripted-bluetooth'
import {
  connectSensor,
  reconnectRemembered,
  type SensorEvent,
  type SensorKind,
  type SensorOptions,
} from './connection'
import { bluetoothAvailability, canReconnectRemembered } from './web-bluetooth'

/*
 * The bytes played here are the captures of the parser tables (their sources are cited there
 * and in tests/fixtures/bluetooth/README.md): Polar H10 heart rate, Stages SC3 power with the
 * times it arrived, Zwift Hub CSC, Elite Suito indoor bike data, Zwift Hub and KICKR CORE control
 * point answers.
 */

const T0 = Date.UTC(2026, 10, 26, 7, 0, 0)

const battery = (value: string, notifications: ScriptedCharacteristic['notifications'] = []) => ({
  service: 0x180f,
  uuid: 0x2a19,
  value,
  notify: notifications.length > 0,
  notifications,
})

const polarH10: ScriptedDevice = {
  id: 'polar-h10',
  name: 'Polar H10 8C4F2E27',
  characteristics: [
    {
      service: 0x180d,
      uuid: 0x2a37,
      notify: true,
      notifications: [
        { at: 1000, hex: '10 48 2c 03' },
        { at: 2000, hex: '10 49 5e 03 96 03' },
        { at: 3000, hex: '10' }, // short
        { at: 4000, hex: '04 00' }, // off the skin: 0 bpm
        { at: 5000, hex: '10 3b 53 04' },
      ],
    },
    battery('55', [{ at: 4500, hex: '54' }]),
  ],
}

const stagesSc3: ScriptedDevice = {
  id: 'stages-sc3',
  name: 'Stages 12345',
  characteristics: [
    {
      service: 0x1818,
      uuid: 0x2a63,
      notify: true,
      notifications: [
        { at: 100, hex: '2c 00 8b 00 dd 66 06 0c b2 4a' },
        { at: 1242, hex: '2c 00 8d 00 ca 69 07 0c dd 4e' },
        { at: 1632, hex: '2c 00 88 00 7e 6c 08 0c db 52' },
        { at: 2000, hex: '00 00 c5 09' }, // 2,501 W
      ],
    },
  ],
}

const zwiftHubCsc: ScriptedDevice = {
  id: 'zwift-hub-csc',
  name: 'Zwift Hub',
  characteristics: [
    {
      service: 0x1816,
      uuid: 0x2a5b,
      notify: true,
      notifications: [
        { at: 0, hex: '03 a4 00 00 00 18 4e 40 00 a7 4c' },
        { at: 854, hex: '03 a6 00 00 00 72 52 41 00 c0 50' },
        { at: 1991, hex: '03 a7 00 00 00 a6 54 42 00 c7 54' },
      ],
    },
  ],
}

const suito = (overrides: Partial<ScriptedDevice> = {}): ScriptedDevice => ({
  id: 'suito',
  name: 'SUITO 12345',
  characteristics: [
    {
      service: 0x1826,
      uuid: 0x2ad2,
      notify: true,
      notifications: [
        { at: 1000, hex: '54 08 b9 06 b0 00 86 0d 00 45 00 20 01' },
        { at: 2000, hex: '11 00 04 01 00' }, // distance only: nothing to show
        { at: 3000, hex: 'c5 00 b6 00 5d 02 00 00' },
      ],
    },
    { service: 0x1826, uuid: 0x2ad9, indicate: true },
  ],
  ...overrides,
})

function start(script: BluetoothScript) {
  const platform = installScriptedBluetooth({ ...script, install: false })
  const events: SensorEvent[] = []
  const options: SensorOptions = {
    bluetooth: platform.bluetooth,
    listener: (event) => events.push(event),
  }
  const readings = () =>
    events.flatMap((e) => (e.type === 'reading' ? [{ ...e.reading, at: e.reading.at - T0 }] : []))
  const statuses = () => events.flatMap((e) => (e.type === 'status' ? [e] : []))
  return { platform, events, options, readings, statuses }
}

async function connected(kind: SensorKind, script: BluetoothScript, extra = {}) {
  const run = start(script)
  const result = await connectSensor(kind, { ...run.options, ...extra })
  if (!result.ok) throw new Error(`not connected: ${result.reason} ${result.message}`)
  return { ...run, connection: result.connection }
}

/** Lets the scripted trainer's answer (20 ms by default) arrive. */
async function answered<T>(request: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(100)
  return request
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the scripted stand-in', () => {
  it('is self-contained: rebuilt from its source text, as addInitScript does, it still works', async () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point of the test
    const build = new Function(`return (${installScriptedBluetooth.toString()})`) as () => unknown
    const rebuilt = build() as typeof installScriptedBluetooth
    const platform = rebuilt({ devices: [polarH10], install: false })
    const events: SensorEvent[] = []
    const result = await connectSensor('heart-rate', {
      bluetooth: platform.bluetooth,
      listener: (event) => events.push(event),
    })
    expect(result.ok).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(events.some((e) => e.type === 'reading' && e.reading.bpm === 72)).toBe(true)
  })
})

describe('bluetoothAvailability', () => {
  it('is unsupported without navigator.bluetooth (iPhone, Firefox)', async () => {
    expect(await bluetoothAvailability(undefined)).toBe('unsupported')
  })

  it('is off when the adapter is off', async () => {
    const { platform } = start({ devices: [], available: false })
    expect(await bluetoothAvailability(platform.bluetooth)).toBe('off')
  })

  it('is available otherwise', async () => {
    const { platform } = start({ devices: [] })
    expect(await bluetoothAvailability(platform.bluetooth)).toBe('available')
  })

  it('knows whether remembered devices can be reconnected', () => {
    expect(canReconnectRemembered(start({ devices: [] }).platform.bluetooth)).toBe(true)
    expect(
      canReconnectRemembered(start({ devices: [], getDevices: false }).platform.bluetooth),
    ).toBe(false)
    expect(canReconnectRemembered(undefined)).toBe(false)
  })
})

describe('connectSensor', () => {
  it('asks the chooser for the kind’s service, with the battery as optional', async () => {
    const run = start({ devices: [polarH10] })
    const requestDevice = vi.spyOn(run.platform.bluetooth, 'requestDevice')
    const result = await connectSensor('heart-rate', run.options)
    expect(requestDevice).toHaveBeenCalledWith({
      filters: [{ services: [0x180d] }],
      optionalServices: [0x180f],
    })
    expect(result).toMatchObject({
      ok: true,
      connection: { kind: 'heart-rate', device: { id: 'polar-h10', name: 'Polar H10 8C4F2E27' } },
    })
  })

  it('heart rate: readings, drops counted by reason, the battery read then notified', async () => {
    const { connection, events, readings } = await connected('heart-rate', { devices: [polarH10] })
    await vi.advanceTimersByTimeAsync(6000)
    expect(readings()).toEqual([
      { kind: 'heart-rate', at: 1000, bpm: 72 },
      { kind: 'heart-rate', at: 2000, bpm: 73 },
      { kind: 'heart-rate', at: 5000, bpm: 59 },
    ])
    expect(events.filter((e) => e.type === 'drop')).toEqual([
      { type: 'drop', reason: 'short', drops: { short: 1, malformed: 0, implausible: 0 } },
      { type: 'drop', reason: 'implausible', drops: { short: 1, malformed: 0, implausible: 1 } },
    ])
    expect(events.filter((e) => e.type === 'battery')).toEqual([
      { type: 'battery', percent: 85 },
      { type: 'battery', percent: 84 },
    ])
    expect(connection.drops).toEqual({ short: 1, malformed: 0, implausible: 1 })
    expect(connection.batteryPercent).toBe(84)
    expect(connection.erg).toBeUndefined()
  })

  it('power: watts, and cadence from the crank data once two revolutions are seen', async () => {
    const { readings, connection } = await connected('power', { devices: [stagesSc3] })
    await vi.advanceTimersByTimeAsync(2500)
    expect(readings()).toEqual([
      { kind: 'power', at: 100, watts: 139 },
      { kind: 'power', at: 1242, watts: 141, rpm: (60 * 1024) / 1067 },
      { kind: 'power', at: 1632, watts: 136, rpm: (60 * 1024) / 1022 },
    ])
    expect(connection.drops.implausible).toBe(1)
  })

  it('cadence: rpm from a CSC sensor', async () => {
    const { readings } = await connected('cadence', { devices: [zwiftHubCsc] })
    await vi.advanceTimersByTimeAsync(2500)
    expect(readings()).toEqual([
      { kind: 'cadence', at: 854, rpm: (60 * 1024) / 1049 },
      { kind: 'cadence', at: 1991, rpm: (60 * 1024) / 1031 },
    ])
  })

  it('trainer: watts, rpm and heart rate when present; a notification with none is no reading', async () => {
    const { readings } = await connected('trainer', { devices: [suito()] })
    await vi.advanceTimersByTimeAsync(3500)
    expect(readings()).toEqual([
      { kind: 'trainer', at: 1000, watts: 69, rpm: 88 },
      { kind: 'trainer', at: 3000, watts: 605, rpm: 91 },
    ])
  })

  it('reports a closed chooser as cancelled', async () => {
    const run = start({ devices: [polarH10], choose: null })
    expect(await connectSensor('heart-rate', run.options)).toMatchObject({
      ok: false,
      reason: 'cancelled',
    })
  })

  it('reports a device lacking the characteristic as failed, and lets it go', async () => {
    const wrong: ScriptedDevice = {
      id: 'wrong',
      characteristics: [{ service: 0x180d, uuid: 0x2a38, notify: false, value: '01' }],
    }
    const run = start({ devices: [wrong] })
    expect(await connectSensor('heart-rate', run.options)).toMatchObject({
      ok: false,
      reason: 'failed',
    })
  })

  it('reports a device out of range as failed', async () => {
    const run = start({ devices: [{ ...polarH10, failedConnects: 1 }] })
    expect(await connectSensor('heart-rate', run.options)).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'Bluetooth Device is no longer in range.',
    })
  })

  it('is unsupported without Web Bluetooth', async () => {
    const result = await connectSensor('heart-rate', { listener: () => undefined })
    expect(result).toMatchObject({ ok: false, reason: 'unsupported' })
  })
})

describe('reconnection', () => {
  const dropping = (drops: ScriptedDevice['drops']): ScriptedDevice => ({
    ...polarH10,
    characteristics: [
      {
        service: 0x180d,
        uuid: 0x2a37,
        notify: true,
        notifications: Array.from({ length: 30 }, (_, i) => ({
          at: (i + 1) * 1000,
          hex: '10 48 2c 03',
        })),
      },
    ],
    drops,
  })

  it('reports the drop at once, retries after 1, 2 and 4 s, then resubscribes', async () => {
    const { platform, statuses, readings } = await connected('heart-rate', {
      devices: [dropping([{ at: 3500, failedReconnects: 2 }])],
    })
    await vi.advanceTimersByTimeAsync(3500)
    expect(statuses().at(-1)).toEqual({ type: 'status', status: 'disconnected', retryInMs: 1000 })
    expect(platform.connectCalls('polar-h10')).toBe(1)

    await vi.advanceTimersByTimeAsync(1000) // 4.5 s: first attempt fails
    expect(platform.connectCalls('polar-h10')).toBe(2)
    await vi.advanceTimersByTimeAsync(2000) // 6.5 s: second attempt fails
    expect(platform.connectCalls('polar-h10')).toBe(3)
    await vi.advanceTimersByTimeAsync(3999) // the third waits 4 s
    expect(platform.connectCalls('polar-h10')).toBe(3)
    await vi.advanceTimersByTimeAsync(1) // 10.5 s: connected again
    expect(statuses().at(-1)).toEqual({ type: 'status', status: 'connected', reconnected: true })

    await vi.advanceTimersByTimeAsync(2000)
    // Notifications while the link was down are lost; they flow again after resubscribing.
    expect(readings().map((r) => r.at)).toEqual([1000, 2000, 3000, 11000, 12000])
  })

  it('caps the wait at the last step (8 s) and keeps trying', async () => {
    const { platform } = await connected(
      'heart-rate',
      { devices: [dropping([{ at: 500, failedReconnects: 100 }])] },
      { backoffMs: [1000, 2000, 4000, 8000] },
    )
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000 + 4000 + 8000)
    expect(platform.connectCalls('polar-h10')).toBe(5)
    await vi.advanceTimersByTimeAsync(8000)
    expect(platform.connectCalls('polar-h10')).toBe(6)
    await vi.advanceTimersByTimeAsync(8000)
    expect(platform.connectCalls('polar-h10')).toBe(7)
  })

  it('disconnect() stops the attempts and the events', async () => {
    const { platform, connection, events } = await connected('heart-rate', {
      devices: [dropping([{ at: 1500, failedReconnects: 100 }])],
    })
    await vi.advanceTimersByTimeAsync(2600) // dropped, one failed attempt
    expect(platform.connectCalls('polar-h10')).toBe(2)
    connection.disconnect()
    const seen = events.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(platform.connectCalls('polar-h10')).toBe(2)
    expect(events).toHaveLength(seen)
    expect(connection.status).toBe('disconnected')
  })

  it('disconnect() while connected closes the link without reporting a drop', async () => {
    const { connection, statuses, readings } = await connected('heart-rate', {
      devices: [dropping([])],
    })
    await vi.advanceTimersByTimeAsync(1000)
    connection.disconnect()
    await vi.advanceTimersByTimeAsync(5000)
    expect(statuses()).toEqual([{ type: 'status', status: 'connected', reconnected: false }])
    expect(readings()).toHaveLength(1)
  })

  it('a drop cued by hand starts the cadence again from the counters after it', async () => {
    const twoNotifications: ScriptedDevice = {
      ...zwiftHubCsc,
      characteristics: [
        {
          ...zwiftHubCsc.characteristics[0]!,
          notifications: zwiftHubCsc.characteristics[0]!.notifications!.slice(0, 2),
        },
      ],
    }
    const { platform, readings, connection } = await connected('cadence', {
      devices: [twoNotifications],
    })
    await vi.advanceTimersByTimeAsync(900)
    platform.drop('zwift-hub-csc')
    await vi.advanceTimersByTimeAsync(1000)
    // The sensor restarted its counters with the link: they are a first sample, not a jump.
    platform.notify('zwift-hub-csc', 0x2a5b, '02 00 00 00 00')
    await vi.advanceTimersByTimeAsync(1000)
    platform.notify('zwift-hub-csc', 0x2a5b, '02 01 00 00 04')
    expect(readings().map((r) => r.rpm)).toEqual([(60 * 1024) / 1049, 60])
    expect(connection.drops.implausible).toBe(0)
  })
})

describe('remembered devices', () => {
  it('reconnects by id without the chooser', async () => {
    const run = start({ devices: [polarH10], remembered: ['polar-h10'] })
    const requestDevice = vi.spyOn(run.platform.bluetooth, 'requestDevice')
    const result = await reconnectRemembered('heart-rate', 'polar-h10', run.options)
    expect(result).toMatchObject({ ok: true, connection: { device: { id: 'polar-h10' } } })
    expect(requestDevice).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run.readings()).toEqual([{ kind: 'heart-rate', at: 1000, bpm: 72 }])
  })

  it.each([
    ['an id the browser no longer knows', { devices: [polarH10], remembered: [] }],
    ['a browser without getDevices()', { devices: [polarH10], getDevices: false }],
  ])('is not-remembered for %s', async (_, script: BluetoothScript) => {
    const run = start(script)
    expect(await reconnectRemembered('heart-rate', 'polar-h10', run.options)).toMatchObject({
      ok: false,
      reason: 'not-remembered',
    })
  })
})

describe('ERG through the control point', () => {
  const hexWritten = (platform: ReturnType<typeof start>['platform']) =>
    platform.writes.filter((w) => w.characteristic === 0x2ad9).map((w) => w.hex)

  it('requests control, starts, and sets a target, each answered', async () => {
    const { connection, platform } = await connected('trainer', { devices: [suito()] })
    const erg = connection.erg!
    expect(erg.available).toBe(true)
    expect(await answered(erg.requestControl())).toBe('success')
    expect(await answered(erg.start())).toBe('success')
    expect(await answered(erg.setTargetPower(200))).toBe('success')
    expect(await answered(erg.reset())).toBe('success')
    expect(hexWritten(platform)).toEqual(['00', '07', '05 c8 00', '01'])
  })

  it('runs one request at a time: the next is written after the answer', async () => {
    const { connection, platform } = await connected('trainer', {
      devices: [suito({ answerAfterMs: 300 })],
    })
    const erg = connection.erg!
    const both = Promise.all([erg.requestControl(), erg.setTargetPower(150)])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await both).toEqual(['success', 'success'])
    expect(platform.writes.map((w) => [w.hex, w.at])).toEqual([
      ['00', 0],
      ['05 96 00', 300],
    ])
  })

  it.each([
    ['control not permitted', { opCode: 0x05, result: 5 }, 'control-not-permitted'],
    ['op code not supported', { opCode: 0x05, result: 2 }, 'op-code-not-supported'],
    ['invalid parameter', { opCode: 0x05, result: 3 }, 'invalid-parameter'],
    [
      'KICKR CORE’s bare result code',
      { opCode: 0x05, result: 2, bare: true },
      'op-code-not-supported',
    ],
  ] as const)('names the answer: %s', async (_, answer, outcome) => {
    const { connection } = await connected('trainer', { devices: [suito({ answers: [answer] })] })
    expect(await answered(connection.erg!.setTargetPower(250))).toBe(outcome)
  })

  it('times out when the trainer does not answer, then goes on', async () => {
    const { connection } = await connected(
      'trainer',
      { devices: [suito({ answers: [{ opCode: 0x00, result: 'silent' }] })] },
      { controlTimeoutMs: 2000 },
    )
    const erg = connection.erg!
    const control = erg.requestControl()
    const target = erg.setTargetPower(180)
    await vi.advanceTimersByTimeAsync(1999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await control).toBe('timeout')
    await vi.advanceTimersByTimeAsync(100)
    expect(await target).toBe('success')
  })

  it('ends a request waiting when the link drops', async () => {
    const { connection, platform } = await connected('trainer', {
      devices: [suito({ answers: [{ opCode: 0x00, result: 'silent' }] })],
    })
    const pending = connection.erg!.requestControl()
    await vi.advanceTimersByTimeAsync(100)
    platform.drop('suito')
    expect(await pending).toBe('unavailable')
    expect(await connection.erg!.setTargetPower(100)).toBe('unavailable')
  })

  it('answers unavailable for a trainer without a control point', async () => {
    const reportOnly = suito()
    const { connection } = await connected('trainer', {
      devices: [{ ...reportOnly, characteristics: reportOnly.characteristics.slice(0, 1) }],
    })
    expect(connection.erg!.available).toBe(false)
    expect(await connection.erg!.requestControl()).toBe('unavailable')
  })

  /** A trainer whose Supported Power Range (0x2AD8) reads as `hex`. */
  const withRange = (hex: string) => {
    const trainer = suito()
    return suito({
      characteristics: [...trainer.characteristics, { service: 0x1826, uuid: 0x2ad8, value: hex }],
    })
  }

  it.each([
    // No Supported Power Range: the most the app ever sends, 2,500 W.
    ['no range: 3,000 W', suito(), 3000, { minWatts: 0, maxWatts: 2500 }, '05 c4 09'],
    ['no range: 2,500.4 W', suito(), 2500.4, { minWatts: 0, maxWatts: 2500 }, '05 c4 09'],
    ['no range: −20 W', suito(), -20, { minWatts: 0, maxWatts: 2500 }, '05 00 00'],
    [
      '0–1,500 W: 1,600 W',
      withRange('00 00 dc 05 01 00'),
      1600,
      { minWatts: 0, maxWatts: 1500 },
      '05 dc 05',
    ],
    [
      '0–1,500 W: 1,500 W',
      withRange('00 00 dc 05 01 00'),
      1500,
      { minWatts: 0, maxWatts: 1500 },
      '05 dc 05',
    ],
    [
      '25–1,500 W: 10 W',
      withRange('19 00 dc 05 05 00'),
      10,
      { minWatts: 25, maxWatts: 1500 },
      '05 19 00',
    ],
    [
      '0–4,000 W: 3,000 W',
      withRange('00 00 a0 0f 01 00'),
      3000,
      { minWatts: 0, maxWatts: 2500 },
      '05 c4 09',
    ],
    [
      'an unreadable range: 3,000 W',
      withRange('00 00'),
      3000,
      { minWatts: 0, maxWatts: 2500 },
      '05 c4 09',
    ],
  ])(
    'holds a target within what the trainer supports (%s)',
    async (_, trainer, watts, range, written) => {
      const { connection, platform } = await connected('trainer', { devices: [trainer] })
      const erg = connection.erg!
      expect(erg.powerRange).toEqual(range)
      expect(await answered(erg.setTargetPower(watts))).toBe('success')
      expect(hexWritten(platform)).toEqual([written])
    },
  )

  it('refuses a target that is no number before writing anything', async () => {
    const { connection, platform } = await connected('trainer', { devices: [suito()] })
    await expect(connection.erg!.setTargetPower(Number.NaN)).rejects.toThrow(RangeError)
    expect(hexWritten(platform)).toEqual([])
  })

  it('counts a control point indication that is not an answer as a drop', async () => {
    const { connection, platform } = await connected('trainer', { devices: [suito()] })
    platform.notify('suito', 0x2ad9, '80 00')
    expect(connection.drops.short).toBe(1)
  })

  it('after a reconnection the trainer needs control again: the caller asks', async () => {
    const { connection, platform, statuses } = await connected('trainer', { devices: [suito()] })
    const erg = connection.erg!
    expect(await answered(erg.requestControl())).toBe('success')
    platform.drop('suito')
    await vi.advanceTimersByTimeAsync(1000)
    expect(statuses().at(-1)).toEqual({ type: 'status', status: 'connected', reconnected: true })
    expect(await answered(erg.requestControl())).toBe('success')
    expect(await answered(erg.setTargetPower(220))).toBe('success')
    expect(hexWritten(platform)).toEqual(['00', '00', '05 dc 00'])
  })
})
