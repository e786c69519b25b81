import { memo } from 'react'
import { LazyPart, preloadedPart } from '../../../ui/lazy-part'
import type { Workout } from './model'
import { totalSeconds } from './plan'
import type { RiderNumbers } from './targets'
import { WorkoutChart } from './workout-chart'
import { WorkoutExports } from './workout-exports'
import type { WorkoutPanelProps } from './workout-panel'
import { formatSessionLength } from './workout-format'
import { WorkoutSteps } from './workout-steps'

// Riding the session (sensors, recording, the player) is a chunk of its own, loaded once the page
// has painted, and hydrates over its prerendered copy as the field tests' panel does.
const Panel = preloadedPart(() => import('./workout-panel').then((m) => m.WorkoutPanel), null)

/**
 * Memoised: the page's own update at hydration must not reach the panel's boundary while it is
 * still hydrating, or React drops its prerendered copy and draws it again.
 */
const PanelSlot = memo(function PanelSlot({ workout, id, onBusyChange }: WorkoutPanelProps) {
  return (
    <section
      aria-label="Pedalar este treino"
      className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:p-6"
    >
      <LazyPart
        loading={null}
        unavailable={
          <p role="alert" className="text-zinc-200">
            O treino não carregou. Confira a conexão e recarregue a página.
          </p>
        }
      >
        <Panel workout={workout} id={id} onBusyChange={onBusyChange} />
      </LazyPart>
    </section>
  )
})

/** A session's profile, riding it, its steps and its downloads: the library's pages and the editor's. */
export function WorkoutBody({
  workout,
  id,
  numbers,
  description,
  chart = true,
  onBusyChange,
}: {
  workout: Workout
  id: string
  numbers: RiderNumbers
  description?: string
  /** The editor draws its own, live, beside the text. */
  chart?: boolean
  /** The editor locks its text while a session of it is open. */
  onBusyChange?: (busy: boolean) => void
}) {
  const total = totalSeconds(workout)
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        {chart && (
          <WorkoutChart
            workout={workout}
            label={`Perfil do treino: ${formatSessionLength(total)}, cada passo uma barra da altura do alvo, colorida pela zona.`}
          />
        )}
        <PanelSlot workout={workout} id={id} onBusyChange={onBusyChange} />
      </div>
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="passos">
          <h2 id="passos" className="text-xl font-bold text-zinc-50">
            Passos · {formatSessionLength(total)}
          </h2>
          <div className="mt-3">
            <WorkoutSteps workout={workout} numbers={numbers} />
          </div>
        </section>
        <WorkoutExports workout={workout} numbers={numbers} description={description ?? ''} />
      </div>
    </div>
  )
}
