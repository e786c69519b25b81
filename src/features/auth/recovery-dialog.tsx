import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '../../ui/button'
import { Icon } from '../../ui/icons'
import { AuthField, FormError } from './auth-field'
import { notify } from '../../ui/toast'
import { validateRecoveryEmail } from './validation'

/** Spec 01 §9: the sent confirmation closes itself after 4 s. */
const AUTO_CLOSE_MS = 4000
const ERROR_ID = 'recuperar-erro'

type Phase = 'form' | 'sending' | 'sent'

export interface RecoveryDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * 'Recuperar Senha' (spec 01 §2, §4): form → sending → sent (auto-closes) → closed. The screen
 * mounts it per opening, so each opening starts with an empty form.
 */
export default function RecoveryDialog({ open, onClose }: RecoveryDialogProps) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('form')

  useEffect(() => {
    if (phase !== 'sent') return
    const timer = setTimeout(onClose, AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [phase, onClose])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase === 'sending') return
    const invalid = validateRecoveryEmail(email)
    setError(invalid)
    if (invalid) return
    setPhase('sending')
    const { requestPasswordReset } = await import('./recovery-actions')
    const outcome = await requestPasswordReset(email)
    if (!outcome.ok) {
      setError(outcome.message)
      setPhase('form')
      return
    }
    void notify('success', 'Email de recuperação enviado com sucesso!')
    setPhase('sent')
  }

  const sending = phase === 'sending'
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <DialogTitle className="text-xl font-bold text-zinc-50">Recuperar Senha</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fechar"
              className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-zinc-300 hover:bg-zinc-800"
            >
              <Icon name="x" size={20} />
            </button>
          </div>
          {phase === 'sent' ? (
            <div role="status" className="mt-4 flex gap-3 rounded-xl bg-emerald-500/10 p-4">
              <Icon name="mail" className="mt-0.5 shrink-0 text-emerald-300" size={22} />
              <p className="text-sm text-zinc-200">
                <strong className="block text-zinc-50">Email enviado!</strong>
                Verifique sua caixa de entrada e abra o link para criar uma nova senha.
              </p>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} className="mt-2 space-y-4">
              <Description className="text-sm text-zinc-300">
                Digite o email da sua conta e enviaremos um link para você criar uma nova senha.
              </Description>
              <AuthField
                id="recuperar-email"
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onValueChange={setEmail}
                errorId={error ? ERROR_ID : undefined}
                disabled={sending}
              />
              <FormError id={ERROR_ID} message={error} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={sending} aria-busy={sending}>
                  {sending ? 'Enviando...' : 'Enviar link'}
                </Button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
