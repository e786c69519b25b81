import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useEarlyRegion } from '../../lib/early-input/early-input'
import { keepLoadedChunks } from '../../lib/lazy-chunks'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useHydrated } from '../../lib/use-hydrated'
import { queryClient } from '../../lib/query-client'
import { Button } from '../../ui/button'
import { SelectField, TextField } from '../../ui/form/fields'
import { useAuthStore } from '../auth'
import type { CalendarSearch } from './calendar-search'
import { EventCard } from './event-card'
import { EVENTS_CHUNKS } from './events-chunks'
import { calendarQueryOptions } from './events-query'
import {
  calendar,
  eventMonth,
  filtersFromSearch,
  filtersToSearch,
  monthLabel,
  SEARCH_MAX_LENGTH,
  type EventFilters,
} from './filters'
import { MODALITIES, MODALITY_LABELS, STATES, type CalendarEvent } from './types'
import { UpdatedAt } from '../../ui/updated-at'

/** Cards rendered at first, and added each time the rider nears the end of the list. */
export const CARDS_PER_STEP = 24

const STATE_OPTIONS = [
  { value: '', label: 'Todos os estados' },
  ...STATES.map((state) => ({ value: state, label: state })),
]
const MODALITY_OPTIONS = [
  { value: '', label: 'Todas as modalidades' },
  ...MODALITIES.map((modality) => ({ value: modality, label: MODALITY_LABELS[modality] })),
]

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The months the calendar has events in (and the one the address asks for), soonest first. */
function monthOptions(events: readonly CalendarEvent[], asked: string | undefined) {
  const months = new Set(events.map(eventMonth))
  if (asked) months.add(asked)
  return [
    { value: '', label: 'Todos os meses' },
    ...[...months].sort().map((month) => ({ value: month, label: capitalized(monthLabel(month)) })),
  ]
}

export interface CalendarScreenProps {
  /** The address's search part, as the route validated it. */
  search: CalendarSearch
}

/**
 * `/eventos`: upcoming events by month with filters kept in the address (shareable), a free-text
 * search, and 'Eventos anteriores'. The prerendered page holds the heading and the filters; the
 * events come live (or from the device's copy). Only the first cards render; more join as the
 * rider scrolls, so 500 events cost a first render of 24.
 */
