/**
 * The organizer's panels and the admin's events list, loaded lazily (organizer-panels.tsx): a
 * panel shows 'Carregando...' while its chunk arrives and says so when it cannot (offline before
 * the first visit).
 */
import { lazy, type ComponentType } from 'react'
import { LazyPart } from '../../ui/lazy-part'
import { EVENTS_OFFLINE } from './event-parts'
import type { DashboardTabId } from './tabs'

const panels = () => import('./organizer-panels')

function part<P extends object>(pick: (m: Awaited<ReturnType<typeof panels>>) => ComponentType<P>) {
  const Part = lazy(() => panels().then((m) => ({ default: pick(m) })))
  return function Panel(props: P) {
    return (
      <LazyPart
        loading={<p className="text-zinc-300">Carregando...</p>}
        unavailable={<p className="text-zinc-300">{EVENTS_OFFLINE}</p>}
      >
        <Part {...props} />
      </LazyPart>
    )
  }
}

export const OrganizerOverview = part<{
  availableTabs: readonly DashboardTabId[]
  onTab: (tab: DashboardTabId) => void
}>((m) => m.OrganizerOverview)
export const OrganizerEventsTab = part((m) => m.OrganizerEventsTab)
export const OrganizerRegistrationsTab = part((m) => m.OrganizerRegistrationsTab)
export const OrganizerAnalyticsTab = part((m) => m.OrganizerAnalyticsTab)
export const AdminEvents = part((m) => m.AdminEvents)
