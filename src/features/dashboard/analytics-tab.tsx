import { formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { PROJECTS, SAMPLE_TOTALS, conversionRate, metricsOf } from './projects'
import { SectionHeading, StatCard } from '../../ui/panel-parts'

export function AnalyticsTab() {
  const ranked = [...PROJECTS].sort((a, b) => metricsOf(b.id).users - metricsOf(a.id).users)
  const active = PROJECTS.filter((p) => p.status === 'active')
  return (
    <div className="flex flex-col gap-8">
      <section>
        <SectionHeading sample>Visão geral (30 dias)</SectionHeading>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Usuários" value={formatNumber(SAMPLE_TOTALS.users)} />
          <StatCard label="Visualizações" value={formatNumber(SAMPLE_TOTALS.pageViews)} />
          <StatCard label="Conversões" value={formatNumber(SAMPLE_TOTALS.conversions)} />
          <StatCard label="Sessão média" value={SAMPLE_TOTALS.averageSession} />
        </div>
      </section>
      <section>
        <SectionHeading sample>Principais projetos</SectionHeading>
        <Card className="p-0">
          <ol className="divide-y divide-zinc-800">
            {ranked.slice(0, 3).map((p, i) => (
              <li key={p.id} className="flex items-center justify-between px-5 py-3">
                <span className="text-zinc-100">
                  {i + 1}. {p.name}
                </span>
                <span className="text-sm text-zinc-300 tabular-nums">
                  {formatNumber(metricsOf(p.id).users)} usuários · {metricsOf(p.id).trend}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </section>
      <section>
        <SectionHeading sample>Desempenho por projeto (7 dias)</SectionHeading>
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <thead className="text-zinc-300">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Projeto
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Usuários
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Conversões
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Taxa de conversão
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800 text-zinc-100">
              {active.map((p) => {
                const m = metricsOf(p.id)
                return (
                  <tr key={p.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      {p.name}
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">{formatNumber(m.users)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatNumber(m.conversions)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatNumber(conversionRate(m.conversions, m.users), 1)}%
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </Card>
      </section>
    </div>
  )
}
