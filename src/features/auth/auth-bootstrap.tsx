import { useEffect } from 'react'
import { AUTH_LOADING_CAP_MS, setSignedIn, setSignedOut, useAuthStore } from './auth-store'
import { readPersistedSession } from './persisted-session'
import { fallbackProfile, readCachedProfile } from './profile'

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 })
  else setTimeout(run, 1500)
}

function startSession(): void {
  import('./session')
    .then((session) => session.startSession())
    // Without the session module (offline before the worker cached it) the device's view stands.
    .catch(() => undefined)
}

/** After the cap, a signed-in rider whose profile never came gets the spec's fallback. */
function capLoading(): void {
  const { status, user, profile } = useAuthStore.getState()
  if (status === 'loading') setSignedOut()
  else if (user && !profile)
    setSignedIn(user, readCachedProfile(user.id) ?? fallbackProfile(user.id))
}

/**
 * Ends the 'loading' state right after hydration from what the device knows (the session
 * supabase-js persisted, the cached profile), without loading supabase-js; then starts the live
 * session: at once for a signed-in rider (token refresh, profile, sync), when idle otherwise.
 */
export function AuthBootstrap() {
  useEffect(() => {
    const persisted = readPersistedSession()
    if (persisted) {
      setSignedIn(persisted, readCachedProfile(persisted.id))
      // The calculators show this rider's results from the first frame the store is live.
      void import('../results').then((results) => {
        if (useAuthStore.getState().user?.id === persisted.id) results.setCurrentOwner(persisted.id)
      })
      startSession()
    } else {
      setSignedOut()
      whenIdle(startSession)
    }
    const cap = setTimeout(capLoading, AUTH_LOADING_CAP_MS)
    return () => clearTimeout(cap)
  }, [])
  return null
}
