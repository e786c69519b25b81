import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { loadAccountActions, loadAccountMessages } from '../auth'
import { SECONDARY_BUTTON, TEXT_INPUT } from './change-password-form'
import { notify } from '../../ui/toast'

/** Case and surrounding spaces do not matter when the rider types their e-mail to confirm. */
export function confirmsEmail(typed: string, email: string | undefined): boolean {
  return !!email?.trim() && typed.trim().toLowerCase() === email.trim().toLowerCase()
}

/**
 * 'Excluir minha conta': the rider types their e-mail to confirm; the server deletes everything,
 * then this device forgets the account. A refusal (the last admin, no connection) stays in the
 * dialog and nothing is deleted.
 */
export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const matches = confirmsEmail(typed, email)

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!matches || deleting) return
    setDeleting(true)
    setError(null)
    const [actions, { ACCOUNT_MESSAGES }] = await Promise.all([
      loadAccountActions(),
      loadAccountMessages(),
    ])
    const outcome = await actions.deleteAccount()
    if (!outcome.ok) {
      setDeleting(false)
      setError(outcome.message)
      return
    }
    void notify('success', ACCOUNT_MESSAGES.accountDeleted)
    void navigate({ to: '/', replace: true })
  }

  return (
    <Dialog open onClose={deleting ? () => undefined : onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl">
          <DialogTitle className="text-xl font-bold text-zinc-50">Excluir minha conta</DialogTitle>
          <Description className="mt-2 text-sm text-zinc-300">
            Sua conta, seu perfil e todos os seus resultados serão apagados do servidor e deste
            aparelho, inclusive os que ainda não foram sincronizados. Isso não pode ser desfeito.
          </Description>
          <form onSubmit={(event) => void remove(event)} className="mt-4 space-y-3" noValidate>
            <div>
              <label htmlFor={inputId} className="text-sm font-semibold text-zinc-200">
                Digite seu email para confirmar
              </label>
              <p id={hintId} className="mt-0.5 text-xs break-all text-zinc-400">
                {email}
              </p>
              <input
                id={inputId}
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                aria-describedby={hintId}
                onChange={(event) => setTyped(event.target.value)}
                className={TEXT_INPUT}
              />
            </div>
            {error && (
              <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-200">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={onClose}
                disabled={deleting}
              >
                Cancelar
              </button>
              <button
                type="submit"
                disabled={!matches || deleting}
                className="min-h-11 rounded-xl bg-red-600 px-5 text-sm font-semibold text-white hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50"
              >
                {deleting ? 'Excluindo...' : 'Excluir conta definitivamente'}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
