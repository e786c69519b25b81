import type { TyrePressureResult, WheelSize } from '../math/tyre-pressure'
import { Figure } from '../../../ui/form/layout'
import { Notice } from '../../../ui/form/notice'
import { ResultActions } from '../../../ui/form/result-actions'
import { barText, loadText, psiText, tyreSummary } from './present'

export interface TyrePressureResultViewProps {
  result: TyrePressureResult
  wheelSize: WheelSize
}

/** Front and rear in psi and bar, the hookless cap, range warnings and the riding advice. */
export function TyrePressureResultView({ result, wheelSize }: TyrePressureResultViewProps) {
  return (
    <div className="mt-4 space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure
          label="Pneu dianteiro"
          value={psiText(result.front)}
          note={`${barText(result.front)} · ${loadText(result.front)}`}
        />
        <Figure
          label="Pneu traseiro"
          value={psiText(result.rear)}
          note={`${barText(result.rear)} · ${loadText(result.rear)}`}
        />
      </div>
      {result.hooklessMessage && <Notice>{result.hooklessMessage}</Notice>}
      {result.warnings.map((warning) => (
        <Notice key={warning}>{warning}</Notice>
      ))}
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-zinc-300">
        {result.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <ResultActions title="Pressão dos pneus" text={() => tyreSummary(result, wheelSize)} />
    </div>
  )
}
