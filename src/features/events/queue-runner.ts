/**
 * Sends the registrations waiting on the device (`registration-queue.ts`) with the server's own
 * function, tells the rider what the server answered, and refreshes what the screens show. One
 * tab sends at a time (Web Lock `bp-events-queue`); within a tab, overlapping calls share a round.
 */
import { queryClient } from '../../lib/query-client'
import { notify } from '../../ui/toast'
import { getMyRegistration, registerForEvent } from './api'
import { REGISTRATION_STATUS_LABELS } from './types'
import { eventsStore } from './device-copy'
import { keepMyEvents } from './event-copies'
import { eventsKeys } from './events-query'
import {
  deliverQueued,
  type Delivery,
  type DeliveryReport,
  type QueuedRegistration,
} from './registration-queue'

async function send(userId: string, entry: QueuedRegistration): Promise<Delivery> {
  const answer = await registerForEvent(entry.eventId, entry.shareEmail)
  if (answer.ok) return { kind: 'delivered', registration: answer.value }
  // Sent before, its answer lost on the way (the signal dropped again): the place is the rider's.
  if (answer.code === 'BP019') {
    const registration = await getMyRegistration(userId, entry.eventId).catch(() => null)
    if (registration) return { kind: 'delivered', registration }
  }
  return answer.refused ? { kind: 'refused', message: answer.message } : { kind: 'unreachable' }
}

function tell(reports: readonly DeliveryReport[]) {
  for (const { entry, outcome } of reports) {
    if (outcome.kind === 'delivered') {
      const status = REGISTRATION_STATUS_LABELS[outcome.registration.status]
      void notify('success', `Inscrição enviada: ${entry.title}`, {
        description: `Situação: ${status}`,
      })
    } else if (outcome.kind === 'refused') {
      void notify('error', `Inscrição não aceita: ${entry.title}`, {
        description: outcome.message,
      })
    }
  }
}

function withLock<T>(run: () => Promise<T>): Promise<T | undefined> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run()
  // Another tab holding the lock is sending the same queue: this one waits for nothing.
  return navigator.locks.request('bp-events-queue', { ifAvailable: true }, (lock) =>
    lock ? run() : undefined,
  )
}

/** Sends what waits for `userId`; the screens re-read the queue and the registrations after. */
export async function deliverWaitingRegistrations(userId: string): Promise<DeliveryReport[]> {
  const reports =
    (await withLock(() => deliverQueued(eventsStore(), userId, (e) => send(userId, e)))) ?? []
  if (reports.length > 0) {
    tell(reports)
    await queryClient.invalidateQueries({ queryKey: eventsKeys.all })
  }
  return reports
}

/** The rider's registered events, kept on the device for opening with no signal. */
export function keepRegisteredEvents(userId: string): Promise<number> {
  return keepMyEvents(eventsStore(), userId).catch(() => 0)
}
