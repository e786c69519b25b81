import { formatNumber } from '../../../lib/format'
import { CALORIE_GOALS, type HarrisBenedictResult } from '../math/harris-benedict'
import { Figure } from '../../../ui/form/layout'
import { ResultActions } from '../../../ui/form/result-actions'
import { activityLabel, harrisBenedictSummary, kcalText } from './record'

/** 1,2 · 1,375 · 1,55: the factor with exactly its own decimals. */
function factorText(factor: number): string {
  return formatNumber(factor, String(factor).split('.')[1]?.length ?? 0)
}

export interface HarrisBenedictResultViewProps {
  result: HarrisBenedictResult
  activityLevel: string
}

/** Basal rate, daily calories for the activity level, and the five calorie goals (spec 02 §2.7). */
export function HarrisBenedictResultView({ result, activityLevel }: HarrisBenedictResultViewProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure
          label="Taxa metabólica basal (TMB)"
          value={formatNumber(result.tmb)}
          unit="kcal/dia"
          note="Gasto em repouso absoluto"
        />
        <Figure
          label="Calorias diárias"
          value={formatNumber(result.dailyCalories)}
          unit="kcal/dia"
          note={`${activityLabel(activityLevel)}: TMB × ${factorText(result.activityFactor)}`}
        />
      </div>
      <div>
        <h3 className="font-semibold text-zinc-50">Metas de calorias</h3>
        <ul className="mt-3 divide-y divide-zinc-800 rounded-xl border border-zinc-800 bg-zinc-950/60">
          {CALORIE_GOALS.map((goal) => (
            <li
              key={goal.id}
              className={`flex items-center justify-between gap-3 px-4 py-3 text-sm ${goal.id === 'maintain' ? 'font-semibold text-zinc-50' : 'text-zinc-200'}`}
            >
              <span>{goal.label}</span>
              <span className="tabular-nums">{kcalText(result.goals[goal.id])}</span>
            </li>
          ))}
        </ul>
      </div>
      <ResultActions
        title="Harris-Benedict: calorias diárias"
        text={() => harrisBenedictSummary(result, activityLevel)}
      />
    </div>
  )
}
