import { useState, type FormEvent } from 'react'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { ridersYear } from '../../../lib/format'
import { saveResult, useLatestResult, type AthleteProfileFields } from '../../results'
import { filterPositiveDecimal, filterPositiveInteger } from '../../../domain/validation'
import { FormError, SelectField, TextField } from '../../../ui/form/fields'
import { toInputText } from '../../../ui/form/figures'
import { validateProfile, type ProfileForm } from './rules'

const SEX_OPTIONS: readonly { value: ProfileForm['sex']; label: string }[] = [
  { value: '', label: 'Não informado' },
  { value: 'masculino', label: 'Masculino' },
  { value: 'feminino', label: 'Feminino' },
]

const SYNC_TEXT = {
  synced: 'Sincronizado com a sua conta.',
  pending: 'Salvo neste aparelho; será sincronizado quando houver conexão.',
  failed: 'Salvo neste aparelho, mas o servidor recusou a sincronização.',
} as const

const toForm = (fields: AthleteProfileFields): ProfileForm => ({
  birthYear: fields.birth_year == null ? '' : String(fields.birth_year),
  sex: fields.sex ?? '',
  weight: toInputText(fields.weight_kg),
  height: toInputText(fields.height_cm),
})

const EMPTY: ProfileForm = { birthYear: '', sex: '', weight: '', height: '' }

/**
 * 'Meu Perfil' → the rider's data: saved on the device first and synced like the
 * results; the calculators prefill from it.
 */
export function AthleteProfileCard() {
  const stored = useLatestResult('athlete_profile')
  // The rider's edits; until the first keystroke the form shows the stored profile.
  const [draft, setDraft] = useState<ProfileForm | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const form = draft ?? (stored ? toForm(stored.fields) : EMPTY)
  const edited = draft !== null

  const change = (key: keyof ProfileForm) => (value: string) => {
    setSaved(false)
    const filtered =
      key === 'birthYear'
        ? filterPositiveInteger(value, form.birthYear)
        : key === 'weight' || key === 'height'
          ? filterPositiveDecimal(value, form[key])
          : value
    setDraft({ ...form, [key]: filtered })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateProfile(form, ridersYear())
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    await saveResult('athlete_profile', checked.value)
    setDraft(null)
    setSaved(true)
  }

  const errorId = error ? 'perfil-atleta-erro' : undefined
  return (
    <Card className="mt-4">
      <h3 className="font-semibold text-zinc-50">Dados do atleta</h3>
      <p className="mt-1 text-sm text-zinc-300">
        As calculadoras usam estes dados para preencher os formulários, também offline.
      </p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="perfil-ano"
          label="Ano de nascimento"
          inputMode="numeric"
          maxLength={4}
          autoComplete="bday-year"
          errorId={errorId}
          value={form.birthYear}
          onValueChange={change('birthYear')}
        />
        <SelectField
          id="perfil-sexo"
          label="Sexo"
          value={form.sex}
          options={SEX_OPTIONS}
          onValueChange={change('sex')}
        />
        <TextField
          id="perfil-peso"
          label="Peso (kg)"
          inputMode="decimal"
          maxLength={5}
          errorId={errorId}
          value={form.weight}
          onValueChange={change('weight')}
        />
        <TextField
          id="perfil-altura"
          label="Altura (cm)"
          inputMode="decimal"
          maxLength={5}
          errorId={errorId}
          value={form.height}
          onValueChange={change('height')}
        />
        {error && (
          <div className="sm:col-span-2">
            <FormError id="perfil-atleta-erro" message={error} />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit">Salvar perfil</Button>
          {saved && (
            <p role="status" className="text-sm text-emerald-300">
              Perfil salvo.
            </p>
          )}
        </div>
      </form>
      {stored && !edited && (
        <p className="mt-3 text-xs text-zinc-400">{SYNC_TEXT[stored.syncState]}</p>
      )}
    </Card>
  )
}
