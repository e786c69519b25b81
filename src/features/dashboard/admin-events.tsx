/**
 * The admin's view of the calendar on their overview: the published events still to happen, each
 * with 'Despublicar' (back to draft, with a reason its organizer sees).
 */
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { useState, type FormEvent } from 'react'
import { eventWhen, refreshEvents, type CalendarEvent } from '../events/dashboard-door'
import {
  EVENT_FORM_MESSAGES,
  EVENT_MAX_LENGTH,
  checkUnpublishReason,
  unpublishEvent,
  usePublishedEvents,
} from '../events/organizer-door'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { FormError } from '../../ui/form/fields'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import { CreateChallengeButton } from './create-challenge'
import { EVENTS_OFFLINE, waitsForNetwork } from './event-parts'

export function AdminEvents() {
  const events = usePublishedEvents()
  const [unpublishing, setUnpublishing] = useState<CalendarEvent | null>(null)
  return (
    <section aria-labelledby="eventos-publicados">
      <SectionHeading>
        <span id="eventos-publicados">Eventos publicados</span>
      </SectionHeading>
      <div className="mb-4">
        <CreateChallengeButton />
      </div>
      {waitsForNetwork(events) ? (
        <EmptyNote>{EVENTS_OFFLINE}</EmptyNote>
      ) : events.isPending ? (
        <p className="text-zinc-300">Carregando eventos...</p>
      ) : events.isError ? (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {events.error.message}
        </p>
      ) : events.data.length === 0 ? (
        <EmptyNote>Nenhum evento publicado por vir.</EmptyNote>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800">
            {events.data.map((event) => (
              <li
                key={event.id}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              >
                <div className="min-w-0">
                  <a
                    href={`/eventos/${event.slug}`}
                    className="font-semibold break-words text-zinc-50 underline decoration-zinc-600 underline-offset-4 hover:decoration-brand-400"
                  >
                    {event.title}
                  </a>
                  <p className="text-sm text-zinc-300">
                    {eventWhen(event)} · {event.organizer_name ?? 'Organizador'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setUnpublishing(event)}
                  aria-label={`Despublicar ${event.title}`}
                >
                  Despublicar
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {unpublishing && (
        <UnpublishDialog event={unpublishing} onClose={() => setUnpublishing(null)} />
      )}
    </section>
  )
}

function UnpublishDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const checked = checkUnpublishReason(reason)
    if (!checked) {
      setError(EVENT_FORM_MESSAGES.unpublishReason)
      return
    }
    setSending(true)
    setError(null)
    try {
      await unpublishEvent(event.id, checked)
      void notify('success', 'Evento retirado do calendário')
      await refreshEvents()
      onClose()
    } catch (refused) {
      setError((refused as Error).message)
    } finally {
      setSending(false)
    }
  }
  return (
    <Dialog open onClose={sending ? () => undefined : onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl">
          <DialogTitle className="text-xl font-bold text-zinc-50">Despublicar evento</DialogTitle>
          <Description className="mt-2 text-sm text-zinc-300">
            “{event.title}” sai do calendário e volta a ser rascunho do organizador, que verá o
            motivo.
          </Description>
          <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3">
            <label
              htmlFor="motivo-despublicar"
              className="block text-sm font-semibold text-zinc-200"
            >
              Motivo
            </label>
            <textarea
              id="motivo-despublicar"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={EVENT_MAX_LENGTH.unpublishReason}
              rows={3}
              aria-describedby={error ? 'motivo-erro' : undefined}
              aria-invalid={error ? true : undefined}
              className="block w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-50 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-400 aria-invalid:border-red-400"
            />
            {error && <FormError id="motivo-erro" message={error} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={sending}>
                Voltar
              </Button>
              <Button type="submit" variant="danger" disabled={sending}>
                {sending ? 'Despublicando...' : 'Despublicar'}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
