import { useEffect } from 'react'
import { useAuthStore } from '../auth'
import { eventsStore, forgetRegistrationCopies } from './device-copy'
import { queuedRegistrations, REGISTRATION_QUEUED_EVENT } from './registration-queue'
import { retryWhileWaiting } from '../../lib/retry-while-waiting'

/**
 * Mounted for a signed-in rider on every page: at start, whenever the connection returns or the
 * page is shown again, and after growing pauses while the server cannot be reached
 * (`retryWhileWaiting`), the registrations made with no signal are sent; at sign-out the rider's
 * registration copies go. The sending code (supabase-js, React Query) loads only when something
 * waits.
 */
export default function RegistrationQueueDelivery() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))
  useEffect(() => {
    if (!userId) return
    // Answers whether a registration still waits for a server that could not be reached.
    const deliver = async () => {
      if (!navigator.onLine) return false // the `online` event comes back here
      const waiting = async () =>
        (await queuedRegistrations(eventsStore(), userId)).some(
          (entry) => entry.state === 'waiting',
        )
      if (!(await waiting())) return false
      const { deliverWaitingRegistrations } = await import('./queue-runner')
      await deliverWaitingRegistrations(userId)
      return waiting()
    }
    const stop = retryWhileWaiting(deliver, { wakeOn: [REGISTRATION_QUEUED_EVENT] })
    return () => {
      stop()
      // Signed out (not a page closing): this rider's registrations kept for offline leave the
      // device, as their synced results do; a registration still queued stays for their return.
      if (useAuthStore.getState().status === 'signedOut') void forgetRegistrationCopies(userId)
    }
  }, [userId])
  return null
}
