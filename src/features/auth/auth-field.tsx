import type { InputHTMLAttributes } from 'react'
import { useEarlyValue } from '../../lib/early-input/early-input'

const CONTROL =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-400 aria-invalid:border-red-400 disabled:opacity-60'

export interface AuthFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value'
> {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  /** The id of the form's error message while it shows one. */
  errorId?: string | undefined
}

/**
 * A labelled input of the account forms (e-mail, password, name). What the rider typed before the
 * page was live is taken when it hydrates.
 */
export function AuthField({ id, label, value, onValueChange, errorId, ...rest }: AuthFieldProps) {
  const control = useEarlyValue<HTMLInputElement>(value, (early) => onValueChange(String(early)))
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-zinc-200">
        {label}
      </label>
      <input
        ref={control}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        className={CONTROL}
        {...rest}
      />
    </div>
  )
}

/** The form's one message, announced when it appears. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
    >
      {message}
    </p>
  )
}
