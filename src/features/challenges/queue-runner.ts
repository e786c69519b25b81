/**
 * Sends the joins and leaves waiting on the device (`join-queue.ts`) with the server's own
 * functions, tells the rider what the server answered, and reads every challenges figure again.
 * One tab sends at a time (Web Lock `bp-challenges-queue`); within a tab, overlapping calls share
 * a round. In the challenges' chunk: it loads only when something waits and there is a signal.
 */
import { notify } from '../../ui/toast'
import { joinChallenge, leaveChallenge } from './api'
import { refreshChallenges } from './challenges-query'
import { ChallengeCallError, isRefusal } from './messages'
import {
  challengesStore,
  deliverQueuedChanges,
  type ChangeDelivery,
  type ChangeReport,
  type QueuedChange,
} from './join-queue'

/** The code of a refusal the server answered already done: sent before, its answer lost. */
const ALREADY_DONE = { join: 'BP029', leave: 'BP030' } as const

/**
 * One change to the server: made (or found already made), refused with the server's reason in
 * pt-BR, or the server out of reach (no signal, a 5xx: it waits for the next try).
 */
export async function sendChange(
  entry: Pick<QueuedChange, 'challengeId' | 'action' | 'queuedAt'>,
): Promise<ChangeDelivery> {
  try {
    if (entry.action === 'join') await joinChallenge(entry.challengeId, entry.queuedAt)
    else await leaveChallenge(entry.challengeId)
    return { kind: 'delivered' }
  } catch (error) {
    if (!(error instanceof ChallengeCallError) || !isRefusal(error.code))
      return { kind: 'unreachable' }
    if (error.code === ALREADY_DONE[entry.action]) return { kind: 'delivered' }
    return { kind: 'refused', message: error.message }
  }
}

function tell(reports: readonly ChangeReport[]) {
  for (const { entry, outcome } of reports) {
    const join = entry.action === 'join'
    if (outcome.kind === 'delivered') {
      void notify(
        'success',
        join ? `Você entrou no desafio: ${entry.title}` : `Você saiu do desafio: ${entry.title}`,
      )
    } else if (outcome.kind === 'refused') {
      void notify(
        'error',
        join ? `Participação não aceita: ${entry.title}` : `Saída não aceita: ${entry.title}`,
        { description: outcome.message },
      )
    }
  }
}

function withLock<T>(run: () => Promise<T>): Promise<T | undefined> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run()
  // Another tab holding the lock is sending the same queue: this one waits for nothing.
  return navigator.locks.request('bp-challenges-queue', { ifAvailable: true }, (lock) =>
    lock ? run() : undefined,
  )
}

/** Sends what waits for `userId`; the screens read the participations and the queue again. */
export async function deliverWaitingChanges(userId: string): Promise<ChangeReport[]> {
  const reports =
    (await withLock(() => deliverQueuedChanges(challengesStore(), userId, sendChange))) ?? []
  if (reports.length > 0) {
    tell(reports)
    await refreshChallenges()
  }
  return reports
}
