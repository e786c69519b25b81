import { useEffect } from 'react'
import { AUTH_LOADING_CAP_MS, setSignedIn, setSignedOut, useAuthStore } from './auth-store'
import { hasEndedSessions, PERSISTED_SESSION_KEY, readPersistedSession } from './persisted-session'
import { fallbackProfile, readCachedProfile } from './profile'

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
 * The app shell (an address with no page of its own: a ride's page, any guarded page offline)
 * loads its route before it renders, so its guard would wait for `AuthBootstrap`, which mounts only
 * after: the guard settles the state from the device itself then. The shell renders afresh (no
 * hydration), so the header reading the store early cannot mismatch.
 */
export function settleAuthFromDevice(): void {
  if (useAuthStore.getState().status !== 'loading') return
  const persisted = readPersistedSession()
  if (!persisted) setSignedOut()
  else setSignedIn(persisted, readCachedProfile(persisted.id) ?? fallbackProfile(persisted.id))
}

/**
 * Starts the live session when another tab signs in: supabase-js, which would hear it itself,
 * is not loaded in a signed-out tab.
 */
function startSessionOnSignIn(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PERSISTED_SESSION_KEY || event.newValue === null) return
    window.removeEventListener('storage', onStorage)
    startSession()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/**
 * Ends the 'loading' state right after hydration from what the device knows (the session
 * supabase-js persisted, the cached profile), without loading supabase-js. A signed-in rider's
 * live session starts at once (token refresh, profile, sync); a signed-out visitor's waits for a
 * sign-in (this tab's actions start it, another tab's is heard here) or for a sign-out made
 * offline to be told to the server, so a visitor who never signs in never evaluates supabase-js
 * or the results store.
 */
export function AuthBootstrap() {
  useEffect(() => {
    const persisted = readPersistedSession()
    let stopListening = () => {}
    if (persisted) {
      setSignedIn(persisted, readCachedProfile(persisted.id))
      // The calculators show this rider's results from the first frame the store is live.
      void import('../results').then((results) => {
        if (useAuthStore.getState().user?.id === persisted.id) results.setCurrentOwner(persisted.id)
      })
      startSession()
    } else {
      setSignedOut()
      // A 'Sair' made offline still has to reach the server: the live session tells it.
      if (hasEndedSessions()) startSession()
      else stopListening = startSessionOnSignIn()
    }
    const cap = setTimeout(capLoading, AUTH_LOADING_CAP_MS)
    return () => {
      clearTimeout(cap)
      stopListening()
    }
  }, [])
  return null
}
