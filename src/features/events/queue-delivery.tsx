import { useEffect } from 'react'
import { useAuthStore } from '../auth'
import { eventsStore, forgetRegistrationCopies } from './device-copy'
import { queuedRegistrations } from './registration-queue'

/**
 * Mounted for a signed-in rider on every page: at start and whenever the connection returns, the
 * registrations made with no signal are sent; at sign-out the rider's registration copies go. The sending code (supabase-js, React Query) loads
 * only when something waits.
 */
export default function RegistrationQueueDelivery() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))
  useEffect(() => {
    if (!userId) return
    const deliver = async () => {
      if (!navigator.onLine) return
      const waiting = (await queuedRegistrations(eventsStore(), userId)).some(
        (entry) => entry.state === 'waiting',
      )
      if (!waiting) return
      const { deliverWaitingRegistrations } = await import('./queue-runner')
      await deliverWaitingRegistrations(userId)
    }
    const onOnline = () => void deliver()
    void deliver()
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      // Signed out (not a page closing): this rider's registrations kept for offline leave the
      // device, as their synced results do; a registration still queued stays for their return.
      if (useAuthStore.getState().status === 'signedOut') void forgetRegistrationCopies(userId)
    }
  }, [userId])
  return null
}
