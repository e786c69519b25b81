import { formatNumber } from '../../../lib/format'
import { IMC_TABLE, type ImcResult } from '../math/imc'
import { Figure } from '../../../ui/form/layout'
import { ResultActions } from '../../../ui/form/result-actions'
import { imcSummary } from './record'

/** The value, its class and advice, and the reference table with the rider's row marked. */
export function ImcResultView({ result }: { result: ImcResult }) {
  return (
    <div className="mt-4 space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure label="Seu IMC" value={formatNumber(result.imc, 1)} unit="kg/m²" />
        <Figure label="Classificação" value={result.classification} text />
      </div>
      <p className="rounded-xl border border-zinc-800 bg-zinc-950/60 p-4 text-sm text-zinc-200">
        <strong className="block font-semibold text-zinc-50">Recomendação</strong>
        {result.recommendation}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-zinc-50">
          Tabela de referência
        </caption>
        <thead>
          <tr className="border-b border-zinc-800 text-zinc-400">
            <th scope="col" className="py-2 pr-3 pl-2 font-medium">
              IMC
            </th>
            <th scope="col" className="py-2 font-medium">
              Classificação
            </th>
          </tr>
        </thead>
        <tbody>
          {IMC_TABLE.map((row) => {
            const current = row.id === result.classId
            return (
              <tr
                key={row.id}
                aria-current={current ? 'true' : undefined}
                className={
                  current
                    ? 'bg-brand-500/15 font-semibold text-zinc-50 shadow-[inset_4px_0_0_var(--color-brand-400)]'
                    : 'border-b border-zinc-800/70 text-zinc-300'
                }
              >
                <td className="py-2 pr-3 pl-2 tabular-nums">{row.range}</td>
                <td className="py-2">
                  {row.classification}
                  {current && <span className="ml-2 text-brand-200">← seu resultado</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ResultActions title="Meu IMC" text={() => imcSummary(result)} />
    </div>
  )
}
