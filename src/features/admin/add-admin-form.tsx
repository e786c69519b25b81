import { useId, useState, type FormEvent } from 'react'
import { Card } from '../../ui/card'
import { notify } from '../../ui/toast'
import { inviteAdmin } from './api'
import { ADMIN_MESSAGES, inviteErrorMessage, invitedMessage } from './messages'

const INPUT = 'min-h-11 rounded-xl border border-zinc-700 bg-zinc-950 px-3 text-zinc-50'

/**
 * Invites an existing account by e-mail (ADR 0005): the role changes
 * only when the invitation link, mailed to that address, is opened by that account.
 */
export function AddAdminForm({
  onInvited,
  onDenied,
}: {
  onInvited: () => void
  onDenied: (error: unknown) => boolean
}) {
  const [email, setEmail] = useState('')
  const [fullName, setFullName] = useState('')
  const [loading, setLoading] = useState(false)
  const emailId = useId()
  const nameId = useId()
  const empty = !email.trim() || !fullName.trim()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (empty) {
      void notify('error', ADMIN_MESSAGES.required)
      return
    }
    setLoading(true)
    try {
      const address = email.trim().toLowerCase()
      await inviteAdmin(address)
      void notify('success', invitedMessage(address))
      setEmail('')
      setFullName('')
      onInvited()
    } catch (error) {
      if (!onDenied(error)) {
        const { message, duration } = inviteErrorMessage(error)
        void notify('error', message, { duration })
      }
    } finally {
      setLoading(false)
    }
  }

  return (
    <Card>
      <h3 className="font-semibold text-zinc-50">Adicionar administrador</h3>
      <p className="mt-1 text-sm text-zinc-300">
        A pessoa precisa ter uma conta (cadastro em /entrar). Ela recebe um convite por e-mail e
        vira administradora ao abrir o link com a conta desse endereço; o link vale por 7 dias.
      </p>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={emailId} className="text-sm text-zinc-300">
            Email
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={INPUT}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={nameId} className="text-sm text-zinc-300">
            Nome completo
          </label>
          <input
            id={nameId}
            autoComplete="off"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            className={INPUT}
          />
        </div>
        <button
          type="submit"
          disabled={empty || loading}
          className="min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-60 sm:col-span-2 sm:justify-self-start"
        >
          {loading ? 'Enviando convite...' : 'Adicionar Administrador'}
        </button>
      </form>
    </Card>
  )
}
