import { useMemo } from 'react'
import { Button } from '../../../ui/button'
import { Figure } from '../../../ui/form/layout'
import { ANONYMOUS_OWNER, useCurrentOwner } from '../../results'
import { clockText, type EndedSession, FitDownloadButton, useRideSummary } from '../session'
import { timeOnTarget, type WorkoutRidePlan } from './session'
import { fileStem, targetFigures } from './session-text'

const percentOf = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)} %` : ''

/**
 * The end of a workout: its duration, power and heart rate as the ride summary has them, the
 * time on target in all and step by step, then 'Baixar .fit'. A signed-in rider's session is
 * kept as a ride summary, once.
 */
export function WorkoutResultView({
  name,
  plan,
  ended,
  onRestart,
}: {
  name: string
  plan: WorkoutRidePlan
  ended: EndedSession
  onRestart: () => void
}) {
  const owner = useCurrentOwner()
  const { points, summary } = useRideSummary(
    ended,
    true,
    owner === ANONYMOUS_OWNER ? null : owner,
    name,
  )
  const onTarget = useMemo(() => timeOnTarget(plan, ended.series), [plan, ended])
  return (
    <section aria-labelledby="resultado-treino" className="space-y-4">
      <h2 id="resultado-treino" tabIndex={-1} className="text-xl font-bold text-zinc-50">
        Treino concluído
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure
          label="Duração"
          value={clockText(ended.endSecond)}
          note={`de ${clockText(plan.totalSeconds)} planejados`}
        />
        {onTarget.seconds > 0 && (
          <Figure
            label="Tempo no alvo"
            value={clockText(onTarget.onTarget)}
            note={`de ${clockText(onTarget.seconds)} com alvo em watts ou bpm (${percentOf(onTarget.onTarget, onTarget.seconds)})`}
          />
        )}
        {summary?.avg_power != null && (
          <Figure label="Potência média" value={String(summary.avg_power)} unit="W" />
        )}
        {summary?.normalized_power != null && (
          <Figure label="Potência normalizada" value={String(summary.normalized_power)} unit="W" />
        )}
        {summary?.avg_hr != null && (
          <Figure label="FC média" value={String(summary.avg_hr)} unit="bpm" />
        )}
      </div>
      {onTarget.seconds > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm text-zinc-200">
            <caption className="pb-2 text-left font-semibold text-zinc-100">
              Tempo no alvo por passo
            </caption>
            <thead className="text-zinc-400">
              <tr>
                {['Passo', 'Alvo', 'No alvo'].map((heading) => (
                  <th key={heading} scope="col" className="py-1 pr-3 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.steps.map((step) => {
                const tally = onTarget.steps[step.index]!
                return (
                  <tr key={step.index} className="border-t border-zinc-800">
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      {step.name}
                    </th>
                    <td className="py-1.5 pr-3">{targetFigures(step)}</td>
                    <td className="py-1.5 tabular-nums">
                      {tally.counted
                        ? `${clockText(tally.onTarget)} de ${clockText(tally.seconds)}`
                        : '—'}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <FitDownloadButton ended={ended} points={points} name={name} slug={fileStem(name)} />
        <Button variant="ghost" onClick={onRestart}>
          Fazer o treino de novo
        </Button>
      </div>
    </section>
  )
}
