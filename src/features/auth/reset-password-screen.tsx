import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, buttonClass } from '../../ui/button'
import { Icon } from '../../ui/icons'
import { AuthField, FormError } from './auth-field'
import { AUTH_MESSAGES } from './error-messages'
import { notify } from '../../ui/toast'
import { openedLinkParts } from '../../lib/link-secrets'
import { useHydrated } from '../../lib/use-hydrated'
import { readPersistedSession } from './persisted-session'
import { readRecoveryLink, recoveryLinkEmail, type RecoveryLink } from './recovery-link'
import { validateNewPassword } from './validation'

/** Spec 01 §9: back to /entrar 2 s after the new password is saved. */
const REDIRECT_DELAY_MS = 2000
const ERROR_ID = 'nova-senha-erro'

type Phase =
  | { kind: 'verifying' }
  | { kind: 'confirm'; current: string; next: string | null }
  | { kind: 'kept'; current: string }
  | { kind: 'valid' | 'submitting'; error: string | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'success' }

interface OpenedLink {
  link: RecoveryLink
  /** The account the link names, when it names one. */
  email: string | null
}

/**
 * The link as the page was opened with it (main.tsx already took it out of the address bar), and
 * whether to ask first: someone else is signed in on this device, or the link names nobody.
 */
function readLink(): OpenedLink & { ask: Phase | null } {
  const { search, hash } = openedLinkParts()
  const link = readRecoveryLink(search, hash)
  const email = recoveryLinkEmail(search, hash)
  const current = readPersistedSession()
  const ask: Phase | null =
    link.kind !== 'invalid' && current && (email === null || email !== current.email.toLowerCase())
      ? { kind: 'confirm', current: current.email, next: email }
      : null
  return { link, email, ask }
}

async function openLink({ link, email }: OpenedLink): Promise<Phase> {
  if (link.kind === 'invalid') return { kind: 'invalid', message: AUTH_MESSAGES.linkInvalid }
  const actions = await import('./recovery-actions')
  const opened = await actions.openRecoveryLink(link, email)
  if (!opened.ok) return { kind: 'invalid', message: opened.message }
  void notify('success', 'Link válido! Digite sua nova senha.')
  const checked = await actions.checkRecoverySession()
  return checked.ok ? { kind: 'valid', error: null } : { kind: 'invalid', message: checked.message }
}

/** 'Você está conectado como a@x. Continuar como b@y?' */
function ConfirmAccount({
  current,
  next,
  onContinue,
  onCancel,
}: {
  current: string
  next: string | null
  onContinue: () => void
  onCancel: () => void
}) {
  return (
    <div className="mt-6 space-y-5">
      <div className="rounded-xl bg-amber-500/10 p-4 text-sm text-zinc-200">
        <p id="trocar-conta" className="font-semibold text-zinc-50">
          Você está conectado como {current}.{' '}
          {next ? `Continuar como ${next}?` : 'Continuar com a conta deste link?'}
        </p>
        <p className="mt-2">
          Continuar encerra a sua sessão neste aparelho. Cancelar mantém você conectado e o link não
          é usado.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onContinue} aria-describedby="trocar-conta">
          Continuar
        </Button>
      </div>
    </div>
  )
}

/** /reset-password: verifying → valid → submitting → success, or invalid (spec 01 §2). */
export function ResetPasswordScreen() {
  const navigate = useNavigate()
  const interactive = useHydrated()
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying' })
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  // A recovery link works once: never verify it twice, whatever React does with effects.
  const opened = useRef<OpenedLink | null>(null)

  const settle = (next: Promise<Phase>) =>
    void next
      .catch(() => ({ kind: 'invalid', message: AUTH_MESSAGES.linkInvalid }) as const)
      .then(setPhase)

  useEffect(() => {
    if (opened.current) return
    const { ask, ...link } = readLink()
    opened.current = link
    settle(ask ? Promise.resolve(ask) : openLink(link))
  }, [])

  function proceed() {
    if (!opened.current) return
    setPhase({ kind: 'verifying' })
    settle(openLink(opened.current))
  }

  useEffect(() => {
    if (phase.kind !== 'success') return
    const timer = setTimeout(
      () => void navigate({ to: '/entrar', replace: true }),
      REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [phase.kind, navigate])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase.kind !== 'valid') return
    const invalid = validateNewPassword(password, confirmPassword)
    if (invalid) {
      setPhase({ kind: 'valid', error: invalid })
      return
    }
    setPhase({ kind: 'submitting', error: null })
    const { updatePassword } = await import('./recovery-actions')
    const outcome = await updatePassword(password)
    if (!outcome.ok) {
      setPhase({ kind: 'valid', error: outcome.message })
      return
    }
    void notify('success', 'Senha redefinida com sucesso!')
    setPhase({ kind: 'success' })
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16" data-interactive={interactive}>
      <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-lg shadow-black/20 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 sm:text-3xl">
          Redefinir Senha
        </h1>
        {phase.kind === 'verifying' && (
          <div role="status" className="mt-6 flex items-center gap-3 text-zinc-300">
            <span className="size-6 animate-spin rounded-full border-[3px] border-zinc-700 border-t-brand-400" />
            Verificando link de recuperação...
          </div>
        )}
        {phase.kind === 'confirm' && (
          <ConfirmAccount
            current={phase.current}
            next={phase.next}
            onContinue={proceed}
            onCancel={() => setPhase({ kind: 'kept', current: phase.current })}
          />
        )}
        {phase.kind === 'kept' && (
          <div className="mt-6 space-y-5">
            <p role="status" className="rounded-xl bg-zinc-800/60 p-4 text-sm text-zinc-200">
              Você continua conectado como {phase.current}. O link de recuperação não foi usado.
            </p>
            <Link to="/dashboard" className={buttonClass('primary', 'w-full')}>
              Ir para o painel
            </Link>
          </div>
        )}
        {phase.kind === 'invalid' && (
          <div className="mt-6 space-y-5">
            <p
              role="alert"
              className="flex gap-3 rounded-xl bg-red-500/10 p-4 text-sm text-red-200"
            >
              <Icon name="x" className="mt-0.5 shrink-0" size={18} />
              {phase.message}
            </p>
            <Link to="/entrar" className={buttonClass('primary', 'w-full')}>
              Voltar para o login
            </Link>
          </div>
        )}
        {phase.kind === 'success' && (
          <p role="status" className="mt-6 rounded-xl bg-emerald-500/10 p-4 text-sm text-zinc-200">
            <strong className="block text-zinc-50">Senha redefinida!</strong>
            Redirecionando para o login...
          </p>
        )}
        {(phase.kind === 'valid' || phase.kind === 'submitting') && (
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
            <p className="text-sm text-zinc-300">Escolha uma nova senha para a sua conta.</p>
            <AuthField
              id="nova-senha"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              errorId={phase.error ? ERROR_ID : undefined}
            />
            <AuthField
              id="nova-senha-confirmar"
              label="Confirmar senha"
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
              errorId={phase.error ? ERROR_ID : undefined}
            />
            <FormError id={ERROR_ID} message={phase.error} />
            <Button
              type="submit"
              className="w-full"
              disabled={phase.kind === 'submitting'}
              aria-busy={phase.kind === 'submitting'}
            >
              {phase.kind === 'submitting' ? 'Redefinindo...' : 'Redefinir senha'}
            </Button>
          </form>
        )}
      </div>
    </div>
  )
}
