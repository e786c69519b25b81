import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { formatDate } from '../../lib/format'
import { queryClient } from '../../lib/query-client'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { Card } from '../../ui/card'
import { notify } from '../../ui/toast'
import { AccessDenied } from './admins-panel'
import {
  adminKeys,
  pendingRequestsQueryOptions,
  reviewOrganizerRequest,
  usersQueryOptions,
  type PendingRequest,
} from './api'
import { REVIEW_MESSAGES, isAccessDenied, reviewErrorMessage } from './messages'
import { SEARCH_DEBOUNCE_MS, clampPage, pageCount } from './users'
import { UserRow } from './user-row'

const BUTTON =
  'min-h-11 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-50'

function OrganizerRequests({ onDenied }: { onDenied: () => void }) {
  const requests = useQuery(pendingRequestsQueryOptions(), queryClient)
  const [busy, setBusy] = useState<string | null>(null)

  async function review(request: PendingRequest, approve: boolean) {
    setBusy(request.id)
    try {
      await reviewOrganizerRequest(request.id, approve)
      void notify(
        'success',
        approve ? REVIEW_MESSAGES.approved(request.email) : REVIEW_MESSAGES.rejected,
      )
    } catch (error) {
      if (isAccessDenied(error)) onDenied()
      else void notify('error', reviewErrorMessage(error))
    } finally {
      setBusy(null)
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
    }
  }

  const list = requests.data ?? []
  return (
    <section aria-labelledby="solicitacoes-organizador">
      <h2 id="solicitacoes-organizador" className="mb-3 text-xl font-bold text-zinc-50">
        Solicitações de organizador
      </h2>
      {requests.isPending ? (
        <p className="text-zinc-300">Carregando...</p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-700 p-5 text-center text-zinc-300">
          Nenhuma solicitação pendente.
        </p>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800" aria-label="Solicitações pendentes">
            {list.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-zinc-50">{request.full_name || 'Usuário'}</p>
                  <p className="break-all text-sm text-zinc-300">{request.email}</p>
                  <p className="text-xs text-zinc-400">
                    Pedido em {formatDate(request.created_at)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void review(request, true)}
                    aria-label={`Aprovar ${request.email}`}
                    className="min-h-11 rounded-xl bg-brand-500 px-4 text-sm font-semibold text-zinc-950 hover:bg-brand-400 disabled:opacity-50"
                  >
                    Aprovar
                  </button>
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void review(request, false)}
                    aria-label={`Recusar ${request.email}`}
                    className={BUTTON}
                  >
                    Recusar
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}

function UsersList() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  // The server hears the term once typing pauses; the last page stays on screen meanwhile.
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const users = useQuery(usersQueryOptions(term, page), queryClient)
  const searchId = useId()
  const total = users.data?.total ?? 0
  const pages = pageCount(total)
  const shown = clampPage(users.data?.page ?? page, total)

  return (
    <section aria-labelledby="usuarios-lista">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="usuarios-lista" className="text-xl font-bold text-zinc-50">
          Usuários
        </h2>
        <div className="flex w-full flex-col gap-1 sm:w-80">
          <label htmlFor={searchId} className="text-sm text-zinc-300">
            Buscar por nome ou email
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
            className="min-h-11 rounded-xl border border-zinc-700 bg-zinc-950 px-3 text-zinc-50"
          />
        </div>
      </div>
      {users.isError ? (
        <p role="alert" className="text-red-300">
          {REVIEW_MESSAGES.usersFailed}
        </p>
      ) : users.isPending ? (
        <p className="text-zinc-300">Carregando...</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-zinc-300" role="status">
            {total === 1 ? '1 usuário' : `${total} usuários`}
          </p>
          <Card className="p-0">
            <ul
              className="divide-y divide-zinc-800"
              aria-label="Usuários"
              aria-busy={users.isFetching}
            >
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} datePrefix="Membro desde" />
              ))}
              {users.data.users.length === 0 && (
                <li className="px-5 py-4 text-zinc-300">Nenhum usuário encontrado.</li>
              )}
            </ul>
          </Card>
          <nav
            aria-label="Páginas de usuários"
            className="mt-3 flex items-center justify-between gap-3"
          >
            <button
              type="button"
              className={BUTTON}
              disabled={shown <= 1}
              onClick={() => setPage(shown - 1)}
            >
              Anterior
            </button>
            <span className="text-sm text-zinc-300" aria-live="polite">
              Página {shown} de {pages}
            </span>
            <button
              type="button"
              className={BUTTON}
              disabled={shown >= pages}
              onClick={() => setPage(shown + 1)}
            >
              Próxima
            </button>
          </nav>
        </>
      )}
    </section>
  )
}

/** 'Usuários' tab: organizer requests to review, then every account, searchable. */
export function UsersPanel() {
  const [denied, setDenied] = useState(false)
  if (denied) return <AccessDenied />
  return (
    <div className="flex flex-col gap-8">
      <OrganizerRequests onDenied={() => setDenied(true)} />
      <UsersList />
    </div>
  )
}
