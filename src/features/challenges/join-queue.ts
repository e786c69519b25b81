/**
 * 'Participar' and 'Sair do desafio' with no signal: the change waits on the device, one entry
 * per challenge, and is sent when the connection returns (on `online`, when the tab is shown
 * again, at the next start when signed in). Meanwhile the rider sees 'Participação aguardando
 * conexão' and, for a join, their progress at once: the device counts from the moment of the tap,
 * which the server keeps as the moment they joined (`join_challenge`'s `tapped_at`). Then the
 * server's answer: the change made, or its refusal (a challenge that ended meanwhile), which stays
 * on the challenge's page until the rider has seen it. Nothing leaves the queue without an answer.
 *
 * The same shape as the events' registrations queue (`events/registration-queue.ts`), for
 * challenges' own entries. Pure over a `DeviceStore` and a `send` function, so tests drive both;
 * out of the challenges' chunk (vite.config.ts, group `challenges-queue`), as the root's delivery
 * reads it on every page.
 */
import { deviceStore, type DeviceStore } from '../../lib/device-copy'
import type { Participation } from './types'

/** The challenges' copies on the device (`copies.ts`) and this queue share one cache. */
export const CHALLENGES_CACHE = 'bp-challenges-v1'

export const challengesStore = (): DeviceStore => deviceStore(CHALLENGES_CACHE)

/**
 * Dispatched on `window` when a change was queued while the device called itself online (the
 * server out of reach): the delivery, idle since nothing waited, starts trying again.
 */
export const CHALLENGE_QUEUED_EVENT = 'bp:challenge-change-queued'

export type QueuedAction = 'join' | 'leave'

export interface QueuedChange {
  challengeId: string
  slug: string
  title: string
  action: QueuedAction
  /** ISO moment of the tap: a join counts rides from here. */
  queuedAt: string
  /**
   * 'sending': on its way (a change tapped meanwhile cannot undo it, and a round cut short sends
   * it again); 'refused': the server answered no, `message` says why, in pt-BR.
   */
  state: 'waiting' | 'sending' | 'refused'
  message?: string
}

/** What one attempt to send a waiting change came to. */
export type ChangeDelivery =
  { kind: 'delivered' } | { kind: 'refused'; message: string } | { kind: 'unreachable' }

export interface ChangeReport {
  entry: QueuedChange
  outcome: ChangeDelivery
}

/** The address the queue is kept under (Cache Storage `bp-challenges-v1`), never requested. */
export const challengeQueueKey = (userId: string) =>
  `/__desafios__/fila/${encodeURIComponent(userId)}`

export async function queuedChanges(store: DeviceStore, userId: string): Promise<QueuedChange[]> {
  return (await store.get<QueuedChange[]>(challengeQueueKey(userId))) ?? []
}

/** Not answered yet: waiting, or sent by a round that did not finish. */
export const isWaiting = (entry: QueuedChange) => entry.state !== 'refused'

/** Whether anything waits to be sent (the root's delivery asks this on every page). */
export async function hasWaitingChanges(store: DeviceStore, userId: string): Promise<boolean> {
  return (await queuedChanges(store, userId)).some(isWaiting)
}

async function writeQueue(store: DeviceStore, userId: string, queue: QueuedChange[]) {
  if (queue.length === 0) await store.delete(challengeQueueKey(userId))
  else await store.put(challengeQueueKey(userId), queue)
}

/**
 * Puts a change in the queue, replacing the challenge's earlier entry. A change that undoes one
 * still waiting (leaving a join never sent, joining again after a leave never sent) takes both
 * out instead: the server already has what the rider wants. Answers the entry, or null then.
 * One already on its way is not undone: the new change follows it.
 */
export async function queueChange(
  store: DeviceStore,
  userId: string,
  entry: Pick<QueuedChange, 'challengeId' | 'slug' | 'title' | 'action'>,
  now = new Date(),
): Promise<QueuedChange | null> {
  const queue = await queuedChanges(store, userId)
  const earlier = queue.find((e) => e.challengeId === entry.challengeId)
  const rest = queue.filter((e) => e.challengeId !== entry.challengeId)
  if (earlier?.state === 'waiting' && earlier.action !== entry.action) {
    await writeQueue(store, userId, rest)
    return null
  }
  const queued: QueuedChange = { ...entry, queuedAt: now.toISOString(), state: 'waiting' }
  await writeQueue(store, userId, [...rest, queued])
  return queued
}

/** Takes a challenge's entry out of the queue (a refusal the rider has seen). */
export async function forgetQueuedChange(store: DeviceStore, userId: string, challengeId: string) {
  const queue = await queuedChanges(store, userId)
  const kept = queue.filter((e) => e.challengeId !== challengeId)
  if (kept.length !== queue.length) await writeQueue(store, userId, kept)
}

/** Replaces the entry of one challenge, if still there, re-reading the queue (it may have moved). */
async function settle(
  store: DeviceStore,
  userId: string,
  entry: QueuedChange,
  next: QueuedChange | null,
): Promise<boolean> {
  const queue = await queuedChanges(store, userId)
  const at = queue.findIndex(
    (e) => e.challengeId === entry.challengeId && e.queuedAt === entry.queuedAt,
  )
  if (at < 0) return false
  if (next) queue[at] = next
  else queue.splice(at, 1)
  await writeQueue(store, userId, queue)
  return true
}

const running = new Map<string, Promise<ChangeReport[]>>()

/**
 * Sends every waiting change, oldest first. A delivered one leaves the queue; a refused one stays,
 * marked, with the server's message; an unreachable server stops the round (the rest waits for
 * the next). Calls that overlap in one tab share one round.
 */
export function deliverQueuedChanges(
  store: DeviceStore,
  userId: string,
  send: (entry: QueuedChange) => Promise<ChangeDelivery>,
): Promise<ChangeReport[]> {
  const current = running.get(userId)
  if (current) return current
  const round = (async () => {
    const reports: ChangeReport[] = []
    for (const entry of await queuedChanges(store, userId)) {
      if (!isWaiting(entry)) continue
      // Undone or replaced since the round read the queue: nothing of this entry to send.
      if (!(await settle(store, userId, entry, { ...entry, state: 'sending' }))) continue
      const outcome = await send(entry)
      if (outcome.kind === 'unreachable') {
        await settle(store, userId, entry, { ...entry, state: 'waiting' })
        break
      }
      await settle(
        store,
        userId,
        entry,
        outcome.kind === 'delivered'
          ? null
          : { ...entry, state: 'refused', message: outcome.message },
      )
      reports.push({ entry, outcome })
    }
    return reports
  })().finally(() => running.delete(userId))
  running.set(userId, round)
  return round
}

/**
 * The rider's participations as they see them: the server's (or the device's copy of them), with
 * each waiting join counted from its tap and each waiting leave already gone.
 */
export function withQueuedChanges(
  participations: readonly Participation[],
  queue: readonly QueuedChange[],
): Participation[] {
  const waiting = new Map(queue.filter(isWaiting).map((e) => [e.challengeId, e] as const))
  const seen = participations.filter((p) => waiting.get(p.challenge_id)?.action !== 'leave')
  for (const entry of waiting.values()) {
    if (entry.action !== 'join' || seen.some((p) => p.challenge_id === entry.challengeId)) continue
    seen.push({ challenge_id: entry.challengeId, joined_at: entry.queuedAt, on_leaderboard: false })
  }
  return seen
}
