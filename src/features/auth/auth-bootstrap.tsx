import { useEffect } from 'react'
import { useAuthStore } from './auth-store'

/**
 * Ends the 'loading' state after hydration. Until the Accounts issue lands (supabase-js sessions),
 * nobody is signed in.
 */
export function AuthBootstrap() {
  useEffect(() => {
    if (useAuthStore.getState().status === 'loading') {
      useAuthStore.setState({ status: 'signedOut', user: null, profile: null })
    }
  }, [])
  return null
}
