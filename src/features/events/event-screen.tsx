import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { absoluteUrl } from '../../lib/meta'
import { download } from '../../lib/download'
import { keepLoadedChunks } from '../../lib/lazy-chunks'
import { queryClient } from '../../lib/query-client'
import { useHydrated } from '../../lib/use-hydrated'
import { BackLink } from '../../ui/back-link'
import { Button, ButtonLink } from '../../ui/button'
import { Icon } from '../../ui/icons'
import { notify } from '../../ui/toast'
import { EVENTS_CHUNKS } from './events-chunks'
import { CancelledBadge } from './event-card'
import type { Kept } from './event-copies'
import { eventFigures, eventPrice, placesLeft } from './event-format'
import { eventPath } from './event-path'
import { eventWhen } from './event-time'
import { eventQueryOptions } from './events-query'
import { eventIcs, icsFileName } from './ics'
import { mapLinks } from './map-links'
import { RegistrationPanel } from './registration-panel'
import type { CalendarEvent } from './types'
import { UpdatedAt } from '../../ui/updated-at'

export const SHARE_MESSAGES = {
  copied: 'Link do evento copiado',
  failed: 'Não foi possível copiar o link.',
} as const

/** 'Compartilhar', as the calculators share: the share sheet, else the link to the clipboard. */
async function shareEvent(event: CalendarEvent) {
  const url = absoluteUrl(eventPath(event.slug))
  const text = `${event.title} · ${eventWhen(event)}`
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: event.title, text, url })
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`)
    await notify('success', SHARE_MESSAGES.copied)
  } catch {
    await notify('error', SHARE_MESSAGES.failed)
  }
}

/** 'Adicionar à agenda': the .ics is written on the device, so it works offline. */
function addToCalendar(event: CalendarEvent) {
  const ics = eventIcs(event, absoluteUrl(eventPath(event.slug)), new Date())
  download(icsFileName(event), 'text/calendar;charset=utf-8', ics)
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to="/eventos">Calendário de Eventos</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50">{title}</h1>
      <p className="mt-3 text-zinc-300">{text}</p>
      <ButtonLink to="/eventos" className="mt-6">
        Ver o calendário
      </ButtonLink>
    </div>
  )
}

/**
 * `/eventos/<slug>`: everything of the calendar's card, the description (as text, never HTML),
 * the organizer, the meeting point with map links, the registration, 'Adicionar à agenda' and
 * 'Compartilhar'.
 */
export function EventScreen({
  slug,
  initial,
}: {
  slug: string
  initial: Kept<CalendarEvent | null> | null
}) {
  const hydrated = useHydrated()
  const eventQuery = useQuery(
    {
      ...eventQueryOptions(slug),
      ...(initial
        ? { initialData: initial, initialDataUpdatedAt: Date.parse(initial.savedAt) }
        : {}),
    },
    queryClient,
  )
  const kept = eventQuery.data ?? initial
  // This page's code is left out of the precache: the event's copy comes with it.
  const fresh = kept?.fromDevice === false
  useEffect(() => {
    if (fresh) keepLoadedChunks(EVENTS_CHUNKS)
  }, [fresh])
  if (!kept) {
    if (eventQuery.isPending)
      return (
        <p role="status" className="mx-auto max-w-3xl px-4 py-12 text-zinc-300">
          Carregando evento...
        </p>
      )
    return (
      <Missing
        title="Evento indisponível"
        text="Sem conexão, e este evento ainda não foi aberto neste aparelho. Tente de novo quando houver sinal."
      />
    )
  }
  const event = kept.value
  if (!event)
    return (
      <Missing
        title="Evento não encontrado"
        text="Este evento não existe ou não está mais no calendário."
      />
    )

  const links = mapLinks(event)
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" data-interactive={hydrated}>
      <BackLink to="/eventos">Calendário de Eventos</BackLink>
      <p className="mt-4 text-sm font-semibold text-brand-300">{eventWhen(event)}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-zinc-50 [overflow-wrap:anywhere] sm:text-4xl">
        {event.title}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {event.status === 'cancelled' && <CancelledBadge />}
        <UpdatedAt savedAt={kept.savedAt} fromDevice={kept.fromDevice} />
      </div>

      <dl className="mt-6 grid gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:grid-cols-2 sm:p-5">
        <Detail term="Quando">{eventWhen(event)}</Detail>
        <Detail term="Onde">
          {event.meeting_point}
          <br />
          {event.city} - {event.state}
        </Detail>
        <Detail term="Percurso">{eventFigures(event).join(' · ')}</Detail>
        <Detail term="Preço">{eventPrice(event.price_cents)}</Detail>
        <Detail term="Vagas">{placesLeft(event)}</Detail>
        <Detail term="Organizador">{event.organizer_name ?? 'Organizador'}</Detail>
      </dl>

      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={links.geo}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:border-zinc-500 focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <Icon name="map" size={18} />
          Abrir no app de mapas
        </a>
        <a
          href={links.osm}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:border-zinc-500 focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <Icon name="external" size={18} />
          Ver no OpenStreetMap
        </a>
      </div>

      {event.description && (
        <section aria-labelledby="sobre" className="mt-8">
          <h2 id="sobre" className="text-xl font-bold text-zinc-50">
            Sobre o evento
          </h2>
          <p className="mt-2 whitespace-pre-line text-zinc-200 [overflow-wrap:anywhere]">
            {event.description}
          </p>
        </section>
      )}

      <div className="mt-8">
        <RegistrationPanel event={event} />
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => addToCalendar(event)}>
          <Icon name="calendar" size={18} />
          Adicionar à agenda
        </Button>
        <Button variant="secondary" onClick={() => void shareEvent(event)}>
          Compartilhar
        </Button>
      </div>
    </article>
  )
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{term}</dt>
      <dd className="mt-1 text-zinc-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}
