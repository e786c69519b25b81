import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { formatNumber } from '../../lib/format'
import { queryClient } from '../../lib/query-client'
import { Card } from '../../ui/card'
import { LazyPart } from '../../ui/lazy-part'
import { SectionHeading, StatCard } from '../../ui/panel-parts'
import {
  ZERO_STATS,
  adminStatsQueryOptions,
  recentUsersQueryOptions,
  signupsQueryOptions,
} from './api'
import { growthByRole } from './growth'
import { UserRow } from './user-row'

const AdminCharts = lazy(() => import('./admin-charts'))

const SAMPLE_CARDS = [
  { label: 'Events Created', value: 28, change: '+4%' },
  { label: 'Blog Posts', value: 87, change: '+5%' },
  { label: 'Store Orders', value: 203, change: '-2%' },
] as const

export function AdminDashboardTab() {
  const stats = useQuery(adminStatsQueryOptions(), queryClient)
  const recent = useQuery(recentUsersQueryOptions(), queryClient)
  const signups = useQuery(signupsQueryOptions(), queryClient)
  const s = stats.data ?? ZERO_STATS
  return (
    <div className="flex flex-col gap-8">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Users"
          icon="user"
          value={formatNumber(s.total_users)}
          detail={`+${formatNumber(s.new_users_month)} novos este mês · +${formatNumber(s.new_users_week)} esta semana`}
        />
        {SAMPLE_CARDS.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            value={formatNumber(card.value)}
            detail={`${card.change} from last month`}
            sample
          />
        ))}
      </div>
      <section aria-label="Usuários por tipo">
        <SectionHeading>Usuários por tipo</SectionHeading>
        <div className="grid grid-cols-3 gap-3">
          <StatCard label="Administradores" value={formatNumber(s.total_admins)} />
          <StatCard label="Organizadores" value={formatNumber(s.total_organizers)} />
          <StatCard label="Visitantes" value={formatNumber(s.total_visitors)} />
        </div>
      </section>
      <LazyPart
        loading={<p className="h-64 text-zinc-300">Carregando gráficos...</p>}
        unavailable={<p className="text-zinc-300">Não foi possível carregar os gráficos.</p>}
      >
        <AdminCharts growth={growthByRole(signups.data ?? [], new Date())} />
      </LazyPart>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section>
          <SectionHeading sample>Atividade Recente</SectionHeading>
          <Card className="p-0">
            <ul className="divide-y divide-zinc-800">
              {[1, 2, 3, 4, 5].map((n) => (
                <li key={n} className="flex justify-between gap-3 px-5 py-3">
                  <span className="text-zinc-100">Novo usuário registrado</span>
                  <span className="text-sm text-zinc-400">2 horas atrás</span>
                </li>
              ))}
            </ul>
          </Card>
        </section>
        <section>
          <SectionHeading>Usuários Recentes</SectionHeading>
          <Card className="p-0">
            <ul className="divide-y divide-zinc-800" aria-label="Usuários recentes">
              {(recent.data ?? []).map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
              {recent.isPending && <li className="px-5 py-3 text-zinc-300">Carregando...</li>}
            </ul>
          </Card>
        </section>
      </div>
    </div>
  )
}
