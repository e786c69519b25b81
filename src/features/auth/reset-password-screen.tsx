import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, buttonClass } from '../../ui/button'
import { Icon } from '../../ui/icons'
import { AuthField, FormError } from './auth-field'
import { AUTH_MESSAGES } from './error-messages'
import { notify } from '../../ui/toast'
import { useIsClient } from './use-is-client'
import { readRecoveryLink } from './recovery-link'
import { validateNewPassword } from './validation'

/** Spec 01 §9: back to /entrar 2 s after the new password is saved. */
const REDIRECT_DELAY_MS = 2000
const ERROR_ID = 'nova-senha-erro'

type Phase =
  | { kind: 'verifying' }
  | { kind: 'valid' | 'submitting'; error: string | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'success' }

async function openLink(): Promise<Phase> {
  const link = readRecoveryLink(window.location.search, window.location.hash)
  if (link.kind === 'invalid') return { kind: 'invalid', message: AUTH_MESSAGES.linkInvalid }
  const actions = await import('./actions')
  const opened =
    link.kind === 'token-hash'
      ? await actions.verifyRecoveryLink(link.tokenHash)
      : await actions.sessionFromLinkTokens(link.accessToken, link.refreshToken)
  if (!opened.ok) return { kind: 'invalid', message: opened.message }
  void notify('success', 'Link válido! Digite sua nova senha.')
  const checked = await actions.checkRecoverySession()
  return checked.ok ? { kind: 'valid', error: null } : { kind: 'invalid', message: checked.message }
}

/** /reset-password: verifying → valid → submitting → success, or invalid (spec 01 §2). */
export function ResetPasswordScreen() {
  const navigate = useNavigate()
  const interactive = useIsClient()
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying' })
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  // A recovery link works once: never verify it twice, whatever React does with effects.
  const opened = useRef(false)

  useEffect(() => {
    if (opened.current) return
    opened.current = true
    void openLink()
      .catch(() => ({ kind: 'invalid', message: AUTH_MESSAGES.linkInvalid }) as const)
      .then(setPhase)
  }, [])

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
    const { updatePassword } = await import('./actions')
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
