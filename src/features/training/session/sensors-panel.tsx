import { useState } from 'react'
import { Button } from '../../../ui/button'
import type { SensorKind } from '../../sensors'
import type { Sensors } from './use-sensors'

const BUTTONS: readonly { kind: SensorKind; label: string; name: string }[] = [
  { kind: 'heart-rate', label: 'Conectar cinta cardíaca', name: 'Cinta cardíaca' },
  { kind: 'power', label: 'Conectar potenciômetro', name: 'Potenciômetro' },
  { kind: 'trainer', label: 'Conectar rolo', name: 'Rolo' },
  { kind: 'cadence', label: 'Conectar sensor de cadência', name: 'Sensor de cadência' },
]

/** What a guided session is called on its screen: both are masculine, so the texts agree. */
export type SessionNoun = 'teste' | 'treino'

/** How the session runs without sensors. */
const WITHOUT_SENSORS: Record<SessionNoun, string> = {
  teste:
    'O teste roda como cronômetro guiado: no fim, digite o que o ciclocomputador ou o relógio mostra.',
  treino: 'O treino roda como cronômetro guiado, passo a passo, com os avisos de cada troca.',
}

/** One button per kind of sensor, each showing the device, its battery and whether it is live. */
export function SensorsPanel({
  sensors,
  noun = 'teste',
}: {
  sensors: Sensors
  noun?: SessionNoun
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<SensorKind | null>(null)

  if (sensors.availability === 'checking') return null
  if (sensors.availability !== 'available') {
    return (
      <p role="note" className="rounded-xl border border-zinc-700 bg-zinc-900/70 p-4 text-zinc-200">
        {sensors.availability === 'off'
          ? 'O Bluetooth deste aparelho está desligado: ligue-o para conectar sensores.'
          : 'Este navegador não conecta sensores Bluetooth (iPhone, Firefox e Safari não têm essa função).'}{' '}
        {WITHOUT_SENSORS[noun]}
      </p>
    )
  }

  const connect = (kind: SensorKind, again = false) => {
    setBusy(kind)
    setError(null)
    void sensors
      .connect(kind, again)
      .then(setError)
      .finally(() => setBusy(null))
  }

  return (
    <div>
      <h2 className="text-lg font-bold text-zinc-50">Sensores</h2>
      <p className="mt-1 text-sm text-zinc-300">
        Opcional: sem sensores, o {noun} roda como cronômetro guiado.
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {BUTTONS.map(({ kind, label, name }) => {
          const state = sensors.states[kind]
          const known = sensors.remembered[kind]
          return (
            <li key={kind} className="rounded-xl border border-zinc-800 bg-zinc-950/60 p-3">
              {state ? (
                <div className="flex items-center justify-between gap-3">
                  <p className="min-w-0 text-sm">
                    <span className="block font-semibold text-zinc-50">{name}</span>
                    <span className="block truncate text-zinc-300">
                      {state.name}
                      {state.battery !== undefined && ` · bateria ${state.battery} %`}
                    </span>
                    <span
                      className={
                        state.status === 'connected' ? 'text-emerald-300' : 'text-amber-300'
                      }
                    >
                      {state.status === 'connected' ? 'Conectado' : 'Sensor desconectado'}
                    </span>
                  </p>
                  <Button variant="ghost" onClick={() => sensors.disconnect(kind)}>
                    Desconectar
                  </Button>
                </div>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    className="w-full"
                    disabled={busy !== null}
                    onClick={() => connect(kind)}
                  >
                    {busy === kind ? 'Conectando...' : label}
                  </Button>
                  {known && sensors.canReconnect && (
                    <Button
                      variant="ghost"
                      className="w-full"
                      disabled={busy !== null}
                      onClick={() => connect(kind, true)}
                    >
                      Reconectar {known.name ?? name}
                    </Button>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
