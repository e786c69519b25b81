import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatDate } from '../../lib/format'
import { queryClient } from '../../lib/query-client'
import { Card } from '../../ui/card'
import { loadAccountActions, useAuthStore } from '../auth'
import { notify } from '../../ui/toast'
import {
  ORGANIZER_REQUEST_MESSAGES as M,
  getMyOrganizerRequest,
  requestOrganizerUpgrade,
} from './profile-api'

const requestKey = (userId: string) => ['organizer-request', userId] as const

/**
 * 'Quer organizar eventos?': asks an admin for the organizer role, then shows the
 * request's state; once approved, the profile is read again and the dashboard becomes the
 * organizer's.
 */
export function OrganizerRequestCard() {
  const userId = useAuthStore((state) => state.user?.id ?? '')
  const request = useQuery(
    {
      queryKey: requestKey(userId),
      queryFn: () => getMyOrganizerRequest(userId),
      enabled: userId !== '',
    },
    queryClient,
  )
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const latest = request.data ?? null

  useEffect(() => {
    if (latest?.status !== 'approved') return
    void notify('success', M.approved)
    void loadAccountActions().then((actions) => actions.reloadProfile())
  }, [latest?.status])

  async function ask() {
    setSending(true)
    setError(null)
    const outcome = await requestOrganizerUpgrade()
    setSending(false)
    if (!outcome.ok) setError(outcome.message)
    await queryClient.invalidateQueries({ queryKey: requestKey(userId) })
  }

  return (
    <Card className="mt-4">
      <h3 className="font-semibold text-zinc-50">Quer organizar eventos?</h3>
      <p className="mt-1 text-sm text-zinc-300">
        Organizadores criam eventos e acompanham as inscrições.
      </p>
      {latest?.status === 'pending' ? (
        <p role="status" className="mt-3 text-sm text-amber-100">
          <strong className="block text-zinc-50">{M.sent}</strong>
          Em {formatDate(latest.created_at)}. Um administrador vai analisar o seu pedido.
        </p>
      ) : latest?.status === 'approved' ? (
        <p role="status" className="mt-3 text-sm text-emerald-300">
          {M.approved}
        </p>
      ) : (
        <>
          {latest?.status === 'rejected' && (
            <p className="mt-3 text-sm text-zinc-300">
              <strong className="block text-zinc-50">{M.rejected}</strong>
              Analisada em {formatDate(latest.reviewed_at ?? latest.created_at)}. Você pode pedir de
              novo.
            </p>
          )}
          <button
            type="button"
            onClick={() => void ask()}
            disabled={sending || request.isPending}
            className="mt-3 min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 disabled:opacity-60"
          >
            {sending ? 'Enviando...' : 'Solicitar Upgrade para Organizador'}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
    </Card>
  )
}
