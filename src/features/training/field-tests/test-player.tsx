import { clockText, elapsedMs, pausesUntil, SessionPlayer } from '../session'
import { blockInterruption } from './results'
import { positionAt } from './timeline'
import type { FieldTest } from './use-field-test'

/** The running test, for a phone on the handlebar: the step, the clocks, the target, the figures. */
export function TestPlayer({ test }: { test: FieldTest }) {
  const { clock, now, plan } = test
  if (!clock) return null
  const elapsed = Math.floor(elapsedMs(clock, now) / 1000)
  const position = positionAt(plan, elapsed)
  const isRamp = plan.ramp !== null
  const trainer = test.sensors.connected().has('trainer')
  // A target is shown where it means something: the ramp's steps, and what a trainer holds.
  const target = isRamp || trainer ? position.targetWatts : null
  const inSteps = position.step.effort.kind === 'ramp-step'
  // A pause inside the measured block is said while the rider can still choose to start again.
  const interrupted = !isRamp && blockInterruption(plan, pausesUntil(clock, now)) !== null
  return (
    <SessionPlayer
      session={test}
      noun="teste"
      endButton={
        isRamp ? { label: 'Parar', variant: 'primary' } : { label: 'Encerrar', variant: 'danger' }
      }
    >
      <div className="rounded-2xl border border-brand-500/40 bg-brand-500/10 p-4">
        <p className="text-sm text-zinc-300">Etapa {position.step.index + 1}</p>
        <p className="text-2xl font-extrabold text-zinc-50" aria-live="polite">
          {position.step.name}
        </p>
        <p className="mt-1 text-5xl font-extrabold text-zinc-50 tabular-nums" role="timer">
          {clockText(position.stepRemaining)}
        </p>
        {target !== null && (
          <p className="mt-1 text-lg font-semibold text-brand-200">Alvo: {target} W</p>
        )}
        <p className="mt-2 text-sm text-zinc-300">
          {position.next
            ? `Depois: ${position.next.name}${
                (isRamp || trainer) && position.next.targetWatts !== null
                  ? ` (${position.next.targetWatts} W)`
                  : ''
              }`
            : 'Última etapa'}
        </p>
        <p className="text-sm text-zinc-300">
          Teste: {clockText(elapsed)}
          {position.remaining !== null && ` · faltam ${clockText(position.remaining)}`}
        </p>
        {inSteps && (
          <p className="mt-2 text-sm text-zinc-300">
            Nos degraus, pausar encerra o teste: a rampa vai até o seu limite.
          </p>
        )}
        {interrupted && (
          <p role="status" className="mt-2 text-sm font-semibold text-amber-200">
            O bloco medido foi pausado: o resultado vai sair “com pausa”.
          </p>
        )}
      </div>
    </SessionPlayer>
  )
}
