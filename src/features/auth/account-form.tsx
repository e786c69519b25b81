import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Button } from '../../ui/button'
import { AuthField, FormError } from './auth-field'
import type { Profile } from './auth-store'
import { validateLogin, validateSignUp } from './validation'

export type AccountMode = 'login' | 'signup'

export interface AccountFormProps {
  mode: AccountMode
  /** The rider signed in (or up with a session): the profile decides the panel. */
  onSignedIn: (profile: Profile, mode: AccountMode) => void
  /** Sign-up that needs an e-mail confirmation first (a hosted project with confirmations on). */
  onConfirmEmail: () => void
  onForgotPassword: () => void
  /** While a call runs, the screen must not forward the rider on its own. */
  onBusyChange: (busy: boolean) => void
}

const ERROR_ID = 'conta-erro'

/**
 * Login and sign-up share one form; the screen remounts it on a mode change, which is what clears
 * every field and error (spec 01 §2).
 */
export function AccountForm(props: AccountFormProps) {
  const { mode } = props
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [fullName, setFullName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const signup = mode === 'signup'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const invalid = signup
      ? validateSignUp({ email, password, confirmPassword, fullName })
      : validateLogin({ email, password })
    setError(invalid)
    if (invalid) return
    setBusy(true)
    props.onBusyChange(true)
    const actions = await import('./sign-in-actions').catch(() => null)
    const outcome = actions
      ? signup
        ? await actions.signUp({ email, password, confirmPassword, fullName })
        : await actions.signIn({ email, password })
      : ({ ok: false, message: 'Sem conexão. Verifique sua internet e tente novamente.' } as const)
    setBusy(false)
    props.onBusyChange(false)
    if (!outcome.ok) {
      setError(outcome.message)
      return
    }
    if (outcome.value) props.onSignedIn(outcome.value, mode)
    else props.onConfirmEmail()
  }

  const errorId = error ? ERROR_ID : undefined
  return (
    <form id="conta-form" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {signup && (
        <AuthField
          id="conta-nome"
          label="Nome completo"
          autoComplete="name"
          value={fullName}
          onValueChange={setFullName}
          errorId={errorId}
        />
      )}
      <AuthField
        id="conta-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        errorId={errorId}
      />
      <AuthField
        id="conta-senha"
        label="Senha"
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        value={password}
        onValueChange={setPassword}
        errorId={errorId}
      />
      {signup && (
        <AuthField
          id="conta-confirmar"
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          errorId={errorId}
        />
      )}
      <FormError id={ERROR_ID} message={error} />
      {!signup && (
        <div className="flex justify-end">
          <button
            id="esqueci-senha"
            type="button"
            onClick={props.onForgotPassword}
            className="min-h-11 rounded-lg px-1 text-sm font-medium text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            Esqueceu sua senha?
          </button>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? (signup ? 'Criando conta...' : 'Entrando...') : signup ? 'Criar conta' : 'Entrar'}
      </Button>
      {signup && (
        <p className="text-center text-xs text-zinc-400">
          Ao criar a conta você concorda com a nossa{' '}
          <Link
            to="/privacidade"
            className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            Política de Privacidade
          </Link>
          .
        </p>
      )}
    </form>
  )
}
