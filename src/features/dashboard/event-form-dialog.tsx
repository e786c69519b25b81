/**
 * 'Criar Novo Evento' and 'Editar': the event form in a dialog (its own chunk, loaded on the
 * first tap). Every field is checked before anything is sent (checkEventForm, the server's own
 * bounds); a refusal, the form's or the server's, shows its message and keeps what was typed.
 */
import { useId, useRef, useState, type FormEvent } from 'react'
import {
  EVENT_TIME_ZONES,
  MODALITIES,
  MODALITY_LABELS,
  STATES,
  refreshEvents,
  type EventTimeZone,
  type Modality,
  type State,
} from '../events/dashboard-door'
import {
  EMPTY_EVENT_FORM,
  EVENT_MAX_LENGTH,
  checkEventForm,
  createEvent,
  eventFormValues,
  updateEvent,
  type EventFormField,
  type EventFormValues,
  type OrganizerEvent,
} from '../events/organizer-door'
import { Button } from '../../ui/button'
import { DescriptionField, FormDialog } from '../../ui/form-dialog'
import { FormError, SelectField, TextField } from '../../ui/form/fields'
import { notify } from '../../ui/toast'

const MODALITY_OPTIONS = MODALITIES.map((m) => ({ value: m, label: MODALITY_LABELS[m] }))
const ZONE_OPTIONS = (Object.keys(EVENT_TIME_ZONES) as EventTimeZone[]).map((zone) => ({
  value: zone,
  label: `Horário de ${EVENT_TIME_ZONES[zone]}`,
}))
const STATE_OPTIONS: { value: State | ''; label: string }[] = [
  { value: '', label: 'Selecione' },
  ...STATES.map((uf) => ({ value: uf, label: uf })),
]

type Save = 'draft' | 'publish' | 'keep'

