import { formatDuration } from '../frame'
import type { Workout, WorkoutStep } from './model'
import { describeTarget, type RiderNumbers } from './targets'

/** The steps in words, repeats as their block: what the chart draws, for every rider. */
export function WorkoutSteps({ workout, numbers }: { workout: Workout; numbers: RiderNumbers }) {
  return (
    <ol className="space-y-2" aria-label="Passos do treino">
      {workout.items.map((item, index) =>
        item.type === 'step' ? (
          <li key={index}>
            <StepRow step={item} numbers={numbers} />
          </li>
        ) : (
          <li key={index} className="rounded-xl border border-zinc-700 bg-zinc-900/40 p-2 sm:p-3">
            <p className="px-1 pb-2 text-sm font-semibold text-zinc-100">Repita {item.times}×</p>
            <ol className="space-y-2">
              {item.steps.map((step, inner) => (
                <li key={inner}>
                  <StepRow step={step} numbers={numbers} />
                </li>
              ))}
            </ol>
          </li>
        ),
      )}
    </ol>
  )
}

const INTENSITY: Record<WorkoutStep['intensity'], string> = {
  warmup: 'Aquecimento',
  active: 'Esforço',
  rest: 'Recuperação',
  cooldown: 'Desaquecimento',
}

function StepRow({ step, numbers }: { step: WorkoutStep; numbers: RiderNumbers }) {
  const target = describeTarget(step.target, numbers)
  const { zone } = target
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-800 bg-zinc-950/60 px-3 py-2.5">
      <span aria-hidden="true" className={`mt-1.5 size-3 shrink-0 rounded-full ${zone.tone.dot}`} />
      <span className="w-16 shrink-0 font-semibold text-zinc-50 tabular-nums">
        {formatDuration(step.seconds)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-zinc-50">
          {target.absolute ?? target.percent}
        </span>
        {target.absolute && <span className="block text-sm text-zinc-300">{target.percent}</span>}
        <span className="block text-sm text-zinc-400">
          {step.label ?? INTENSITY[step.intensity]} · {zone.label} {zone.name}
          {step.cadence &&
            ` · ${step.cadence.low === step.cadence.high ? step.cadence.low : `${step.cadence.low}–${step.cadence.high}`} rpm`}
        </span>
      </span>
    </div>
  )
}
