/** The organizer's choice of one of their events, for the 'Inscrições' and 'Analytics' tabs. */
import { useState } from 'react'
import { useAuth } from '../auth'
import { useOrganizerEvents, type OrganizerEvent } from '../events/organizer-door'
import { formatDate } from '../../lib/format'
import { SelectField } from '../../ui/form/fields'
import { waitsForNetwork } from './event-parts'
import { upcomingEvents } from './organizer-tabs'

/** The organizer's events that can have registrations (never-published drafts cannot). */
export function usePickedEvent(): {
  events: OrganizerEvent[] | undefined
  error: Error | null
  offline: boolean
  picked: OrganizerEvent | undefined
  pick: (id: string) => void
} {
  const { user } = useAuth()
  const query = useOrganizerEvents(user?.id)
  const events = query.data?.filter((e) => e.status !== 'draft' || e.places_taken > 0)
  const [wanted, pick] = useState<string | null>(null)
  const picked =
    events?.find((e) => e.id === wanted) ?? upcomingEvents(events ?? [])[0] ?? events?.[0]
  return { events, error: query.error, offline: waitsForNetwork(query), picked, pick }
}

export function EventPicker({
  id,
  events,
  picked,
  pick,
}: {
  id: string
  events: readonly OrganizerEvent[]
  picked: OrganizerEvent
  pick: (id: string) => void
}) {
  return (
    <div className="max-w-xl">
      <SelectField
        id={id}
        label="Evento"
        value={picked.id}
        options={events.map((e) => ({
          value: e.id,
          label: `${e.title} · ${formatDate(e.starts_at)}${e.status === 'cancelled' ? ' (cancelado)' : ''}`,
        }))}
        onValueChange={pick}
      />
    </div>
  )
}