export default function EventFormDialog({
  event,
  onClose,
}: {
  /** The event to edit; none for a new one. */
  event?: OrganizerEvent | undefined
  onClose: () => void
}) {
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventFormValues(event) : EMPTY_EVENT_FORM,
  )
  const [error, setError] = useState<{ field?: EventFormField; message: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const errorId = `${id}-erro`

  const set =
    <K extends EventFormField>(key: K) =>
    (value: EventFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }))

  /** The props each field shares: its id, and the form's error linked while it is the one refused. */
  const shell = (key: EventFormField) => ({
    id: `${id}-${key}`,
    errorId: error?.field === key ? errorId : undefined,
  })

  async function save(how: Save) {
    const checked = checkEventForm(values, { now: new Date(), stored: event })
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message })
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${checked.field}`)}`)?.focus()
      return
    }
    setError(null)
    setSaving(true)
    try {
      const status = how === 'keep' ? undefined : how === 'publish' ? 'published' : 'draft'
      if (event) await updateEvent(event.id, checked.value, status)
      else await createEvent(checked.value, status ?? 'draft')
      void notify(
        'success',
        how === 'publish'
          ? 'Evento publicado'
          : how === 'draft'
            ? 'Rascunho salvo'
            : 'Alterações salvas',
      )
      await refreshEvents()
      onClose()
    } catch (refused) {
      setError({ message: (refused as Error).message })
    } finally {
      setSaving(false)
    }
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    void save(
      (submitter?.value as Save | undefined) ?? (event?.status === 'published' ? 'keep' : 'draft'),
    )
  }

  const isPublished = event?.status === 'published'
  return (
    <FormDialog
      title={event ? 'Editar Evento' : 'Criar Novo Evento'}
      note="Data e hora no fuso do evento. Campos opcionais podem ficar em branco."
      busy={saving}
      onClose={onClose}
    >
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <TextField
            {...shell('title')}
            label="Título"
            value={values.title}
            onValueChange={set('title')}
            maxLength={EVENT_MAX_LENGTH.title}
            required
          />
        </div>
        <DescriptionField
          id={`${id}-description`}
          value={values.description}
          onValueChange={set('description')}
          maxLength={EVENT_MAX_LENGTH.description}
          rows={4}
          describedBy={`${id}-description-dica${error?.field === 'description' ? ` ${errorId}` : ''}`}
          invalid={error?.field === 'description'}
        >
          <span id={`${id}-description-dica`} className="mt-1 block text-xs text-zinc-400">
            Texto simples, até 5.000 caracteres ({values.description.length.toLocaleString('pt-BR')}{' '}
            usados).
          </span>
        </DescriptionField>
        <SelectField<Modality>
          {...shell('modality')}
          label="Modalidade"
          value={values.modality}
          options={MODALITY_OPTIONS}
          onValueChange={set('modality')}
        />
        <SelectField<EventTimeZone>
          {...shell('timeZone')}
          label="Fuso horário"
          value={values.timeZone}
          options={ZONE_OPTIONS}
          onValueChange={set('timeZone')}
        />
        <TextField
          {...shell('startDate')}
          type="date"
          label="Data de início"
          value={values.startDate}
          onValueChange={set('startDate')}
          required
        />
        <TextField
          {...shell('startTime')}
          type="time"
          label="Hora de início"
          value={values.startTime}
          onValueChange={set('startTime')}
          required
        />
        <TextField
          {...shell('endDate')}
          type="date"
          label="Data de término"
          value={values.endDate}
          onValueChange={set('endDate')}
          required
        />
        <TextField
          {...shell('endTime')}
          type="time"
          label="Hora de término"
          value={values.endTime}
          onValueChange={set('endTime')}
          required
        />
        <TextField
          {...shell('city')}
          label="Cidade"
          value={values.city}
          onValueChange={set('city')}
          maxLength={EVENT_MAX_LENGTH.city}
          required
        />
        <SelectField<State | ''>
          {...shell('state')}
          label="Estado (UF)"
          value={values.state}
          options={STATE_OPTIONS}
          onValueChange={set('state')}
          required
        />
        <div className="sm:col-span-2">
          <TextField
            {...shell('meetingPoint')}
            label="Ponto de encontro"
            value={values.meetingPoint}
            onValueChange={set('meetingPoint')}
            maxLength={EVENT_MAX_LENGTH.meetingPoint}
            required
          />
        </div>
        <TextField
          {...shell('latitude')}
          label="Latitude (opcional)"
          hint="Ex.: -22,2845"
          inputMode="decimal"
          value={values.latitude}
          onValueChange={set('latitude')}
          maxLength={EVENT_MAX_LENGTH.coordinate}
        />
        <TextField
          {...shell('longitude')}
          label="Longitude (opcional)"
          hint="Ex.: -48,1267"
          inputMode="decimal"
          value={values.longitude}
          onValueChange={set('longitude')}
          maxLength={EVENT_MAX_LENGTH.coordinate}
        />
        <TextField
          {...shell('distanceKm')}
          label="Distância (km, opcional)"
          inputMode="decimal"
          value={values.distanceKm}
          onValueChange={set('distanceKm')}
          maxLength={EVENT_MAX_LENGTH.distanceKm}
        />
        <TextField
          {...shell('elevationM')}
          label="Altimetria (m, opcional)"
          inputMode="numeric"
          value={values.elevationM}
          onValueChange={set('elevationM')}
          maxLength={EVENT_MAX_LENGTH.elevationM}
        />
        <TextField
          {...shell('price')}
          label="Valor da inscrição (R$)"
          hint="Em branco ou 0 = gratuito"
          inputMode="decimal"
          value={values.price}
          onValueChange={set('price')}
          maxLength={EVENT_MAX_LENGTH.price}
        />
        <TextField
          {...shell('capacity')}
          label="Vagas"
          hint="Em branco = sem limite"
          inputMode="numeric"
          value={values.capacity}
          onValueChange={set('capacity')}
          maxLength={EVENT_MAX_LENGTH.capacity}
        />
        <div className="sm:col-span-2">
          <TextField
            {...shell('registrationUrl')}
            type="url"
            label="Link de inscrição externo (opcional)"
            hint="Somente https://"
            value={values.registrationUrl}
            onValueChange={set('registrationUrl')}
            maxLength={EVENT_MAX_LENGTH.registrationUrl}
          />
        </div>
        {error && (
          <div className="sm:col-span-2">
            <FormError id={errorId} message={error.message} />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Fechar
          </Button>
          {isPublished ? (
            <Button type="submit" value="keep" disabled={saving}>
              {saving ? 'Salvando...' : 'Salvar alterações'}
            </Button>
          ) : (
            <>
              <Button type="submit" variant="secondary" value="draft" disabled={saving}>
                Salvar rascunho
              </Button>
              <Button type="submit" value="publish" disabled={saving}>
                {saving ? 'Salvando...' : 'Publicar'}
              </Button>
            </>
          )}
        </div>
      </form>
    </FormDialog>
  )
}
