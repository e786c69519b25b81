/** The organizer's 'Meus Eventos': every event of theirs, with create, edit, publish and cancel. */
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { lazy, useState } from 'react'
import { useAuth } from '../auth'
import {
  eventIsOver,
  eventPrice,
  eventWhen,
  placesLeft,
  refreshEvents,
  type EventStatus,
} from '../events/dashboard-door'
import {
  cancelEvent,
  publishEvent,
  useOrganizerEvents,
  type OrganizerEvent,
} from '../events/organizer-door'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { LazyForm } from '../../ui/lazy-form'
import { EmptyNote } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import { CreateChallengeButton } from './create-challenge'
import { EVENTS_OFFLINE, StatusBadge, waitsForNetwork, type BadgeTone } from './event-parts'

// The form is its own chunk: only an organizer who taps 'Criar Novo Evento' or 'Editar' loads it.
const EventFormDialog = lazy(() => import('./event-form-dialog'))

const EVENT_STATUS: Record<EventStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Rascunho', tone: 'neutral' },
  published: { label: 'Publicado', tone: 'good' },
  cancelled: { label: 'Cancelado', tone: 'bad' },
}

type Editing = { event?: OrganizerEvent } | null

export function OrganizerEventsTab() {
  const { user } = useAuth()
  const events = useOrganizerEvents(user?.id)
  const [editing, setEditing] = useState<Editing>(null)
  const [cancelling, setCancelling] = useState<OrganizerEvent | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  async function publish(event: OrganizerEvent) {
    setBusy(event.id)
    try {
      await publishEvent(event.id)
      void notify('success', 'Evento publicado')
      await refreshEvents()
    } catch (error) {
      void notify('error', (error as Error).message)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-zinc-50">Meus Eventos</h2>
        <div className="flex flex-wrap gap-2">
          <CreateChallengeButton events={events.data} />
          <Button onClick={() => setEditing({})}>Criar Novo Evento</Button>
        </div>
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
        <EmptyNote>Nenhum evento criado ainda.</EmptyNote>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {events.data.map((event) => {
            const status = EVENT_STATUS[event.status]
            const over = eventIsOver(event)
            return (
              <li key={event.id}>
                <Card className="flex h-full flex-col gap-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-semibold break-words text-zinc-50">
                      {event.status === 'draft' ? (
                        event.title
                      ) : (
                        <a
                          href={`/eventos/${event.slug}`}
                          className="underline decoration-zinc-600 underline-offset-4 hover:decoration-brand-400"
                        >
                          {event.title}
                        </a>
                      )}
                    </h3>
                    <span className="flex flex-wrap gap-1">
                      <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                      {over && <StatusBadge tone="neutral">Encerrado</StatusBadge>}
                    </span>
                  </div>
                  <p className="text-sm text-zinc-300">{eventWhen(event)}</p>
                  <p className="text-sm text-zinc-300">
                    {event.city}/{event.state} · {eventPrice(event.price_cents)} ·{' '}
                    {event.places_taken} {event.places_taken === 1 ? 'inscrito' : 'inscritos'} ·{' '}
                    {over ? 'encerrado' : placesLeft(event)}
                  </p>
                  {event.unpublished_reason && event.status === 'draft' && (
                    <p className="rounded-xl bg-amber-500/10 p-3 text-sm text-amber-100">
                      Retirado do calendário pela administração: {event.unpublished_reason}
                    </p>
                  )}
                  {event.status !== 'cancelled' && !over && (
                    <div className="mt-auto flex flex-wrap gap-2 pt-2">
                      <Button
                        variant="secondary"
                        onClick={() => setEditing({ event })}
                        aria-label={`Editar ${event.title}`}
                      >
                        Editar
                      </Button>
                      {event.status === 'draft' && (
                        <Button
                          onClick={() => void publish(event)}
                          disabled={busy === event.id}
                          aria-label={`Publicar ${event.title}`}
                        >
                          Publicar
                        </Button>
                      )}
                      {event.status === 'published' && (
                        <Button
                          variant="ghost"
                          onClick={() => setCancelling(event)}
                          aria-label={`Cancelar ${event.title}`}
                        >
                          Cancelar evento
                        </Button>
                      )}
                    </div>
                  )}
                </Card>
              </li>
            )
          })}
        </ul>
      )}
      {editing && (
        <LazyForm>
          <EventFormDialog event={editing.event} onClose={() => setEditing(null)} />
        </LazyForm>
      )}
      {cancelling && <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />}
    </section>
  )
}

/** Cancelling a published event is for good, and its riders are told: asked first. */
function CancelEventDialog({ event, onClose }: { event: OrganizerEvent; onClose: () => void }) {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function confirm() {
    setSending(true)
    setError(null)
    try {
      await cancelEvent(event.id)
      void notify('success', 'Evento cancelado')
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
          <DialogTitle className="text-xl font-bold text-zinc-50">Cancelar evento?</DialogTitle>
          <Description className="mt-2 text-sm text-zinc-300">
            “{event.title}” fica marcado como cancelado no calendário e não volta a ser publicado.
            {event.places_taken > 0 &&
              ` ${event.places_taken === 1 ? 'O inscrito verá' : `Os ${event.places_taken} inscritos verão`} “Cancelado pelo organizador” no painel.`}
          </Description>
          {error && (
            <p role="alert" className="mt-3 rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
              {error}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={sending}>
              Voltar
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={sending}>
              {sending ? 'Cancelando...' : 'Cancelar evento'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
