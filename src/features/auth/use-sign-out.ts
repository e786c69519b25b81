import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { SignOutFlow } from '../../ui/sign-out-dialog'
import { notify } from '../../ui/toast'

const OFFLINE = 'Sem conexão. Verifique sua internet e tente novamente.'

/**
 * 'Sair' from the header menu and 'Sair da Conta' on the dashboard (this device only, offline
 * too), and 'Sair de todos os aparelhos' in Meu Perfil (scope 'global'): one flow. Unsynced
 * results ask first (they stay on this device until this account signs in again); then the
 * spec's toasts, and home on success. supabase-js loads on the rider's tap, not with the screen.
 */
export function useSignOut(scope: 'local' | 'global' = 'local'): SignOutFlow {
  const navigate = useNavigate()
  const [unsynced, setUnsynced] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  async function signOut(confirmed = false) {
    setBusy(true)
    let actions: typeof import('./sign-out-actions')
    try {
      actions = await import('./sign-out-actions')
    } catch {
      // Its code missing offline before the worker cached it: nothing changed, say why.
      setBusy(false)
      notify('error', OFFLINE).catch(() => undefined)
      return
    }
    if (!confirmed) {
      const count = await actions.unsyncedBeforeSignOut()
      if (count > 0) {
        setBusy(false)
        setUnsynced(count)
        return
      }
    }
    const outcome = await actions.signOut(scope)
    setBusy(false)
    setUnsynced(null)
    if (!outcome.ok) {
      void notify('error', outcome.message)
      return
    }
    const { success, everywhere } = actions.SIGN_OUT_MESSAGES
    void notify('success', scope === 'global' ? everywhere : success)
    void navigate({ to: '/' })
  }

  return { signOut, unsynced, cancel: () => setUnsynced(null), busy }
}
