import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Button } from './button'

/** A sign-out on its way, as auth's `useSignOut` runs it. */
export interface SignOutFlow {
  /** Signs out, first asking (see `unsynced`) when results exist only on this device. */
  signOut: (confirmed?: boolean) => Promise<void>
  /** How many unsynced results the rider is being asked about; null while nothing is asked. */
  unsynced: number | null
  cancel: () => void
  busy: boolean
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

/**
 * Asked before signing out with unsynced results (ADR 0007, rule 7): they are not lost,
 * they wait on this device, hidden, until this account signs in again. Nothing while the sign-out
 * asks nothing.
 */
export function SignOutDialog({ flow }: { flow: SignOutFlow }) {
  const { signOut, unsynced, cancel, busy } = flow
  if (unsynced === null) return null
  const results = `${unsynced} ${plural(unsynced, 'resultado', 'resultados')}`
  return (
    <Dialog open onClose={busy ? () => undefined : cancel} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl">
          <DialogTitle className="text-xl font-bold text-zinc-50">Sair da conta?</DialogTitle>
          <Description className="mt-3 text-sm text-zinc-300">
            Há {results} {plural(unsynced, 'ainda não sincronizado', 'ainda não sincronizados')} com
            a sua conta. {plural(unsynced, 'Ele fica guardado', 'Eles ficam guardados')} neste
            aparelho, sem aparecer para mais ninguém, até você entrar novamente com esta conta.
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              onClick={() => void signOut(true)}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Saindo...' : 'Sair mesmo assim'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
