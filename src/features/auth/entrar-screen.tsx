import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useEarlyRegion } from '../../lib/early-input/early-input'
import { useHydrated } from '../../lib/use-hydrated'
import { ADMIN_INVITATION_TOKEN_KEY, readLinkSecret } from '../../lib/link-secrets'
import { LoadingScreen } from '../../ui/loading-screen'
import { AccountForm, type AccountMode } from './account-form'
import { useAuthStore, type Profile } from './auth-store'
import { notify } from '../../ui/toast'
import { panelPath } from './profile'
import { PREPARING_PANEL, arrivalTexts } from './arrival'
import { returnPathOfAddress } from './return-path'

/** Spec 01 §9: the panel opens 1 s after the welcome toast; the loading screen gives up at 10 s. */
const REDIRECT_DELAY_MS = 1000
const LOADING_TIMEOUT_MS = 10_000

const RecoveryDialog = lazy(() => import('./recovery-dialog'))
// Development builds only (ADR 0006 "debug panel"): the constant folds to false in production and
// the chunk is never emitted.
const DebugPanel = import.meta.env.DEV ? lazy(() => import('./debug-panel')) : null

const HEADINGS: Record<AccountMode, [title: string, lead: string]> = {
  login: ['Bem-vindo de Volta', 'Entre para salvar seus resultados e acompanhar sua evolução.'],
  signup: ['Criar uma Conta', 'Cadastre-se para guardar seus resultados em qualquer aparelho.'],
}

/**
 * Where a signed-in rider goes: back to an admin invitation waiting in this tab, else back where
 * they were sent from (`?voltar=`, an event's 'Inscrever-se'), else the panel.
 */
function nextPath(profile: Profile): string {
  if (readLinkSecret(ADMIN_INVITATION_TOKEN_KEY)) return '/convite-admin'
  return returnPathOfAddress() ?? panelPath(profile)
}

/** /entrar: login and sign-up, the 'Recuperar Senha' dialog, and the way into the panels. */
export function EntrarScreen() {
  const navigate = useNavigate()
  const interactive = useHydrated()
  // What the rider typed and tapped before the page was live (sign-in, 'Cadastre-se',
  // 'Esqueceu sua senha?') is kept and carried out once it is.
  const region = useEarlyRegion<HTMLDivElement>()
  const status = useAuthStore((s) => s.status)
  const profile = useAuthStore((s) => s.profile)
  const [mode, setMode] = useState<AccountMode>('login')
  const [transition, setTransition] = useState(false)
  const [recoveryOpen, setRecoveryOpen] = useState(false)
  // A sign-in made here is followed by the toast and the 1 s transition, not the instant forward.
  const [flowActive, setFlowActive] = useState(false)

  const forwarding = status === 'signedIn' && !flowActive && !transition
  useEffect(() => {
    if (forwarding && profile) void navigate({ href: nextPath(profile), replace: true })
  }, [forwarding, profile, navigate])

  useEffect(() => {
    if (!transition || !profile) return
    const timer = setTimeout(
      () => void navigate({ href: nextPath(profile), replace: true }),
      REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [transition, profile, navigate])

  const closeRecovery = useCallback(() => setRecoveryOpen(false), [])

  function signedIn(signedInProfile: Profile, via: AccountMode) {
    const { welcome } = arrivalTexts(nextPath(signedInProfile), panelPath(signedInProfile))
    void notify('success', via === 'signup' ? 'Cadastro realizado com sucesso!' : welcome)
    setTransition(true)
  }

  if (transition) {
    const preparing = profile
      ? arrivalTexts(nextPath(profile), panelPath(profile)).preparing
      : PREPARING_PANEL
    return <LoadingScreen message={preparing} timeoutMs={LOADING_TIMEOUT_MS} />
  }
  if (forwarding) return <LoadingScreen timeoutMs={LOADING_TIMEOUT_MS} />

  const [title, lead] = HEADINGS[mode]
  const other: AccountMode = mode === 'login' ? 'signup' : 'login'
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16" data-interactive={interactive}>
      <div
        ref={region}
        data-early=""
        className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-lg shadow-black/20 sm:p-8"
      >
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-zinc-300">{lead}</p>
        <div className="mt-6">
          <AccountForm
            key={mode}
            mode={mode}
            onSignedIn={signedIn}
            onConfirmEmail={() => {
              void notify('success', 'Cadastro realizado com sucesso!')
              setMode('login')
            }}
            onForgotPassword={() => setRecoveryOpen(true)}
            onBusyChange={(busy) => {
              if (busy) setFlowActive(true)
            }}
          />
        </div>
        <p className="mt-6 text-center text-sm text-zinc-300">
          {mode === 'login' ? 'Não tem uma conta?' : 'Já tem uma conta?'}{' '}
          <button
            id="trocar-modo"
            type="button"
            onClick={() => setMode(other)}
            className="min-h-11 rounded-lg px-1 font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            {mode === 'login' ? 'Cadastre-se' : 'Faça login'}
          </button>
        </p>
      </div>
      {recoveryOpen && (
        <Suspense fallback={null}>
          <RecoveryDialog open onClose={closeRecovery} />
        </Suspense>
      )}
      {DebugPanel && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </div>
  )
}
