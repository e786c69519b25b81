import { useCallback, useEffect, useRef, useState } from 'react'
import type { SensorEvent, SensorKind, SensorReading } from '../../sensors'
import { throttleFigures } from './throttled-figures'
import { preferredFigures, useSensors, type Sensors } from './use-sensors'

export interface LiveFigures {
  watts?: number
  bpm?: number
  rpm?: number
}

const SENSOR_NAMES: Record<SensorKind, string> = {
  'heart-rate': 'Cinta cardíaca',
  power: 'Potenciômetro',
  cadence: 'Sensor de cadência',
  trainer: 'Rolo',
}

export interface SessionSensors {
  sensors: Sensors
  /** The latest figures, redrawn a few times a second whatever the sensors send. */
  live: LiveFigures
  /** A sensor that dropped, while it is being reconnected. */
  notice: string | null
  /** Forgets the figures and the notice (a new session). */
  clear: () => void
}

/**
 * The session's sensors: every reading's preferred figures go to `onFigures` as they come (the
 * recording), and to the screen at most a few times a second. A sensor that drops is said until
 * it is back; a trainer that is back has forgotten its ERG controller (`onTrainerBack`). Both
 * callbacks are read when an event comes, so they need not be stable.
 */
export function useSessionSensors({
  onFigures,
  onTrainerBack,
}: {
  onFigures: (figures: Omit<SensorReading, 'kind'>) => void
  onTrainerBack: () => void
}): SessionSensors {
  const [live, setLive] = useState<LiveFigures>({})
  const [notice, setNotice] = useState<string | null>(null)
  // Drawn at most a few times a second, whatever the sensors send; the recorder sees every reading.
  const liveFigures = useRef(
    throttleFigures<LiveFigures>((values) => setLive((current) => ({ ...current, ...values }))),
  )
  const handlers = useRef({ onFigures, onTrainerBack })
  useEffect(() => {
    handlers.current = { onFigures, onTrainerBack }
  })
  const sensorsRef = useRef<Sensors | null>(null)

  const onSensorEvent = useCallback((kind: SensorKind, event: SensorEvent) => {
    if (event.type === 'status') {
      if (event.status === 'disconnected')
        setNotice(`Sensor desconectado: ${SENSOR_NAMES[kind]}. Tentando reconectar...`)
      else {
        setNotice(null)
        if (kind === 'trainer' && event.reconnected) handlers.current.onTrainerBack()
      }
      return
    }
    if (event.type !== 'reading') return
    const connected = sensorsRef.current?.connected() ?? new Set<SensorKind>([kind])
    const figures = preferredFigures(event.reading, connected)
    const values: LiveFigures = {}
    if (figures.watts !== undefined) values.watts = figures.watts
    if (figures.bpm !== undefined) values.bpm = figures.bpm
    if (figures.rpm !== undefined) values.rpm = figures.rpm
    if (Object.keys(values).length === 0) return
    liveFigures.current.add(values)
    handlers.current.onFigures(figures)
  }, [])

  const sensors = useSensors(onSensorEvent)
  useEffect(() => {
    sensorsRef.current = sensors
  })

  const clear = useCallback(() => {
    liveFigures.current.cancel()
    setLive({})
    setNotice(null)
  }, [])

  return { sensors, live, notice, clear }
}
