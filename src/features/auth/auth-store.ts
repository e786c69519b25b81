import { create } from 'zustand'
import { SESSION_MARK, type AuthUser } from './persisted-session'

export type { AuthUser }

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut'
export type UserType = 'visitor' | 'organizer' | 'admin'

export interface Profile {
  id: string
  email: string
  full_name: string | null
  user_type: UserType
  person_type: 'pf' | 'pj'
  created_at: string
  updated_at: string
}

export interface AuthState {
  status: AuthStatus
  user: AuthUser | null
  /** Null while a signed-in user's profile is still loading (never null once resolved). */
  profile: Profile | null
}

/** Spec 01 §4: loading ends when the session check finishes or after at most 5 s. */
export const AUTH_LOADING_CAP_MS = 5000

/**
 * The session as the UI sees it (spec 01 §3 "Auth state"). It starts 'loading' on the server and
 * during hydration, so prerendered pages never assume a session.
 */
export const useAuthStore = create<AuthState>(() => ({
  status: 'loading',
  user: null,
  profile: null,
}))

/** Known well enough for a guard: signed out, or signed in with a profile (real, cached or fallback). */
export function isAuthResolved(state: AuthState): boolean {
  return state.status === 'signedOut' || (state.status === 'signedIn' && state.profile !== null)
}

/**
 * Resolves once the auth state satisfies `done`, or after `capMs` whatever it is (the bootstrap
 * also caps loading, so this cap only matters if the bootstrap never ran).
 */
function awaitAuthState(done: (state: AuthState) => boolean, capMs: number): Promise<AuthState> {
  const current = useAuthStore.getState()
  if (done(current)) return Promise.resolve(current)
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve(useAuthStore.getState())
    }
    const timer = setTimeout(finish, capMs)
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (done(state)) finish()
    })
  })
}

/** Resolves once the auth state is resolved (see `isAuthResolved`), at most after `capMs`. */
export function awaitAuthReady(capMs = AUTH_LOADING_CAP_MS): Promise<AuthState> {
  return awaitAuthState(isAuthResolved, capMs)
}

/** Resolves once it is known whether someone is signed in (the profile may still be loading). */
export function awaitSessionKnown(capMs = AUTH_LOADING_CAP_MS): Promise<AuthState> {
  return awaitAuthState((state) => state.status !== 'loading', capMs)
}

export function setSignedIn(user: AuthUser, profile: Profile | null): void {
  useAuthStore.setState({ status: 'signedIn', user, profile })
}

export function setSignedOut(): void {
  useAuthStore.setState({ status: 'signedOut', user: null, profile: null })
  // The first paint's guess from a stored session (`SESSION_MARK`) no longer holds.
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(SESSION_MARK)
}

export function useAuth() {
  const state = useAuthStore()
  return {
    ...state,
    isAuthenticated: state.user !== null,
    isLoading: state.status === 'loading',
    isAdmin: state.profile?.user_type === 'admin',
  }
}
