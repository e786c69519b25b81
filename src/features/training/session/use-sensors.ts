import { useCallback, useEffect, useRef, useState } from 'react'
import { readJson, writeJson } from '../../../lib/storage'
import {
  bluetoothAvailability,
  canReconnectRemembered,
  connectSensor,
  reconnectRemembered,
  type BluetoothAvailability,
  type ConnectResult,
  type DropCounts,
  type ErgControl,
  type RememberedSensor,
  type SensorConnection,
  type SensorEvent,
  type SensorKind,
  type SensorReading,
} from '../../sensors'
import { throttleFigures } from './throttled-figures'

export const SENSOR_KINDS: readonly SensorKind[] = ['heart-rate', 'power', 'cadence', 'trainer']

export interface SensorState {
  name: string
  status: 'connecting' | 'connected' | 'disconnected'
  battery: number | undefined
  dropped: number
}

const REMEMBERED_KEY = 'bp:sensores'

type Remembered = Partial<Record<SensorKind, RememberedSensor>>

export const rememberedSensors = (): Remembered => readJson<Remembered>(REMEMBERED_KEY) ?? {}

/**
 * Which source a figure is taken from when several give it: a power meter over the trainer's own
 * estimate, a strap over a heart rate the trainer relays, a cadence sensor over the others.
 */
const PRIORITY: Readonly<Record<'watts' | 'bpm' | 'rpm', readonly SensorKind[]>> = {
  watts: ['power', 'trainer'],
  bpm: ['heart-rate', 'trainer'],
  rpm: ['cadence', 'power', 'trainer'],
}

/** The reading with only the figures this source is the best connected one for. */
export function preferredFigures(
  reading: SensorReading,
  connected: ReadonlySet<SensorKind>,
): Omit<SensorReading, 'kind'> {
  const taken: Partial<Record<keyof typeof PRIORITY, number>> = {}
  for (const figure of ['watts', 'bpm', 'rpm'] as const) {
    const value = reading[figure]
    if (value === undefined) continue
    const best = PRIORITY[figure].find((kind) => connected.has(kind))
    if (best === reading.kind) taken[figure] = value
  }
  return { at: reading.at, ...taken }
}

export interface Sensors {
  availability: BluetoothAvailability | 'checking'
  states: Partial<Record<SensorKind, SensorState>>
  remembered: Remembered
  canReconnect: boolean
  connect: (kind: SensorKind, remembered?: boolean) => Promise<string | null>
  disconnect: (kind: SensorKind) => void
  erg: () => ErgControl | undefined
  /** Sensors connected now, for the priority of figures. */
  connected: () => ReadonlySet<SensorKind>
}

const totalDrops = (drops: DropCounts): number => Object.values(drops).reduce((a, b) => a + b, 0)

const FAILED: Record<Exclude<ConnectResult, { ok: true }>['reason'], string | null> = {
  cancelled: null,
  unsupported: 'Este navegador não conecta sensores Bluetooth.',
  'not-remembered': 'O aparelho não encontrou este sensor de novo: conecte-o pelo botão.',
  failed: 'Não foi possível conectar o sensor. Confira se ele está ligado e perto do celular.',
}

/**
 * The test page's sensors: one connection per kind, their state for the screen, and every event
 * handed to `onEvent` (the test's recording). Connections close when the page goes.
 */
export function useSensors(onEvent: (kind: SensorKind, event: SensorEvent) => void): Sensors {
  const [availability, setAvailability] = useState<Sensors['availability']>('checking')
  const [states, setStates] = useState<Partial<Record<SensorKind, SensorState>>>({})
  // Not drawn before the availability check has answered, so the server's empty copy agrees.
  const [remembered, setRemembered] = useState<Remembered>(() =>
    typeof window === 'undefined' ? {} : rememberedSensors(),
  )
  const connections = useRef(new Map<SensorKind, SensorConnection>())
  const listener = useRef(onEvent)
  useEffect(() => {
    listener.current = onEvent
  })

  useEffect(() => {
    let live = true
    void bluetoothAvailability().then((answer) => live && setAvailability(answer))
    const open = connections.current
    return () => {
      live = false
      for (const connection of open.values()) connection.disconnect()
      open.clear()
    }
  }, [])

  const update = useCallback((kind: SensorKind, change: Partial<SensorState>) => {
    setStates((current) => {
      const before = current[kind] ?? { name: '', status: 'connecting', battery: undefined }
      return { ...current, [kind]: { dropped: 0, ...before, ...change } }
    })
  }, [])

  const connect = useCallback(
    async (kind: SensorKind, again = false): Promise<string | null> => {
      connections.current.get(kind)?.disconnect()
      connections.current.delete(kind)
      const opened: { connection?: SensorConnection } = {}
      // A sensor sending bad bytes may do so hundreds of times a second: its count is redrawn a
      // few times a second, and not after the connection has gone.
      const dropCount = throttleFigures<Pick<SensorState, 'dropped'>>((change) => {
        const { connection } = opened
        if (!connection || connections.current.get(kind) === connection) update(kind, change)
      })
      const options = {
        listener: (event: SensorEvent) => {
          if (event.type === 'status') update(kind, { status: event.status })
          else if (event.type === 'battery') update(kind, { battery: event.percent })
          else if (event.type === 'drop') dropCount.add({ dropped: totalDrops(event.drops) })
          listener.current(kind, event)
        },
      }
      const known = rememberedSensors()[kind]
      const result =
        again && known
          ? await reconnectRemembered(kind, known.id, options)
          : await connectSensor(kind, options)
      if (!result.ok) return FAILED[result.reason]
      const { connection } = result
      opened.connection = connection
      connections.current.set(kind, connection)
      update(kind, {
        name: connection.device.name ?? 'Sensor sem nome',
        status: connection.status,
        battery: connection.batteryPercent,
        dropped: totalDrops(connection.drops),
      })
      const next = { ...rememberedSensors(), [kind]: connection.device }
      writeJson(REMEMBERED_KEY, next)
      setRemembered(next)
      return null
    },
    [update],
  )

  const disconnect = useCallback((kind: SensorKind) => {
    connections.current.get(kind)?.disconnect()
    connections.current.delete(kind)
    setStates((current) => {
      const rest = { ...current }
      delete rest[kind]
      return rest
    })
  }, [])

  return {
    availability,
    states,
    remembered,
    canReconnect: availability === 'available' && canReconnectRemembered(),
    connect,
    disconnect,
    erg: () => connections.current.get('trainer')?.erg,
    connected: () =>
      new Set(
        [...connections.current.values()]
          .filter((connection) => connection.status === 'connected')
          .map((connection) => connection.kind),
      ),
  }
}
