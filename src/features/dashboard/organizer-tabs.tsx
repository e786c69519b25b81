/** The organizer's overview: their figures, next events and latest registrations, live. */
import { useAuth } from '../auth'
import { REGISTRATION_STATUS_LABELS, eventWhen } from '../events/dashboard-door'
import {
  REVENUE_NOTE,
  ratingText,
  revenueText,
  useOrganizerEvents,
  useOrganizerFigures,
  useRecentRegistrations,
  type OrganizerEvent,
} from '../events/organizer-door'
import { formatDateTime, formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { EmptyNote, SectionHeading, StatCard } from '../../ui/panel-parts'
import { EVENTS_OFFLINE, StatusBadge, registrationTone, waitsForNetwork } from './event-parts'
import { QuickActions } from './quick-actions'
import type { DashboardTabId } from './tabs'

/** Events still ahead (not over, not cancelled), soonest first. */
export function upcomingEvents(
  events: readonly OrganizerEvent[],
  now: Date = new Date(),
): OrganizerEvent[] {
  return events.filter((e) => e.status !== 'cancelled' && Date.parse(e.ends_at) >= now.getTime())
}

/**
 * The events whose registrations 'Inscrições Recentes' reads (one call each): never-published
 * drafts have none; the ten latest to end are enough for the five latest registrations.
 */
export function withRegistrations(events: readonly OrganizerEvent[]): OrganizerEvent[] {
  return events
    .filter((e) => e.status !== 'draft' || e.places_taken > 0)
    .sort((a, b) => Date.parse(b.ends_at) - Date.parse(a.ends_at))
    .slice(0, 10)
}

export function OrganizerOverview({
  availableTabs,
  onTab,
}: {
  availableTabs: readonly DashboardTabId[]
  onTab: (tab: DashboardTabId) => void
}) {
  const { user } = useAuth()
  const events = useOrganizerEvents(user?.id)
  const figures = useOrganizerFigures(user?.id)
  const f = figures.data
  const published = events.data?.filter((e) => e.status === 'published').length
  const rating = f && ratingText(f.rating_average, f.ratings_count)
  const upcoming = upcomingEvents(events.data ?? [])
  const offline = waitsForNetwork(figures)
  const waiting = offline ? '—' : '…'
  return (
    <div className="flex flex-col gap-8">
      {offline && <EmptyNote>{EVENTS_OFFLINE}</EmptyNote>}
      {figures.isError && (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {figures.error.message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Eventos"
          icon="calendar"
          value={published === undefined ? waiting : formatNumber(published)}
          detail={
            events.data &&
            `${published === 1 ? 'publicado' : 'publicados'} · ${formatNumber(events.data.length)} no total`
          }
        />
        <StatCard
          label="Total de inscrições"
          icon="user"
          value={f ? formatNumber(f.registrations_total) : waiting}
          detail="pendentes e confirmadas"
        />
        <StatCard
          label="Receita total"
          icon="bag"
          value={f ? revenueText(f.revenue_cents) : waiting}
          detail={REVENUE_NOTE}
        />
        <StatCard
          label="Avaliação média"
          icon="trophy"
          value={rating ? rating.value : waiting}
          detail={rating?.detail}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section>
          <SectionHeading>Próximos Eventos</SectionHeading>
          {offline ? null : events.isPending ? (
            <p className="text-zinc-300">Carregando eventos...</p>
          ) : upcoming.length === 0 ? (
            <EmptyNote>Nenhum evento programado.</EmptyNote>
          ) : (
            <Card className="p-0">
              <ul className="divide-y divide-zinc-800">
                {upcoming.slice(0, 5).map((e) => (
                  <li key={e.id} className="flex flex-col gap-1 px-5 py-3">
                    <span className="flex flex-wrap items-start justify-between gap-2">
                      <a
                        href={`/eventos/${e.slug}`}
                        className="min-w-0 font-semibold break-words text-zinc-50 underline decoration-zinc-600 underline-offset-4 hover:decoration-brand-400"
                      >
                        {e.title}
                      </a>
                      {e.status === 'draft' && <StatusBadge tone="neutral">Rascunho</StatusBadge>}
                    </span>
                    <span className="text-sm text-zinc-300">
                      {eventWhen(e)} · {formatNumber(e.places_taken)}{' '}
                      {e.places_taken === 1 ? 'inscrito' : 'inscritos'}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </section>
        <RecentRegistrations events={events.data && withRegistrations(events.data)} />
      </div>
      <QuickActions isAdmin={false} availableTabs={availableTabs} onTab={onTab} />
    </div>
  )
}

function RecentRegistrations({ events }: { events: readonly OrganizerEvent[] | undefined }) {
  const recent = useRecentRegistrations(events ?? [])
  return (
    <section>
      <SectionHeading>Inscrições Recentes</SectionHeading>
      {recent.error ? (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          {recent.error.message}
        </p>
      ) : !events || !recent.data ? (
        <p className="text-zinc-300">Carregando inscrições...</p>
      ) : recent.data.length === 0 ? (
        <EmptyNote>Nenhuma inscrição ainda.</EmptyNote>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800">
            {recent.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 px-5 py-3">
                <span className="min-w-0">
                  <span className="block break-words text-zinc-100">{r.rider_name}</span>
                  <span className="block text-sm break-words text-zinc-300">
                    {r.event_title} · {formatDateTime(r.created_at)}
                  </span>
                </span>
                <StatusBadge tone={registrationTone(r.status)}>
                  {REGISTRATION_STATUS_LABELS[r.status]}
                </StatusBadge>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}
