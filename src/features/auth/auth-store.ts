import { create } from 'zustand'

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut'
export type UserType = 'visitor' | 'organizer' | 'admin'

export interface AuthUser {
  id: string
  email: string
  fullName: string | null
}

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
  profile: Profile | null
}

/**
 * The session as the UI sees it (spec 01 §3 "Auth state"). It starts 'loading' on the server and
 * during hydration, so prerendered pages never assume a session.
 */
export const useAuthStore = create<AuthState>(() => ({
  status: 'loading',
  user: null,
  profile: null,
}))

export function useAuth() {
  const state = useAuthStore()
  return {
    ...state,
    isAuthenticated: state.user !== null,
    isLoading: state.status === 'loading',
    isAdmin: state.profile?.user_type === 'admin',
  }
}
