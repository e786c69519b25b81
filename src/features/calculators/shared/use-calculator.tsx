import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { useEarlyRegion } from '../../../lib/early-input/early-input'
import type { AthleteProfileFields, ResultFieldsByKind, ResultKind } from '../../results'
import { filterNonNegativeNumber } from '../../../domain/validation'
import { DEFAULT_TOASTS, type SaveToasts } from '../../../ui/form/save-messages'
import { SavedResultLoader } from './saved-result-loader'
import { useResultSaver } from './use-result-saver'

/** A calculator form's values: text as typed (pt-BR commas included), choices, checkboxes. */
export type FormValues<V> = { [K in keyof V]: string | boolean }

/** What a saved calculation writes to the results store. */
export type ResultSave = {
  [K in ResultKind]: { kind: K; fields: ResultFieldsByKind[K] }
}[ResultKind]

/** What a calculation used that the rider's profile also holds (the profile offer compares them). */
export interface CalculationFacts {
  age?: number
  sex?: NonNullable<AthleteProfileFields['sex']>
  weightKg?: number | null
  heightCm?: number
}

/** The formula's answer to the form: a result (and what to save), or the message to show. */
export type Calculation<R> =
  | { ok: true; result: R; save?: ResultSave; facts?: CalculationFacts }
  | { ok: false; field?: string; title?: string | undefined; message: string }

export interface SavedForm<V, R, K extends ResultKind> {
  kind: K
  /** The latest saved record back into the form, with its result. */
  restore: (fields: ResultFieldsByKind[K]) => { values: V; result: R | null }
  /** The rider's profile as prefills, when this kind has no record yet. */
  fromProfile?: (profile: AthleteProfileFields) => Partial<V>
}

export interface CalculatorSpec<V extends FormValues<V>, R, K extends ResultKind> {
  /** Names the form (`<id>-form`) and its message (`<id>-erro`). */
  id: string
  initial: V
  calculate: (values: V) => Calculation<R>
  /** Kept results (spec 02 §4): the latest record, or the profile, fills the form until the rider edits it or has the cursor in it. */
  saved?: SavedForm<V, R, K>
  /** The toasts after a signed-in rider's save; spec 02 §8's defaults otherwise. */
  toasts?: SaveToasts
  /** After each result shown. */
  onCalculated?: () => void
}

type ErrorShown = Extract<Calculation<unknown>, { ok: false }>

const formIdOf = (calculatorId: string) => `${calculatorId}-form`

/** The cursor is in a field of the form `formId`. */
const isEditing = (formId: string) => document.activeElement?.closest(`#${formId}`) != null

/**
 * The plumbing every calculator screen shares: the form's values and its edits, the validation
 * message, the result and the focus that follows it, the save, the saved record's prefill, and
 * the early-input region that keeps what a rider typed or tapped before the page was live. A
 * screen adds its formula, its fields and its result view.
 */
export function useCalculator<V extends FormValues<V>, R, K extends ResultKind = ResultKind>(
  spec: CalculatorSpec<V, R, K>,
) {
  const [values, setValues] = useState<V>(spec.initial)
  const [error, setError] = useState<ErrorShown | null>(null)
  const [result, setResult] = useState<R | null>(null)
  const [facts, setFacts] = useState<CalculationFacts | null>(null)
  const [touched, setTouched] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const { saving, save } = useResultSaver()
  const region = useEarlyRegion<HTMLFormElement>()
  // The saved-record callbacks must stay the same functions (the loader's effect depends on
  // them) while the spec is a new object each render: they read the latest one.
  const latest = useRef(spec)
  useLayoutEffect(() => {
    latest.current = spec
  })

  const set = useCallback(<N extends keyof V>(name: N, value: V[N]) => {
    setTouched(true)
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  /** Calculates with the form's values (and `patch`), shows the result and saves it. */
  function run(patch?: Partial<V>, toasts?: SaveToasts): boolean {
    const next = patch ? { ...values, ...patch } : values
    if (patch) setValues(next)
    const outcome = spec.calculate(next)
    if (!outcome.ok) {
      setError(outcome)
      return false
    }
    setError(null)
    setResult(outcome.result)
    setFacts(outcome.facts ?? null)
    setTouched(true)
    setFocusKey((key) => key + 1)
    spec.onCalculated?.()
    if (outcome.save) {
      const { kind, fields } = outcome.save
      void save(kind, fields, toasts ?? spec.toasts ?? DEFAULT_TOASTS)
    }
    return true
  }

  // No prefill while the cursor is in one of the form's fields (put there before or after
  // hydration): the rider is about to type, and a value changed under the caret mixes with theirs.
  const onRecord = useCallback((fields: ResultFieldsByKind[K]) => {
    if (isEditing(formIdOf(latest.current.id))) return
    const restored = latest.current.saved?.restore(fields)
    if (!restored) return
    setValues(restored.values)
    setResult(restored.result)
  }, [])
  const onProfile = useCallback((profile: AthleteProfileFields) => {
    if (isEditing(formIdOf(latest.current.id))) return
    const prefill = latest.current.saved?.fromProfile?.(profile)
    if (prefill) setValues((current) => ({ ...current, ...prefill }))
  }, [])

  const errorId = `${spec.id}-erro`
  /** The message's id for a field, while the message is about it (or about the whole form). */
  const errorFor = (name: keyof V & string) =>
    error && (!error.field || error.field === name) ? errorId : undefined

  /** A text field's props; `filter` is the screen's keystroke rule (it gets the previous text). */
  function text(name: keyof V & string, filter?: (text: string, previous: string) => string) {
    const value = String(values[name])
    return {
      value,
      errorId: errorFor(name),
      onValueChange: (typed: string) =>
        set(name, (filter ? filter(typed, value) : typed) as V[typeof name]),
    }
  }

  /**
   * A measurement's props (travel, weight, width, share, watts): the decimal keypad, `maxLength`
   * characters, and only numbers ≥ 0 kept as typed, the comma included.
   */
  function amount(name: keyof V & string, maxLength: number) {
    return { inputMode: 'decimal' as const, maxLength, ...text(name, filterNonNegativeNumber) }
  }

  /** A select's props. */
  function choice<N extends keyof V & string>(name: N) {
    return {
      value: values[name] as Extract<V[N], string>,
      onValueChange: (picked: Extract<V[N], string>) => set(name, picked),
    }
  }

  const saved = spec.saved
  const loader: ReactNode =
    saved && !touched ? (
      <SavedResultLoader kind={saved.kind} onFields={onRecord} onProfile={onProfile} />
    ) : null

  return {
    values,
    result,
    facts,
    saving,
    focusKey,
    error: error && { id: errorId, title: error.title, message: error.message },
    keepsResults: saved !== undefined,
    loader,
    set,
    run,
    text,
    amount,
    choice,
    form: {
      id: formIdOf(spec.id),
      ref: region,
      noValidate: true,
      'data-early': '',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        run()
      },
    },
  }
}

export type Calculator<V extends FormValues<V>, R> = ReturnType<typeof useCalculator<V, R>>
