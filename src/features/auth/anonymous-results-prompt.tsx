import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { readString, writeString } from '../../lib/storage'
import { Button } from '../../ui/button'
import { useAnonymousResultCount } from '../results'
import { attachDeviceResults } from './device-results-actions'
import { useAuthStore } from './auth-store'
import { notify } from '../../ui/toast'

const DISMISSED_KEY = 'bp-anon-prompt-dismissed'
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * After sign-in, results saved on this device while signed out are offered to the account.
 * The e-mail is shown so a shared device does not attach them to the wrong person.
 * 'Agora não' holds for this browser session; the results stay on the device either way.
 */
export default function AnonymousResultsPrompt() {
  const user = useAuthStore((s) => s.user)
  const pending = useAnonymousResultCount() ?? 0
  const { pathname } = useLocation()
  const [dismissedFor, setDismissedFor] = useState(() => readString(DISMISSED_KEY, 'session'))
  const [busy, setBusy] = useState(false)

  // The recovery link signs in only to change the password: no other question there.
  if (!user || pending === 0 || dismissedFor === user.id || pathname === '/reset-password') {
    return null
  }

  const dismiss = () => {
    writeString(DISMISSED_KEY, user.id, 'session')
    setDismissedFor(user.id)
  }

  async function attach() {
    setBusy(true)
    const outcome = await attachDeviceResults()
    setBusy(false)
    if (outcome.ok) {
      void notify(
        'success',
        `${count(outcome.value, 'resultado salvo', 'resultados salvos')} na sua conta`,
      )
    } else void notify('error', outcome.message)
  }

  return (
    <section
      aria-labelledby="resultados-aparelho"
      className="fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+4.75rem)] z-30 mx-auto max-w-md rounded-2xl border border-brand-500/40 bg-zinc-900/95 p-4 shadow-2xl shadow-black/40 backdrop-blur md:bottom-6"
    >
      <h2 id="resultados-aparelho" className="font-semibold text-zinc-50">
        {count(pending, 'resultado deste aparelho', 'resultados deste aparelho')}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">
        Calculados antes de você entrar. Salvar na conta{' '}
        <strong className="break-all text-zinc-100">{user.email}</strong>?
      </p>
      <div className="mt-3 flex gap-2">
        <Button onClick={() => void attach()} disabled={busy} aria-busy={busy} className="flex-1">
          {busy ? 'Salvando...' : 'Salvar na conta'}
        </Button>
        <Button variant="ghost" onClick={dismiss} disabled={busy}>
          Agora não
        </Button>
      </div>
    </section>
  )
}
