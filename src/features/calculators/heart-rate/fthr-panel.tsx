import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '../../../ui/button'
import type { Bpm } from '../../../domain/units'
import { LIMITS, filterPositiveInteger, validateFthr } from '../../../domain/validation'
import { FormError, TextField } from '../../../ui/form/fields'
import { GuidedTestLink } from '../shared/guided-test-link'

const STEPS = [
  'Faça um teste de 30 minutos na maior intensidade que você consegue sustentar.',
  'Registre sua frequência cardíaca durante todo o teste.',
  'Calcule a média da frequência cardíaca dos últimos 20 minutos.',
  'Digite o resultado abaixo: esse é o seu FTHR.',
]

export interface FthrPanelProps {
  initial: Bpm | null | undefined
  saving: boolean
  onSave: (fthr: Bpm) => void
  onCancel: () => void
}

/** Spec 02 §2.4: the FTHR form, in place of the result panel. */
export function FthrPanel({ initial, saving, onSave, onCancel }: FthrPanelProps) {
  const [text, setText] = useState(initial == null ? '' : String(initial))
  const [error, setError] = useState<string | null>(null)

  // The panel replaces the result: take the rider straight to its input.
  useEffect(() => document.getElementById('fthr')?.focus(), [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fthr = validateFthr(text)
    if (!fthr.ok) {
      setError(fthr.message)
      return
    }
    setError(null)
    onSave(fthr.value)
  }

  return (
    <section
      aria-labelledby="fthr-titulo"
      className="rounded-2xl border border-zinc-800 bg-zinc-900/40 p-5 sm:p-6"
      data-no-print
    >
      <h2 id="fthr-titulo" className="text-xl font-bold text-zinc-50">
        Calcular FTHR
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-zinc-300">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-2">
        <GuidedTestLink
          lead="Ou deixe o app conduzir o teste, com ou sem cinta cardíaca:"
          to="/treinos/teste-fthr-30-minutos"
        />
      </div>
      <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
        <TextField
          id="fthr"
          label="FTHR (bpm)"
          inputMode="numeric"
          maxLength={3}
          hint={`Entre ${LIMITS.fthr.min} e ${LIMITS.fthr.max} bpm`}
          errorId={error ? 'fthr-erro' : undefined}
          value={text}
          onValueChange={(next) => setText(filterPositiveInteger(next, text))}
        />
        {error && <FormError id="fthr-erro" message={error} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={text === '' || saving}>
            {saving ? 'Salvando...' : 'Salvar FTHR'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  )
}
