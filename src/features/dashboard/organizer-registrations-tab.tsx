/**
 * 'Inscrições': one event's registrations, newest first, a page at a time ('Carregar mais');
 * confirm or refuse each; the CSV for Excel holds them all (the pages not shown read on the click).
 */
import { useState } from 'react'
import { REGISTRATION_STATUS_LABELS, refreshEvents } from '../events/dashboard-door'
import {
  CSV_MIME_TYPE,
  listAllEventRegistrations,
  registrationsCsv,
  registrationsCsvName,
  setRegistrationStatus,
  useEventRegistrations,
  type EventRegistrationRow,
  type OrganizerEvent,
} from '../events/organizer-door'
import { download } from '../../lib/download'
import { formatDateTime, formatNumber } from '../../lib/format'
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
  const [exporting, setExporting] = useState(false)

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
  // A failed 'Carregar mais' keeps the pages already read (the query is in error, with data).
  if (!registrations.data)
    return (
      <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
        {registrations.error.message}
      </p>
    )
  const pages = registrations.data.pages
  const rows = pages.flatMap((page) => page.rows)
  const total = Math.max(pages[0]?.total ?? 0, rows.length)

  async function exportCsv() {
    setExporting(true)
    try {
      const all = await listAllEventRegistrations(event.id, {
        rows,
        next: pages.at(-1)?.next ?? null,
      })
      download(registrationsCsvName(event), CSV_MIME_TYPE, registrationsCsv(event, all))
    } catch (error) {
      void notify('error', (error as Error).message)
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-300">
          {formatNumber(total)} {total === 1 ? 'inscrição' : 'inscrições'}
          {rows.length < total && `, ${formatNumber(rows.length)} mais recentes abaixo`} · e-mail só
          de quem escolheu compartilhar
        </p>
        <Button
          variant="secondary"
          disabled={rows.length === 0 || exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? 'Exportando...' : 'Exportar CSV'}
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
      {registrations.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={registrations.isFetchingNextPage}
          onClick={() => void registrations.fetchNextPage()}
        >
          {registrations.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </Button>
      )}
      {registrations.isFetchNextPageError && (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {registrations.error?.message}
        </p>
      )}
    </>
  )
}
