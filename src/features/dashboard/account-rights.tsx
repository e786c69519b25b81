import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Card } from '../../ui/card'
import { useAuth } from '../auth'
import { listResults } from '../results'
import { ChangePasswordForm, SECONDARY_BUTTON } from './change-password-form'
import { buildDataExport, dataExportFilename, readServerPart } from './data-export'
import { DeleteAccountDialog } from './delete-account-dialog'
import { download } from '../../lib/download'
import { notify } from '../../ui/toast'
import { isOnline } from '../../lib/online'

/** 'Seus dados' (LGPD art. 18): change the password, take every datum along, delete the account. */
export function AccountRights() {
  const { user } = useAuth()
  const [changing, setChanging] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const passwordToggle = useRef<HTMLButtonElement>(null)

  async function exportData() {
    if (!user) return
    setExporting(true)
    try {
      const now = new Date()
      const [server, device] = await Promise.all([
        readServerPart(user.id, isOnline),
        listResults(undefined, user.id),
      ])
      const document = buildDataExport(server, device, now)
      download(
        dataExportFilename(now),
        'application/json',
        `${JSON.stringify(document, null, 2)}\n`,
      )
      if (document.note) void notify('info', document.note)
    } catch {
      void notify('error', 'Erro ao exportar seus dados')
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
            ref={passwordToggle}
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!user}
            aria-expanded={changing}
            onClick={() => setChanging((open) => !open)}
          >
            Alterar senha
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!user || exporting}
            onClick={() => void exportData()}
          >
            {exporting ? 'Exportando...' : 'Exportar meus dados'}
          </button>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} border-red-800 text-red-200 hover:bg-red-950`}
            disabled={!user?.email}
            onClick={() => setDeleting(true)}
          >
            Excluir minha conta
          </button>
        </div>
        {changing && (
          <ChangePasswordForm
            onDone={() => {
              setChanging(false)
              passwordToggle.current?.focus()
            }}
          />
        )}
      </Card>
      {deleting && user?.email && (
        <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} />
      )}
    </section>
  )
}
