import { formatNumber } from '../../lib/format'
import { StatCard } from '../../ui/panel-parts'
import type { AdminStats } from './api'

const TILES: readonly { key: keyof AdminStats; label: string }[] = [
  { key: 'total_users', label: 'Total de usuários' },
  { key: 'total_admins', label: 'Administradores' },
  { key: 'total_organizers', label: 'Organizadores' },
  { key: 'total_visitors', label: 'Visitantes' },
  { key: 'new_users_week', label: 'Novos esta semana' },
  { key: 'new_users_month', label: 'Novos este mês' },
]

export function StatsTiles({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
      {TILES.map((tile) => (
        <StatCard key={tile.key} label={tile.label} value={formatNumber(stats[tile.key])} />
      ))}
    </div>
  )
}
