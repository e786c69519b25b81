import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import { useEarlyValue } from '../../lib/early-input/early-input'

const CONTROL =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-400 aria-invalid:border-red-400 disabled:opacity-60'

const LABEL = 'block text-sm font-semibold text-zinc-200'
const HINT = 'mt-1 block text-xs text-zinc-400'

interface FieldShell {
  id: string
  label: string
  hint?: ReactNode
  /** The id of the form's error message, linked while the form shows an error. */
  errorId?: string | undefined
}

function describedBy(id: string, hint: ReactNode, errorId: string | undefined) {
  const ids = [hint ? `${id}-dica` : null, errorId ?? null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export interface TextFieldProps
  extends FieldShell, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  value: string
  /** Receives the raw text; keystroke filters run in the screen so each keeps its own rule. */
  onValueChange: (text: string) => void
}

/** A labelled text input: numbers are typed as text so the pt-BR comma works everywhere. */
export function TextField({
  id,
  label,
  hint,
  errorId,
  value,
  onValueChange,
  ...rest
}: TextFieldProps) {
  const control = useEarlyValue<HTMLInputElement>(value, (early) => onValueChange(String(early)))
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        ref={control}
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(id, hint, errorId)}
        aria-invalid={errorId ? true : undefined}
        className={CONTROL}
        {...rest}
      />
      {hint && (
        <span id={`${id}-dica`} className={HINT}>
          {hint}
        </span>
      )}
    </div>
  )
}

export interface SelectFieldProps<V extends string>
  extends FieldShell, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> {
  value: V
  options: readonly { value: V; label: string }[]
  onValueChange: (value: V) => void
}

/** A native select: lighter than a listbox widget and accessible on every phone. */
export function SelectField<V extends string>({
  id,
  label,
  hint,
  errorId,
  value,
  options,
  onValueChange,
  ...rest
}: SelectFieldProps<V>) {
  const control = useEarlyValue<HTMLSelectElement>(value, (early) => {
    const known = options.find((option) => option.value === early)
    if (known) onValueChange(known.value)
  })
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        ref={control}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as V)}
        aria-describedby={describedBy(id, hint, errorId)}
        className={`${CONTROL} appearance-auto`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-dica`} className={HINT}>
          {hint}
        </span>
      )}
    </div>
  )
}

export interface CheckFieldProps {
  id: string
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/** A labelled checkbox, as tall as the other fields' tap targets. */
export function CheckField({ id, label, checked, onCheckedChange }: CheckFieldProps) {
  const control = useEarlyValue<HTMLInputElement>(checked, (early) =>
    onCheckedChange(early === true),
  )
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 items-center gap-3 text-sm font-semibold text-zinc-200"
    >
      <input
        ref={control}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-5 accent-brand-500"
      />
      {label}
    </label>
  )
}

/** The form's validation message, announced as it appears (spec 02 §5 wording). */
export function FormError({
  id,
  title,
  message,
}: {
  id: string
  title?: string | undefined
  message: string
}) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-xl border border-red-400/40 bg-red-500/10 px-4 py-3 text-sm text-red-100"
    >
      {title && <strong className="block font-semibold text-red-50">{title}</strong>}
      {message}
    </div>
  )
}
