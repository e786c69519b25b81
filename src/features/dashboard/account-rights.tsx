import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { Card } from '../../ui/card'
import { loadAuthActions, useAuth } from '../auth'
import { listResults } from '../results'
import { buildDataExport, dataExportFilename, fetchServerData } from './data-export'
import { download } from './download'
import { toast } from './parts'

const BUTTON =
  'min-h-11 rounded-xl border border-zinc-700 px-5 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-60'
const INPUT =
  'mt-1 block min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 text-zinc-50 aria-invalid:border-red-400'

/** Case and surrounding spaces do not matter when the rider types their e-mail to confirm. */
export function confirmsEmail(typed: string, email: string | undefined): boolean {
  return !!email && typed.trim().toLowerCase() === email.trim().toLowerCase()
}

function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  errorId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: string
  errorId: string | undefined
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-zinc-200">
        {label}
      </label>
      <input
        id={id}
        type="password"
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={INPUT}
      />
    </div>
  )
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const errorId = error ? 'alterar-senha-erro' : undefined

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const actions = await loadAuthActions()
    const invalid = current === '' ? 'Preencha todos os campos' : null
    const problem = invalid ?? actions.validateNewPassword(next, confirm)
    if (problem) {
      setError(problem)
      return
    }
    setSaving(true)
    const outcome = await actions.changePassword(current, next)
    setSaving(false)
    if (!outcome.ok) {
      setError(outcome.message)
      return
    }
    void toast('success', actions.ACCOUNT_MESSAGES.passwordChanged)
    onDone()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
      <PasswordField
        label="Senha atual"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        errorId={errorId}
      />
      <PasswordField
        label="Nova senha"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        errorId={errorId}
      />
      <PasswordField
        label="Confirmar nova senha"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        errorId={errorId}
      />
      {error && (
        <p id={errorId} role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={saving}
          className="min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 disabled:opacity-60"
        >
          {saving ? 'Salvando...' : 'Salvar nova senha'}
        </button>
        <button type="button" className={BUTTON} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  )
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const inputId = useId()
  const matches = confirmsEmail(typed, email)

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!matches || deleting) return
    setDeleting(true)
    setError(null)
    const actions = await loadAuthActions()
    const outcome = await actions.deleteAccount()
    if (!outcome.ok) {
      setDeleting(false)
      setError(outcome.message)
      return
    }
    void toast('success', actions.ACCOUNT_MESSAGES.accountDeleted)
    void navigate({ to: '/', replace: true })
  }

  return (
    <Dialog open onClose={deleting ? () => undefined : onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl">
          <DialogTitle className="text-xl font-bold text-zinc-50">Excluir minha conta</DialogTitle>
          <Description className="mt-2 text-sm text-zinc-300">
            Sua conta, seu perfil e todos os seus resultados serão apagados do servidor e deste
            aparelho. Isso não pode ser desfeito.
          </Description>
          <form onSubmit={(event) => void remove(event)} className="mt-4 space-y-3" noValidate>
            <div>
              <label htmlFor={inputId} className="text-sm font-semibold text-zinc-200">
                Digite seu email para confirmar
              </label>
              <input
                id={inputId}
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className={INPUT}
              />
            </div>
            {error && (
              <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-200">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={BUTTON} onClick={onClose} disabled={deleting}>
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

/** 'Seus dados' (LGPD art. 18): change the password, take every datum along, delete the account. */
export function AccountRights() {
  const { user } = useAuth()
  const [changing, setChanging] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [exporting, setExporting] = useState(false)

  async function exportData() {
    if (!user) return
    setExporting(true)
    try {
      const now = new Date()
      const server = await fetchServerData(user.id).catch(() => null)
      const device = await listResults(undefined, user.id)
      const document = buildDataExport(server, device, now)
      download(
        dataExportFilename(now),
        'application/json',
        `${JSON.stringify(document, null, 2)}\n`,
      )
      if (!server) void toast('info', document.note ?? '')
    } catch {
      void toast('error', 'Erro ao exportar seus dados')
    } finally {
      setExporting(false)
    }
  }

  return (
    <section aria-labelledby="seus-dados" className="mt-6">
      <h2 id="seus-dados" className="mb-3 text-xl font-bold text-zinc-50">
        Seus dados
      </h2>
      <Card>
        <p className="text-sm text-zinc-300">
          Seus direitos pela LGPD: acesse, leve ou apague seus dados quando quiser.{' '}
          <Link to="/privacidade" className="text-brand-300 underline underline-offset-2">
            Política de Privacidade
          </Link>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON}
            disabled={changing}
            onClick={() => setChanging(true)}
          >
            Alterar senha
          </button>
          <button
            type="button"
            className={BUTTON}
            disabled={exporting}
            onClick={() => void exportData()}
          >
            {exporting ? 'Exportando...' : 'Exportar meus dados'}
          </button>
          <button
            type="button"
            className={`${BUTTON} border-red-800 text-red-200 hover:bg-red-950`}
            onClick={() => setDeleting(true)}
          >
            Excluir minha conta
          </button>
        </div>
        {changing && <ChangePasswordForm onDone={() => setChanging(false)} />}
      </Card>
      {deleting && user?.email && (
        <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} />
      )}
    </section>
  )
}
