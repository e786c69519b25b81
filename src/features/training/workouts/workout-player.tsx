import { clockText, elapsedMs, SessionPlayer } from '../session'
import {
  ergTargetAt,
  paceHint,
  timeOnTarget,
  workoutPositionAt,
  type WorkoutRidePlan,
} from './session'
import { hintText, targetText } from './session-text'
import { targetZone } from './targets'
import type { WorkoutSession } from './use-workout-session'

const HINT_CLASSES = {
  'ease-off': 'bg-red-500/15 text-red-200',
  push: 'bg-amber-500/15 text-amber-200',
  'on-target': 'bg-emerald-500/15 text-emerald-200',
} as const

/** The running workout, for a phone on the handlebar: the step, its target, the clocks. */
export function WorkoutPlayer({ session }: { session: WorkoutSession }) {
  const { clock, now, plan, live } = session
  if (!clock) return null
  const elapsed = Math.floor(elapsedMs(clock, now) / 1000)
  const position = workoutPositionAt(plan, elapsed)
  const { step, next } = position
  const stepElapsed = position.stepElapsed
  // The trainer holds a power step's target: nothing to advise. Otherwise, heart rate on a
  // heart-rate step, 3-s power on a power step.
  const held =
    session.sensors.connected().has('trainer') &&
    session.ergNotice === null &&
    ergTargetAt(plan, elapsed) !== null
  const figure = step.basis === 'fthr' ? live.bpm : session.threeSecond
  const hint = held ? null : paceHint(step, stepElapsed, figure)
  const onTarget = timeOnTarget(plan, session.series)
  const tally = onTarget.steps[step.index]
  const cadence = step.step.cadence
  return (
    <SessionPlayer
      session={session}
      noun="treino"
      endButton={{ label: 'Encerrar', variant: 'danger' }}
    >
      <div className="rounded-2xl border border-brand-500/40 bg-brand-500/10 p-4">
        <p className="text-sm text-zinc-300">
          Passo {step.index + 1} de {plan.steps.length}
        </p>
        <p className="text-2xl font-extrabold text-zinc-50" aria-live="polite">
          {step.name}
        </p>
        <p className="mt-1 text-5xl font-extrabold text-zinc-50 tabular-nums" role="timer">
          {clockText(position.stepRemaining)}
        </p>
        <p className="mt-1 text-lg font-semibold text-brand-200">{targetText(step, stepElapsed)}</p>
        {cadence && (
          <p className="text-sm text-zinc-300">
            Cadência {cadence.low === cadence.high ? cadence.low : `${cadence.low}–${cadence.high}`}{' '}
            rpm
          </p>
        )}
        {hint && (
          <p
            role="status"
            className={`mt-2 rounded-xl p-2 text-lg font-bold ${HINT_CLASSES[hint]}`}
          >
            {hintText(step, hint)}
          </p>
        )}
        {tally?.counted && (
          <p className="mt-2 text-sm text-zinc-200">
            No alvo: {clockText(tally.onTarget)} de {clockText(tally.seconds)}
          </p>
        )}
        <p className="mt-2 text-sm text-zinc-300">
          {next ? `Depois: ${next.name} · ${targetText(next, 0)}` : 'Último passo'}
        </p>
        <p className="text-sm text-zinc-300">
          Treino: {clockText(elapsed)} · faltam {clockText(position.remaining)}
          {onTarget.seconds > 0 &&
            ` · no alvo ${clockText(onTarget.onTarget)} de ${clockText(onTarget.seconds)}`}
        </p>
        <SessionBar plan={plan} elapsed={elapsed} />
      </div>
    </SessionPlayer>
  )
}

/** The whole session as a thin bar of its steps in their zones' colours, with where the rider is. */
function SessionBar({ plan, elapsed }: { plan: WorkoutRidePlan; elapsed: number }) {
  const total = Math.max(1, plan.totalSeconds)
  const at = Math.min(100, (elapsed / total) * 100)
  return (
    <div
      role="progressbar"
      aria-label="Progresso do treino"
      aria-valuemin={0}
      aria-valuemax={plan.totalSeconds}
      aria-valuenow={Math.min(elapsed, plan.totalSeconds)}
      aria-valuetext={`${clockText(elapsed)} de ${clockText(plan.totalSeconds)}`}
      className="relative mt-3 flex h-2 overflow-hidden rounded-full bg-zinc-800"
    >
      {plan.steps.map((step) => (
        <span
          key={step.index}
          className={`h-full border-r border-zinc-950/60 ${targetZone(step.step.target).tone.dot}`}
          style={{ width: `${(step.seconds / total) * 100}%` }}
        />
      ))}
      <span className="absolute inset-y-0 w-0.5 bg-zinc-50" style={{ left: `${at}%` }} />
    </div>
  )
}
