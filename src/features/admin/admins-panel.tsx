import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '../../lib/format'
import { queryClient } from '../../lib/query-client'
import { Card } from '../../ui/card'
import { Icon } from '../../ui/icons'
import { notify } from '../../ui/toast'
import { AddAdminForm } from './add-admin-form'
import {
  ZERO_STATS,
  adminKeys,
  adminStatsQueryOptions,
  adminsQueryOptions,
  demoteAdmin,
  type AdminProfile,
} from './api'
import {
  ADMIN_MESSAGES,
  adminCountLabel,
  canRemove,
  demoteErrorMessage,
  demotedMessage,
  isAccessDenied,
} from './messages'
import { PendingInvitations } from './pending-invitations'
import { StatsTiles } from './stats-tiles'

export function AccessDenied() {
  return (
    <Card role="alert" className="text-center">
      <h2 className="text-xl font-bold text-zinc-50">{ADMIN_MESSAGES.accessDeniedTitle}</h2>
      <p className="mt-2 text-zinc-300">{ADMIN_MESSAGES.accessDeniedText}</p>
    </Card>
  )
}

function AdminRow({
  admin,
  isSelf,
  removable,
  busy,
  onRemove,
}: {
  admin: AdminProfile
  isSelf: boolean
  removable: boolean
  busy: boolean
  onRemove: () => void
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
      data-admin={admin.email}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-50">
          {admin.full_name || admin.email}
          {isSelf && (
            <span className="rounded-full bg-brand-500/15 px-2 py-0.5 text-xs text-brand-200 ring-1 ring-brand-500/40">
              Você
            </span>
          )}
        </p>
        <p className="break-all text-sm text-zinc-300">{admin.email}</p>
        <p className="text-xs text-zinc-400">Admin desde {formatDate(admin.created_at)}</p>
      </div>
      {removable && (
        <button
          type="button"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remover administrador ${admin.email}`}
          className="min-h-11 rounded-xl border border-red-800 px-4 text-sm font-semibold text-red-200 hover:bg-red-950 disabled:opacity-60"
        >
          Remover
        </button>
      )}
    </li>
  )
}

/**
 * Administradores tab (spec 01 §2): six live tiles, the admin list, add-admin (an invitation,
 * ADR 0005) with the pending invitations, and reload.
 */
export function AdminsPanel({ currentUserId }: { currentUserId: string | undefined }) {
  const stats = useQuery(adminStatsQueryOptions(), queryClient)
  const admins = useQuery(adminsQueryOptions(), queryClient)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [denied, setDenied] = useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const deny = (error: unknown) => {
    if (!isAccessDenied(error)) return false
    setDenied(true)
    return true
  }

  if (denied || isAccessDenied(stats.error) || isAccessDenied(admins.error)) return <AccessDenied />

  async function remove(admin: AdminProfile) {
    setBusyId(admin.id)
    try {
      await demoteAdmin(admin.id)
      void notify('success', demotedMessage(admin.email))
      await refresh()
    } catch (error) {
      if (!deny(error)) void notify('error', demoteErrorMessage(error))
    } finally {
      setBusyId(null)
    }
  }

  const list = admins.data ?? []
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-zinc-50">Gerenciar Administradores</h2>
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={stats.isFetching || admins.isFetching}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:opacity-60"
        >
          <Icon name="refresh" size={16} />
          Recarregar
        </button>
      </div>
      <StatsTiles stats={stats.data ?? ZERO_STATS} />
      <section aria-labelledby="admins-ativos">
        <div className="mb-3 flex flex-wrap items-baseline gap-2">
          <h3 id="admins-ativos" className="text-lg font-semibold text-zinc-50">
            Administradores Ativos
          </h3>
          <span className="text-sm text-zinc-300" data-testid="admin-count">
            {adminCountLabel(list.length)}
          </span>
        </div>
        {admins.isError ? (
          <p role="alert" className="text-red-300">
            {ADMIN_MESSAGES.listFailed}
          </p>
        ) : admins.isPending ? (
          <p className="text-zinc-300">Carregando...</p>
        ) : (
          <Card className="p-0">
            <ul className="divide-y divide-zinc-800" aria-label="Administradores">
              {list.map((admin) => (
                <AdminRow
                  key={admin.id}
                  admin={admin}
                  isSelf={admin.id === currentUserId}
                  removable={canRemove(admin.id, currentUserId, list.length)}
                  busy={busyId !== null}
                  onRemove={() => void remove(admin)}
                />
              ))}
            </ul>
          </Card>
        )}
      </section>
      <AddAdminForm onInvited={() => void refresh()} onDenied={deny} />
      <PendingInvitations onDenied={deny} />
    </div>
  )
}
