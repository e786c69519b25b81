import { formatDate, formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { QuickActions } from './quick-actions'
import { REGISTRATION_STATUS, SAMPLE_ORGANIZER } from './samples'
import { EmptyNote, SectionHeading, StatCard } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import type { DashboardTabId } from './tabs'

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

export function OrganizerOverview({
  availableTabs,
  onTab,
}: {
  availableTabs: readonly DashboardTabId[]
  onTab: (tab: DashboardTabId) => void
}) {
  const s = SAMPLE_ORGANIZER
  return (
    <div className="flex flex-col gap-8">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Eventos" icon="calendar" value={s.events} sample />
        <StatCard
          label="Total de inscrições"
          icon="user"
          value={formatNumber(s.registrations)}
          sample
        />
        <StatCard label="Receita total" icon="bag" value={currency.format(s.revenue)} sample />
        <StatCard label="Avaliação média" icon="trophy" value={formatNumber(s.rating, 1)} sample />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section>
          <SectionHeading sample>Próximos Eventos</SectionHeading>
          <Card className="p-0">
            <ul className="divide-y divide-zinc-800">
              {s.upcoming.map((e) => (
                <li key={e.id} className="flex justify-between gap-3 px-5 py-3">
                  <span className="text-zinc-100">{e.name}</span>
                  <span className="text-sm text-zinc-300">
                    {formatDate(e.date)} · {e.registrations} inscritos
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </section>
        <RecentRegistrations />
      </div>
      <QuickActions isAdmin={false} availableTabs={availableTabs} onTab={onTab} />
    </div>
  )
}

export function RecentRegistrations() {
  return (
    <section>
      <SectionHeading sample>Inscrições Recentes</SectionHeading>
      <Card className="p-0">
        <ul className="divide-y divide-zinc-800">
          {SAMPLE_ORGANIZER.recent.map((r) => (
            <li key={r.id} className="flex justify-between gap-3 px-5 py-3">
              <span className="text-zinc-100">{r.name}</span>
              <span className="text-sm text-zinc-300">
                {r.event} · {REGISTRATION_STATUS[r.status]}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}

export function OrganizerEventsTab() {
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-zinc-50">Meus Eventos</h2>
        <button
          type="button"
          onClick={() => void notify('info', 'Em breve')}
          className="min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400"
        >
          Criar Novo Evento
        </button>
      </div>
      <EmptyNote>Nenhum evento criado ainda.</EmptyNote>
    </section>
  )
}
