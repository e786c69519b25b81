import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { loadAccountActions, loadAccountMessages, loadPasswordRules } from '../auth'
import { notify } from '../../ui/toast'

export const SECONDARY_BUTTON =
  'min-h-11 rounded-xl border border-zinc-700 px-5 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-60'
export const TEXT_INPUT =
  'mt-1 block min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 text-zinc-50 aria-invalid:border-red-400'

const REQUIRED = 'Preencha todos os campos'

function PasswordField({
  ref,
  label,
  value,
  onChange,
  autoComplete,
  errorId,
}: {
  ref?: Ref<HTMLInputElement>
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
        ref={ref}
        id={id}
        type="password"
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={TEXT_INPUT}
      />
    </div>
  )
}

/**
 * 'Alterar senha' (spec 01 §5 rules): the current password is checked by the server (a sign-in
 * with it), then the new one is saved.
 */
type FieldName = 'current' | 'next' | 'confirm'

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    current: '',
    next: '',
    confirm: '',
  })
  const [error, setError] = useState<{ message: string; fields: FieldName[] } | null>(null)
  const [saving, setSaving] = useState(false)
  const baseId = useId()
  const errorId = `${baseId}-erro`
  const firstField = useRef<HTMLInputElement>(null)
  const set = (name: FieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }))
  const describedBy = (name: FieldName) => (error?.fields.includes(name) ? errorId : undefined)

  useEffect(() => firstField.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    const [actions, { ACCOUNT_MESSAGES }, { validateNewPassword, MIN_PASSWORD_LENGTH }] =
      await Promise.all([loadAccountActions(), loadAccountMessages(), loadPasswordRules()])
    const { current, next, confirm } = values
    const empty = (['current', 'next', 'confirm'] as const).filter((name) => values[name] === '')
    const rule = validateNewPassword(next, confirm)
    if (empty.length > 0 || rule) {
      setSaving(false)
      setError(
        empty.length > 0
          ? { message: REQUIRED, fields: [...empty] }
          : {
              message: rule ?? REQUIRED,
              fields: [[...next].length < MIN_PASSWORD_LENGTH ? 'next' : 'confirm'],
            },
      )
      return
    }
    const outcome = await actions.changePassword(current, next)
    setSaving(false)
    if (!outcome.ok) {
      const wrong = outcome.message === ACCOUNT_MESSAGES.wrongPassword
      setError({ message: outcome.message, fields: wrong ? ['current'] : [] })
      return
    }
    void notify('success', ACCOUNT_MESSAGES.passwordChanged)
    onDone()
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Alterar senha"
      className="mt-4 space-y-3 border-t border-zinc-800 pt-4"
    >
      <PasswordField
        ref={firstField}
        label="Senha atual"
        value={values.current}
        onChange={set('current')}
        autoComplete="current-password"
        errorId={describedBy('current')}
      />
      <PasswordField
        label="Nova senha"
        value={values.next}
        onChange={set('next')}
        autoComplete="new-password"
        errorId={describedBy('next')}
      />
      <PasswordField
        label="Confirmar nova senha"
        value={values.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        errorId={describedBy('confirm')}
      />
      {error && (
        <p id={errorId} role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-200">
          {error.message}
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
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  )
}
