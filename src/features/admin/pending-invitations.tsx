import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '../../lib/format'
import { queryClient } from '../../lib/query-client'
import { Card } from '../../ui/card'
import { notify } from '../../ui/toast'
import { adminKeys, cancelInvitation, pendingInvitationsQueryOptions } from './api'
import type { PendingInvitation } from './api'
import { cancelErrorMessage, INVITATION_MESSAGES } from './messages'

function InvitationRow({
  invitation,
  busy,
  onCancel,
}: {
  invitation: PendingInvitation
  busy: boolean
  onCancel: () => void
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
      data-invitation={invitation.email}
    >
      <div className="min-w-0">
        <p className="break-all font-medium text-zinc-50">{invitation.email}</p>
        <p className="text-xs text-zinc-400">
          {invitation.sent_at
            ? `Enviado em ${formatDateTime(invitation.sent_at)}`
            : 'Aguardando envio do e-mail'}
          {' · '}
          Expira em {formatDateTime(invitation.expires_at)}
        </p>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={onCancel}
        aria-label={`Cancelar convite para ${invitation.email}`}
        className="min-h-11 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:opacity-60"
      >
        Cancelar convite
      </button>
    </li>
  )
}

/** 'Convites pendentes': invitations not yet accepted, cancelled or expired (ADR 0005). */
export function PendingInvitations({ onDenied }: { onDenied: (error: unknown) => boolean }) {
  const invitations = useQuery(pendingInvitationsQueryOptions(), queryClient)
  const [busyId, setBusyId] = useState<string | null>(null)

  async function cancel(invitation: PendingInvitation) {
    setBusyId(invitation.id)
    try {
      await cancelInvitation(invitation.id)
      void notify('success', INVITATION_MESSAGES.cancelled(invitation.email))
    } catch (error) {
      if (!onDenied(error)) void notify('error', cancelErrorMessage(error))
    } finally {
      setBusyId(null)
      await queryClient.invalidateQueries({ queryKey: adminKeys.invitations })
    }
  }

  const list = invitations.data ?? []
  return (
    <section aria-labelledby="convites-pendentes">
      <h3 id="convites-pendentes" className="mb-3 text-lg font-semibold text-zinc-50">
        Convites pendentes
      </h3>
      {invitations.isError ? (
        <p role="alert" className="text-red-300">
          {INVITATION_MESSAGES.listFailed}
        </p>
      ) : invitations.isPending ? (
        <p className="text-zinc-300">Carregando...</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-zinc-300">Nenhum convite pendente.</p>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800" aria-label="Convites pendentes">
            {list.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                busy={busyId !== null}
                onCancel={() => void cancel(invitation)}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}
