/** 'Inscrições': one event's registrations, confirm or refuse each, and the CSV for Excel. */
import { useState } from 'react'
import { REGISTRATION_STATUS_LABELS, refreshEvents } from '../events/dashboard-door'
import {
  CSV_MIME_TYPE,
  registrationsCsv,
  registrationsCsvName,
  setRegistrationStatus,
  useEventRegistrations,
  type EventRegistrationRow,
  type OrganizerEvent,
} from '../events/organizer-door'
import { download } from '../../lib/download'
import { formatDateTime } from '../../lib/format'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import { EVENTS_OFFLINE, StatusBadge, registrationTone } from './event-parts'
import { EventPicker, usePickedEvent } from './event-picker'

export function OrganizerRegistrationsTab() {
  const { events, error, offline, picked, pick } = usePickedEvent()
  return (
    <section className="flex flex-col gap-4">
      <SectionHeading>Inscrições</SectionHeading>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {error.message}
        </p>
      ) : offline ? (
        <EmptyNote>{EVENTS_OFFLINE}</EmptyNote>
      ) : !events ? (
        <p className="text-zinc-300">Carregando eventos...</p>
      ) : !picked ? (
        <EmptyNote>Publique um evento para receber inscrições.</EmptyNote>
      ) : (
        <>
          <EventPicker id="inscricoes-evento" events={events} picked={picked} pick={pick} />
          <EventRegistrations event={picked} />
        </>
      )}
    </section>
  )
}

function EventRegistrations({ event }: { event: OrganizerEvent }) {
  const registrations = useEventRegistrations(event.id)
  const [busy, setBusy] = useState<string | null>(null)

  async function decide(row: EventRegistrationRow, status: 'confirmed' | 'refused') {
    setBusy(row.id)
    try {
      await setRegistrationStatus(row.id, status)
      void notify('success', status === 'confirmed' ? 'Inscrição confirmada' : 'Inscrição recusada')
      await refreshEvents()
    } catch (error) {
      void notify('error', (error as Error).message)
    } finally {
      setBusy(null)
    }
  }

  if (registrations.isPending) return <p className="text-zinc-300">Carregando inscrições...</p>
  if (registrations.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
        {registrations.error.message}
      </p>
    )
  const rows = registrations.data
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-300">
          {rows.length} {rows.length === 1 ? 'inscrição' : 'inscrições'} · e-mail só de quem
          escolheu compartilhar
        </p>
        <Button
          variant="secondary"
          disabled={rows.length === 0}
          onClick={() =>
            download(registrationsCsvName(event), CSV_MIME_TYPE, registrationsCsv(event, rows))
          }
        >
          Exportar CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyNote>Nenhuma inscrição neste evento ainda.</EmptyNote>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800" aria-label={`Inscrições em ${event.title}`}>
            {rows.map((row) => (
              <li key={row.id} className="flex flex-col gap-2 px-5 py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-zinc-50">{row.rider_name}</p>
                    {row.email && <p className="text-sm break-all text-zinc-300">{row.email}</p>}
                    <p className="text-sm text-zinc-400">
                      Inscrito em {formatDateTime(row.created_at)}
                      {row.rating !== null && ` · avaliou com ${row.rating} de 5`}
                    </p>
                  </div>
                  <StatusBadge tone={registrationTone(row.status)}>
                    {REGISTRATION_STATUS_LABELS[row.status]}
                  </StatusBadge>
                </div>
                {(row.status === 'pending' ||
                  row.status === 'confirmed' ||
                  row.status === 'refused') &&
                  event.status !== 'cancelled' && (
                    <div className="flex flex-wrap gap-2">
                      {row.status !== 'confirmed' && (
                        <Button
                          disabled={busy === row.id}
                          onClick={() => void decide(row, 'confirmed')}
                          aria-label={`Confirmar ${row.rider_name}`}
                        >
                          Confirmar
                        </Button>
                      )}
                      {row.status !== 'refused' && (
                        <Button
                          variant="secondary"
                          disabled={busy === row.id}
                          onClick={() => void decide(row, 'refused')}
                          aria-label={`Recusar ${row.rider_name}`}
                        >
                          Recusar
                        </Button>
                      )}
                    </div>
                  )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  )
}
