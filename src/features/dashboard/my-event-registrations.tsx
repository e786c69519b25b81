/** The rider's 'Meus Eventos': their registrations, next first, each linking to its event. */
import { useState } from 'react'
import { useAuth } from '../auth'
import {
  canRate,
  cancelledByOrganizer,
  eventWhen,
  liveRegistrationCount,
  myRegistrationLabel,
  rateEvent,
  refreshEvents,
  useMyRegistrations,
  type MyRegistration,
} from '../events/dashboard-door'
import { Card } from '../../ui/card'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import { EVENTS_OFFLINE, StatusBadge, registrationTone, waitsForNetwork } from './event-parts'

export function MyEventRegistrations() {
  const { user } = useAuth()
  const registrations = useMyRegistrations(user?.id)
  return (
    <section aria-labelledby="meus-eventos">
      <SectionHeading>
        <span id="meus-eventos">Meus Eventos</span>
      </SectionHeading>
      {waitsForNetwork(registrations) ? (
        <EmptyNote>{EVENTS_OFFLINE}</EmptyNote>
      ) : registrations.isPending ? (
        <p className="text-zinc-300">Carregando seus eventos...</p>
      ) : registrations.isError ? (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {registrations.error.message}
        </p>
      ) : registrations.data.length === 0 ? (
        <EmptyNote>
          Você ainda não se inscreveu em nenhum evento.{' '}
          <a href="/eventos" className="font-semibold text-brand-300 underline">
            Ver o calendário
          </a>
        </EmptyNote>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800">
            {registrations.data.map((registration) => (
              <RegistrationItem key={registration.id} registration={registration} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}

function RegistrationItem({ registration }: { registration: MyRegistration }) {
  const { event } = registration
  const label = myRegistrationLabel(registration)
  return (
    <li className="flex flex-col gap-2 px-5 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {event ? (
            <a
              href={`/eventos/${event.slug}`}
              className="font-semibold break-words text-zinc-50 underline decoration-zinc-600 underline-offset-4 hover:decoration-brand-400"
            >
              {event.title}
            </a>
          ) : (
            <span className="font-semibold text-zinc-300">Evento retirado do calendário</span>
          )}
          {event && (
            <p className="text-sm text-zinc-300">
              {eventWhen(event)} · {event.city}/{event.state}
            </p>
          )}
        </div>
        <StatusBadge tone={registrationTone(registration.status, event?.status === 'cancelled')}>
          {label}
        </StatusBadge>
      </div>
      {registration.rating !== null && (
        <p className="text-sm text-zinc-300">Sua avaliação: {registration.rating} de 5</p>
      )}
      {canRate(registration) && event && <RateEvent eventId={event.id} title={event.title} />}
    </li>
  )
}

function RateEvent({ eventId, title }: { eventId: string; title: string }) {
  const [sending, setSending] = useState(false)
  async function rate(rating: number) {
    setSending(true)
    try {
      await rateEvent(eventId, rating)
      void notify('success', 'Avaliação enviada. Obrigado!')
      await refreshEvents()
    } catch (error) {
      void notify('error', (error as Error).message)
    } finally {
      setSending(false)
    }
  }
  return (
    <div role="group" aria-label={`Avaliar ${title}`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-zinc-200">Avaliar:</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          disabled={sending}
          onClick={() => void rate(n)}
          aria-label={`${n} de 5`}
          className="min-h-11 min-w-14 rounded-xl border border-zinc-700 px-2 text-base text-amber-300 hover:border-amber-400 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-60"
        >
          {n} ★
        </button>
      ))}
    </div>
  )
}

/** 'Eventos inscritos' on the overview: the count, or why there is none yet. */
export function useLiveRegistrationCount(): number | 'offline' | 'error' | undefined {
  const { user } = useAuth()
  const registrations = useMyRegistrations(user?.id)
  if (waitsForNetwork(registrations)) return 'offline'
  if (registrations.isError) return 'error'
  return registrations.data && liveRegistrationCount(registrations.data)
}

/**
 * The rider's notice on the overview: an event they hold a place in was cancelled by its
 * organizer and has not happened yet. It stays while that is true (the server keeps no
 * "seen" mark).
 */
export function CancelledEventsNotice() {
  const { user } = useAuth()
  const registrations = useMyRegistrations(user?.id)
  const cancelled = cancelledByOrganizer(registrations.data ?? [])
  if (cancelled.length === 0) return null
  return (
    <div
      role="status"
      className="rounded-2xl border border-red-400/40 bg-red-500/10 p-4 text-red-50"
    >
      <p className="font-semibold">Cancelado pelo organizador</p>
      <ul className="mt-1 space-y-1 text-sm">
        {cancelled.map((r) => (
          <li key={r.id}>
            <a href={`/eventos/${r.event?.slug ?? ''}`} className="underline underline-offset-4">
              {r.event?.title}
            </a>{' '}
            ({r.event && eventWhen(r.event)}) foi cancelado. Sua inscrição não vale mais.
          </li>
        ))}
      </ul>
    </div>
  )
}
