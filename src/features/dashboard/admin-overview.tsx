import { formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { AdminEvents } from './organizer-panels-door'
import { ProjectCard } from './project-card'
import { PROJECTS, SAMPLE_TOTALS, conversionRate } from './projects'
import { QuickActions } from './quick-actions'
import { SAMPLE_ACTIVITY, relativeTime } from './samples'
import { SectionHeading, StatCard } from '../../ui/panel-parts'
import type { DashboardTabId } from './tabs'
import { useTotalUsers } from './total-users'

const SAMPLE_CONVERSIONS_TODAY = 23

export function AdminOverview({
  availableTabs,
  onTab,
}: {
  availableTabs: readonly DashboardTabId[]
  onTab: (tab: DashboardTabId) => void
}) {
  const total = useTotalUsers()
  const live = typeof total.data === 'number'
  const activeProjects = PROJECTS.filter((p) => p.status === 'active').length
  return (
    <div className="flex flex-col gap-8">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total de usuários"
          icon="user"
          value={
            live
              ? formatNumber(total.data ?? 0)
              : total.isPending
                ? '…'
                : formatNumber(SAMPLE_TOTALS.users)
          }
          sample={!live && !total.isPending}
        />
        <StatCard label="Projetos ativos" icon="calculator" value={activeProjects} />
        <StatCard
          label="Conversões hoje"
          icon="zap"
          value={formatNumber(SAMPLE_CONVERSIONS_TODAY)}
          sample
        />
        <StatCard
          label="Taxa de conversão"
          icon="gauge"
          value={`${formatNumber(conversionRate(SAMPLE_TOTALS.conversions, SAMPLE_TOTALS.users), 1)}%`}
          sample
        />
      </div>
      <section>
        <SectionHeading sample>Projetos</SectionHeading>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {PROJECTS.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <QuickActions isAdmin availableTabs={availableTabs} onTab={onTab} />
        <RecentActivity />
      </div>
      <AdminEvents />
    </div>
  )
}

export function RecentActivity() {
  return (
    <section>
      <SectionHeading sample>Atividade Recente</SectionHeading>
      <Card className="p-0">
        <ul className="divide-y divide-zinc-800">
          {SAMPLE_ACTIVITY.slice(0, 6).map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-medium text-zinc-100">{item.title}</p>
                <p className="text-sm text-zinc-300">
                  {item.description} · {item.project}
                </p>
              </div>
              <span className="shrink-0 text-xs text-zinc-400">
                {relativeTime(item.minutesAgo)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}
