import { useEffect } from 'react'

/**
 * Keeps the screen on while `held`: a phone on the handlebar must not lock mid-test. The system
 * releases the lock when the page is hidden, so it is taken again each time the page comes back.
 */
export function useWakeLock(held: boolean): void {
  useEffect(() => {
    if (!held || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return undefined
    let sentinel: WakeLockSentinel | null = null
    let live = true
    const take = () => {
      if (document.visibilityState !== 'visible') return
      void navigator.wakeLock.request('screen').then(
        (lock) => {
          if (live) sentinel = lock
          else void lock.release()
        },
        () => undefined,
      )
    }
    take()
    document.addEventListener('visibilitychange', take)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', take)
      void sentinel?.release()
    }
  }, [held])
}
