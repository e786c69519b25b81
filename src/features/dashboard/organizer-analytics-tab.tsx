/** The organizer's 'Analytics': registrations per day for the event they pick. */
import { lazy } from 'react'
import {
  useRegistrationsPerDay,
  type OrganizerEvent,
  type RegistrationsOnDay,
} from '../events/organizer-door'
import { Card } from '../../ui/card'
import { LazyPart } from '../../ui/lazy-part'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'
import { EVENTS_OFFLINE } from './event-parts'
import { EventPicker, usePickedEvent } from './event-picker'

// Recharts stays in its own chunk, fetched only when an organizer opens this tab.
const RegistrationsChart = lazy(() => import('./registrations-chart'))

/** The figures as text, when the chart cannot load (offline before its first visit). */
function DaysList({ days }: { days: readonly RegistrationsOnDay[] }) {
  return (
    <div>
      <p className="mb-2 text-sm text-zinc-300">Gráfico indisponível offline.</p>
      <ol className="space-y-1 text-sm text-zinc-200" aria-label="Inscrições por dia">
        {days.map((d) => (
          <li key={d.day}>
            {d.day.split('-').reverse().join('/')}: <strong>{d.registrations}</strong>
          </li>
        ))}
      </ol>
    </div>
  )
}

export function OrganizerAnalyticsTab() {
  const { events, error, offline, picked, pick } = usePickedEvent()
  return (
    <section className="flex flex-col gap-4">
      <SectionHeading>Inscrições por dia</SectionHeading>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {error.message}
        </p>
      ) : offline ? (
        <EmptyNote>{EVENTS_OFFLINE}</EmptyNote>
      ) : !events ? (
        <p className="text-zinc-300">Carregando eventos...</p>
      ) : !picked ? (
        <EmptyNote>Publique um evento para acompanhar as inscrições.</EmptyNote>
      ) : (
        <>
          <EventPicker id="analytics-evento" events={events} picked={picked} pick={pick} />
          <EventDays event={picked} />
        </>
      )}
    </section>
  )
}

function EventDays({ event }: { event: OrganizerEvent }) {
  const days = useRegistrationsPerDay(event.id)
  if (days.isPending) return <p className="text-zinc-300">Carregando...</p>
  if (days.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
        {days.error.message}
      </p>
    )
  if (days.data.length === 0) return <EmptyNote>Nenhuma inscrição neste evento ainda.</EmptyNote>
  return (
    <Card>
      <LazyPart
        loading={<p className="h-64 text-zinc-300">Carregando gráfico...</p>}
        unavailable={<DaysList days={days.data} />}
      >
        <RegistrationsChart title={event.title} days={days.data} />
      </LazyPart>
    </Card>
  )
}
