/**
 * 'Inscrever-se' with no signal: the registration waits on the device, one entry per event, and is
 * sent when the connection returns (and at the next start when signed in). The rider sees
 * 'Inscrição aguardando conexão' while it waits, then the server's answer: the registration
 * (pendente or confirmado), or its refusal ('Evento lotado'), which stays on the event's page until
 * the rider has seen it. Nothing leaves the queue without an answer.
 *
 * Pure over a `DeviceStore` and a `send` function, so tests drive both.
 */
import type { RegistrationRow } from './api'
import { COPY_KEYS, saveCopy, type DeviceStore } from './device-copy'

/**
 * Dispatched on `window` when a registration was queued while the device called itself online
 * (the server out of reach): the delivery, idle since nothing waited, starts trying again.
 */
export const REGISTRATION_QUEUED_EVENT = 'bp:registration-queued'

export interface QueuedRegistration {
  eventId: string
  slug: string
  title: string
  shareEmail: boolean
  queuedAt: string
  /** 'refused': the server answered no; `message` says why, in pt-BR. */
  state: 'waiting' | 'refused'
  message?: string
}

/** What one attempt to send a waiting registration came to. */
export type Delivery =
  | { kind: 'delivered'; registration: RegistrationRow }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' }

export interface DeliveryReport {
  entry: QueuedRegistration
  outcome: Delivery
}

export async function queuedRegistrations(
  store: DeviceStore,
  userId: string,
): Promise<QueuedRegistration[]> {
  return (await store.get<QueuedRegistration[]>(COPY_KEYS.queue(userId))) ?? []
}

async function writeQueue(store: DeviceStore, userId: string, queue: QueuedRegistration[]) {
  if (queue.length === 0) await store.delete(COPY_KEYS.queue(userId))
  else await store.put(COPY_KEYS.queue(userId), queue)
}

/** Puts a registration in the queue (a second tap for the same event replaces the first). */
export async function queueRegistration(
  store: DeviceStore,
  userId: string,
  entry: Pick<QueuedRegistration, 'eventId' | 'slug' | 'title' | 'shareEmail'>,
  now = new Date(),
): Promise<QueuedRegistration> {
  const queued: QueuedRegistration = { ...entry, queuedAt: now.toISOString(), state: 'waiting' }
  const queue = (await queuedRegistrations(store, userId)).filter(
    (e) => e.eventId !== entry.eventId,
  )
  await writeQueue(store, userId, [...queue, queued])
  return queued
}

/** Takes an event's entry out of the queue (a refusal the rider has seen, a cancel). */
export async function forgetQueued(store: DeviceStore, userId: string, eventId: string) {
  const queue = await queuedRegistrations(store, userId)
  const kept = queue.filter((e) => e.eventId !== eventId)
  if (kept.length !== queue.length) await writeQueue(store, userId, kept)
}

/** Replaces the entry of one event, if still there, re-reading the queue (it may have grown). */
async function settle(
  store: DeviceStore,
  userId: string,
  entry: QueuedRegistration,
  next: QueuedRegistration | null,
) {
  const queue = await queuedRegistrations(store, userId)
  const at = queue.findIndex((e) => e.eventId === entry.eventId && e.queuedAt === entry.queuedAt)
  if (at < 0) return
  if (next) queue[at] = next
  else queue.splice(at, 1)
  await writeQueue(store, userId, queue)
}

const running = new Map<string, Promise<DeliveryReport[]>>()

/**
 * Sends every waiting registration, oldest first. A delivered one leaves the queue and its answer
 * is kept as the rider's registration on the device; a refused one stays, marked, with the
 * server's message; an unreachable server stops the round (the rest waits for the next). Calls
 * that overlap in one tab share one round.
 */
export function deliverQueued(
  store: DeviceStore,
  userId: string,
  send: (entry: QueuedRegistration) => Promise<Delivery>,
  now: () => Date = () => new Date(),
): Promise<DeliveryReport[]> {
  const current = running.get(userId)
  if (current) return current
  const round = (async () => {
    const reports: DeliveryReport[] = []
    for (const entry of await queuedRegistrations(store, userId)) {
      if (entry.state !== 'waiting') continue
      const outcome = await send(entry)
      if (outcome.kind === 'unreachable') break
      if (outcome.kind === 'delivered') {
        await saveCopy(
          store,
          COPY_KEYS.registration(userId, entry.eventId),
          outcome.registration,
          now(),
        )
        await settle(store, userId, entry, null)
      } else {
        await settle(store, userId, entry, { ...entry, state: 'refused', message: outcome.message })
      }
      reports.push({ entry, outcome })
    }
    return reports
  })().finally(() => running.delete(userId))
  running.set(userId, round)
  return round
}
