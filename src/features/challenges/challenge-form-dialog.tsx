/**
 * 'Criar Desafio': an organizer's or an admin's new challenge (its own lazy part, in the
 * challenges' chunk the worker does not precache). Every field is bounded where it is typed and
 * checked before anything is sent (checkChallenge, the server's own bounds); a refusal, the
 * form's or the server's, shows its message and keeps what was typed.
 */
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../ui/button'
import { DescriptionField, FormDialog } from '../../ui/form-dialog'
import { CheckField, FormError, SelectField, TextField } from '../../ui/form/fields'
import { notify } from '../../ui/toast'
import { createChallenge } from './api'
import {
  DESCRIPTION_MAX,
  GOAL_UNITS,
  TITLE_MAX,
  checkChallenge,
  lastEndDay,
  type ChallengeFormErrors,
  type ChallengeFormValues,
} from './challenge-form'
import { refreshChallenges } from './challenges-query'
import { KIND_LABELS, todayOnRidersCalendar } from './format'
import { CHALLENGE_KINDS, type ChallengeKind } from './progress'

const KIND_OPTIONS = CHALLENGE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))
const GOAL_MAX_LENGTH = 9

export default function ChallengeFormDialog({
  events = [],
  onClose,
}: {
  /** The organizer's own events, to tie the challenge to one (optional); none for an admin. */
  events?: readonly { id: string; title: string }[]
  onClose: () => void
}) {
  const today = todayOnRidersCalendar()
  const [values, setValues] = useState<ChallengeFormValues>({
    title: '',
    description: '',
    kind: 'distance',
    goal: '',
    starts_on: today,
    ends_on: '',
    indoor_counts: false,
    event_id: '',
  })
  const [errors, setErrors] = useState<ChallengeFormErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const id = useId()

  const set =
    <K extends keyof ChallengeFormValues>(key: K) =>
    (value: ChallengeFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }))
  const shell = (key: keyof ChallengeFormErrors) => ({
    id: `${id}-${key}`,
    errorId: errors[key] ? `${id}-${key}-erro` : undefined,
  })
  const fieldError = (key: keyof ChallengeFormErrors) =>
    errors[key] && <FormError id={`${id}-${key}-erro`} message={errors[key]} />

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const checked = checkChallenge(values, todayOnRidersCalendar())
    setRefusal(null)
    if ('errors' in checked) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      await createChallenge(checked.challenge)
      void notify('success', 'Desafio criado')
      await refreshChallenges()
      onClose()
    } catch (refused) {
      setRefusal((refused as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const eventOptions = [
    { value: '', label: 'Nenhum' },
    ...events.map((event) => ({ value: event.id, label: event.title })),
  ]
  return (
    <FormDialog
      title="Criar Desafio"
      note="Datas no horário de Brasília; o desafio pode durar até um ano."
      busy={saving}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            {...shell('title')}
            label="Título"
            value={values.title}
            onValueChange={set('title')}
            maxLength={TITLE_MAX}
            required
          />
          {fieldError('title')}
        </div>
        <DescriptionField
          id={`${id}-description`}
          value={values.description}
          onValueChange={set('description')}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          invalid={Boolean(errors.description)}
        >
          {fieldError('description')}
        </DescriptionField>
        <SelectField<ChallengeKind>
          id={`${id}-kind`}
          label="Tipo"
          value={values.kind}
          options={KIND_OPTIONS}
          onValueChange={set('kind')}
        />
        <div>
          <TextField
            {...shell('goal')}
            label={`Objetivo (${GOAL_UNITS[values.kind]})`}
            inputMode="decimal"
            value={values.goal}
            onValueChange={set('goal')}
            maxLength={GOAL_MAX_LENGTH}
            required
          />
          {fieldError('goal')}
        </div>
        <div>
          <TextField
            {...shell('starts_on')}
            type="date"
            label="Início"
            value={values.starts_on}
            onValueChange={set('starts_on')}
            min="2000-01-01"
            max="2999-12-31"
            required
          />
          {fieldError('starts_on')}
        </div>
        <div>
          <TextField
            {...shell('ends_on')}
            type="date"
            label="Término"
            value={values.ends_on}
            onValueChange={set('ends_on')}
            min={values.starts_on || today}
            max={values.starts_on ? lastEndDay(values.starts_on) : undefined}
            required
          />
          {fieldError('ends_on')}
        </div>
        {events.length > 0 && (
          <SelectField
            id={`${id}-event`}
            label="Evento (opcional)"
            value={values.event_id}
            options={eventOptions}
            onValueChange={set('event_id')}
          />
        )}
        <div className="sm:col-span-2">
          <CheckField
            id={`${id}-indoor`}
            label="Pedais indoor contam (testes e treinos no rolo)"
            checked={values.indoor_counts}
            onCheckedChange={set('indoor_counts')}
          />
        </div>
        {refusal && (
          <div className="sm:col-span-2">
            <FormError id={`${id}-erro`} message={refusal} />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Fechar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Salvando...' : 'Criar Desafio'}
          </Button>
        </div>
      </form>
    </FormDialog>
  )
}