export function CalendarScreen({ search }: CalendarScreenProps) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  // A filter chosen or a word typed before the page is live is kept and applied once it is.
  const region = useEarlyRegion<HTMLDivElement>()
  const signedInId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))
  // The page was prerendered with no query: the address's filters apply once live.
  const fromAddress = useMemo(
    () => (hydrated ? filtersFromSearch({ ...search }) : {}),
    [hydrated, search],
  )
  const [text, setText] = useState('')
  const typed = useRef(false)
  useEffect(() => {
    if (hydrated && !typed.current) setText(fromAddress.q ?? '')
  }, [hydrated, fromAddress.q])
  const query = useDeferredValue(text.slice(0, SEARCH_MAX_LENGTH).trim())
  const filters: EventFilters = useMemo(
    () => ({ ...fromAddress, q: query || undefined }),
    [fromAddress, query],
  )

  const setFilters = (next: EventFilters) =>
    void navigate({
      to: '/eventos',
      search: filtersToSearch(next),
      replace: true,
      resetScroll: false,
    })

  // The address follows the search box once the rider pauses.
  const settledText = useDebouncedValue(query, 400)
  useEffect(() => {
    if (!typed.current || settledText === (fromAddress.q ?? '')) return
    setFilters({ ...fromAddress, q: settledText || undefined })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text writes it
  }, [settledText])

  const calendarQuery = useQuery({ ...calendarQueryOptions(), enabled: hydrated }, queryClient)
  const data = calendarQuery.data
  const shown = useMemo(
    () =>
      data
        ? calendar([...data.value.upcoming, ...data.value.past], filters, new Date())
        : { upcoming: [], past: [] },
    [data, filters],
  )
  const months = useMemo(
    () => monthOptions(data?.value.upcoming ?? [], fromAddress.month),
    [data, fromAddress.month],
  )

  // The events' screens are left out of the precache: with a fresh copy of the calendar, their
  // code is kept too, so an event listed here opens with no signal even if never opened before.
  const fresh = data?.fromDevice === false
  useEffect(() => {
    if (!fresh) return
    void Promise.all([import('./event-screen'), import('./event-loader')])
      .catch(() => undefined)
      .then(() => keepLoadedChunks(EVENTS_CHUNKS))
  }, [fresh])

  // Keep the rider's registered events on the device, for opening them with no signal.
  useEffect(() => {
    if (!signedInId || !data || data.fromDevice) return
    void import('./queue-runner').then((m) => m.keepRegisteredEvents(signedInId))
  }, [signedInId, data])

  const anyFilter = Boolean(fromAddress.state || fromAddress.modality || fromAddress.month || query)

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-interactive={hydrated}>
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Calendário de Eventos
      </h1>
      <p className="mt-3 max-w-2xl text-zinc-300">
        Pedais, provas e passeios de ciclismo pelo Brasil. Inscreva-se e leve o evento no celular:
        ele abre mesmo sem sinal.
      </p>

      <div ref={region} data-early="" className="mt-6">
        <form
          id="filtros-eventos"
          role="search"
          aria-label="Filtrar eventos"
          className="grid gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            id="eventos-busca"
            label="Buscar"
            type="search"
            placeholder="Nome, cidade ou local"
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onValueChange={(value) => {
              typed.current = true
              setText(value)
            }}
          />
          <SelectField
            id="eventos-estado"
            label="Estado"
            value={fromAddress.state ?? ''}
            options={STATE_OPTIONS}
            onValueChange={(state) =>
              setFilters({ ...filters, state: (state || undefined) as EventFilters['state'] })
            }
          />
          <SelectField
            id="eventos-modalidade"
            label="Modalidade"
            value={fromAddress.modality ?? ''}
            options={MODALITY_OPTIONS}
            onValueChange={(modality) =>
              setFilters({
                ...filters,
                modality: (modality || undefined) as EventFilters['modality'],
              })
            }
          />
          <SelectField
            id="eventos-mes"
            label="Mês"
            value={fromAddress.month ?? ''}
            options={months}
            onValueChange={(month) => setFilters({ ...filters, month: month || undefined })}
          />
        </form>
      </div>

      <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
        {data ? <UpdatedAt savedAt={data.savedAt} fromDevice={data.fromDevice} /> : <span />}
        {anyFilter && (
          <Button
            variant="ghost"
            onClick={() => {
              typed.current = true
              setText('')
              setFilters({})
            }}
          >
            Limpar filtros
          </Button>
        )}
      </div>

      <section aria-labelledby="proximos-eventos" className="mt-4">
        <h2 id="proximos-eventos" className="text-2xl font-bold text-zinc-50">
          Próximos eventos
        </h2>
        {calendarQuery.isError ? (
          <div role="alert" className="mt-4 rounded-2xl border border-red-500/40 p-4">
            <p className="text-zinc-100">
              Não foi possível carregar os eventos. Verifique sua conexão e tente novamente.
            </p>
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => void calendarQuery.refetch()}
            >
              Tentar novamente
            </Button>
          </div>
        ) : !data ? (
          <p role="status" className="mt-4 text-zinc-300">
            Carregando eventos...
          </p>
        ) : (
          <UpcomingList
            months={shown.upcoming}
            empty={
              anyFilter
                ? 'Nenhum evento encontrado com esses filtros.'
                : 'Nenhum evento programado por enquanto. Volte em breve!'
            }
          />
        )}
      </section>

      {data && shown.past.length > 0 && (
        <section aria-labelledby="eventos-anteriores" className="mt-12">
          <h2 id="eventos-anteriores" className="text-2xl font-bold text-zinc-50">
            Eventos anteriores
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.past.slice(0, CARDS_PER_STEP).map((event) => (
              <EventCard key={event.id} event={event} level={3} />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function UpcomingList({
  months,
  empty,
}: {
  months: ReturnType<typeof calendar>['upcoming']
  empty: string
}) {
  const total = months.reduce((sum, month) => sum + month.events.length, 0)
  const [limit, setLimit] = useState(CARDS_PER_STEP)
  const [shownFor, setShownFor] = useState(months)
  if (shownFor !== months) {
    // New filters: start again from the first cards.
    setShownFor(months)
    setLimit(CARDS_PER_STEP)
  }
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setLimit((current) => current + CARDS_PER_STEP)
      },
      { rootMargin: '800px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [limit, total])

  if (total === 0) return <p className="mt-4 text-zinc-300">{empty}</p>

  let left = limit
  const visible = []
  for (const month of months) {
    if (left <= 0) break
    const events = month.events.slice(0, left)
    left -= events.length
    visible.push({ ...month, events })
  }
  return (
    <>
      <p className="sr-only" role="status">
        {total === 1 ? '1 evento encontrado' : `${total} eventos encontrados`}
      </p>
      {visible.map((month) => (
        <div key={month.month} className="mt-6">
          <h3 className="text-lg font-semibold text-zinc-200">{capitalized(month.label)}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {month.events.map((event) => (
              <EventCard key={event.id} event={event} level={4} />
            ))}
          </ul>
        </div>
      ))}
      {limit < total && (
        <div ref={sentinel} className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => setLimit(limit + CARDS_PER_STEP)}>
            Mostrar mais eventos
          </Button>
        </div>
      )}
    </>
  )
}
