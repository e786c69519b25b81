import { useState } from 'react'
import { formatDate } from '../../lib/format'
import { Card } from '../../ui/card'
import type { Profile, UserType } from '../auth'
import { AthleteProfileCard } from '../calculators'
import { AccountCard } from './account-card'
import { USER_TYPE_BADGES } from './tabs'

export function ProfileTab({
  profile,
  email,
  userType,
}: {
  profile: Profile | null
  email: string
  userType: UserType
}) {
  const [upgradeAsked, setUpgradeAsked] = useState(false)
  const rows: [string, string][] = [
    ['Nome completo', profile?.full_name?.trim() || 'Não informado'],
    ['Email', email || profile?.email || 'Não informado'],
    ['Tipo de usuário', USER_TYPE_BADGES[userType]],
    ['Membro desde', profile?.created_at ? formatDate(profile.created_at) : 'Não informado'],
  ]
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="meu-perfil">
        <h2 id="meu-perfil" className="mb-3 text-xl font-bold text-zinc-50">
          Meu Perfil
        </h2>
        <Card>
          <dl className="grid grid-cols-1 gap-3">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-zinc-400">{label}</dt>
                <dd className="break-words text-zinc-50">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <AthleteProfileCard />
        {userType === 'visitor' && (
          <Card className="mt-4">
            <h3 className="font-semibold text-zinc-50">Quer organizar eventos?</h3>
            <p className="mt-1 text-sm text-zinc-300">
              Organizadores criam eventos e acompanham as inscrições.
            </p>
            <button
              type="button"
              onClick={() => setUpgradeAsked(true)}
              className="mt-3 min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400"
            >
              Solicitar Upgrade para Organizador
            </button>
            {upgradeAsked && (
              <p role="status" className="mt-2 text-sm text-amber-200">
                Em breve
              </p>
            )}
          </Card>
        )}
      </section>
      <AccountCard profile={profile} />
    </div>
  )
}
