import { useEffect } from 'react'
import { useAuthStore } from '../auth'
import { challengesStore, hasWaitingChanges } from './join-queue'

/**
 * Mounted for a signed-in rider on every page: at start, whenever the connection returns and
 * whenever the tab is shown again, the joins and leaves made with no signal are sent. The sending
 * code (supabase-js, React Query, the challenges' chunk) loads only when something waits.
 */
export default function ChallengeQueueDelivery() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))
  useEffect(() => {
    if (!userId) return
    const deliver = async () => {
      if (!navigator.onLine || document.visibilityState === 'hidden') return
      if (!(await hasWaitingChanges(challengesStore(), userId))) return
      const { deliverWaitingChanges } = await import('./queue-runner')
      await deliverWaitingChanges(userId)
    }
    const onChange = () => void deliver().catch(() => undefined)
    onChange()
    window.addEventListener('online', onChange)
    document.addEventListener('visibilitychange', onChange)
    return () => {
      window.removeEventListener('online', onChange)
      document.removeEventListener('visibilitychange', onChange)
    }
  }, [userId])
  return null
}
