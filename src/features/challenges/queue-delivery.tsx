import { useEffect } from 'react'
import { useAuthStore } from '../auth'
import { CHALLENGE_QUEUED_EVENT, challengesStore, hasWaitingChanges } from './join-queue'

/**
 * Mounted for a signed-in rider on every page: at start, whenever the connection returns or the
 * page is shown again, and after growing pauses while the server cannot be reached
 * (`retryWhileWaiting`), the joins and leaves made with no signal are sent. The sending code
 * (supabase-js, React Query, the challenges' chunk) loads only when something waits.
 */
export default function ChallengeQueueDelivery() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))
  useEffect(() => {
    if (!userId) return
    // Answers whether a change still waits for a server that could not be reached.
    const deliver = async () => {
      if (!navigator.onLine) return false // the `online` event comes back here
      const waiting = () => hasWaitingChanges(challengesStore(), userId)
      if (!(await waiting())) return false
      const { deliverWaitingChanges } = await import('./queue-runner')
      await deliverWaitingChanges(userId)
      return waiting()
    }
    // The retries' code is shared with the events' delivery; asked for here, not imported, so
    // the challenges' chunk that reads this module's queue does not list it (first paint).
    let stop: (() => void) | undefined
    let stopped = false
    void import('../../lib/retry-while-waiting')
      .then(({ retryWhileWaiting }) => {
        if (!stopped) stop = retryWhileWaiting(deliver, { wakeOn: [CHALLENGE_QUEUED_EVENT] })
      })
      .catch(() => undefined)
    return () => {
      stopped = true
      stop?.()
    }
  }, [userId])
  return null
}
