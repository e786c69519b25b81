import { ridingStyle, type SagResult } from '../math/suspension'
import { Figure } from '../../../ui/form/layout'
import { ResultActions } from '../../../ui/form/result-actions'
import { sagNote, sagSummary, sagText } from './present'

/** Sag in mm for the fork and the shock, with the target and the preset's range. */
export function SuspensionResultView({ result }: { result: SagResult }) {
  const label = ridingStyle(result.style).label
  return (
    <div className="mt-4 space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {result.fork && (
          <Figure
            label="Sag do garfo"
            value={sagText(result.fork)}
            note={sagNote(result.fork, label)}
          />
        )}
        {result.shock && (
          <Figure
            label="Sag do amortecedor"
            value={sagText(result.shock)}
            note={sagNote(result.shock, label)}
          />
        )}
      </div>
      <p className="text-sm text-zinc-300">
        O sag do amortecedor é medido na haste (curso do amortecedor), não no curso da roda.
      </p>
      <ResultActions title="Sag da suspensão" text={() => sagSummary(result)} />
    </div>
  )
}
