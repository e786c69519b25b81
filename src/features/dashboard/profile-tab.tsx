import { formatDate } from '../../lib/format'
import { Card } from '../../ui/card'
import type { Profile, UserType } from '../auth'
import { AthleteProfileCard } from '../calculators'
import { AccountCard } from './account-card'
import { AccountRights } from './account-rights'
import { OrganizerRequestCard } from './organizer-request'
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
        {userType === 'visitor' && <OrganizerRequestCard />}
      </section>
      <div>
        <AccountCard profile={profile} />
        <AccountRights />
      </div>
    </div>
  )
}
