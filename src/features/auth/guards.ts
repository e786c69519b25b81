/**
 * Route guards, run in each route's `beforeLoad` so a route never renders for the wrong rider.
 * They decide in the browser only: the prerender has no session, so on the server they let the
 * route render its loading screen.
 */
import { redirect } from '@tanstack/react-router'
import { settleAuthFromDevice } from './auth-bootstrap'
import { awaitAuthReady, type AuthState } from './auth-store'
import { panelPath } from './profile'
import { RETURN_PARAM, returnPath } from './return-path'

export type Requirement = 'session' | 'admin' | 'signedOut'

/** Where a visitor in `state` must go instead of a screen with `requirement`; null to stay. */
export function guardTarget(
  requirement: Requirement,
  state: Pick<AuthState, 'status' | 'profile'>,
): '/entrar' | '/admin' | '/dashboard' | null {
  const signedIn = state.status === 'signedIn'
  switch (requirement) {
    case 'session':
      return signedIn ? null : '/entrar'
    case 'admin':
      return signedIn && state.profile?.user_type === 'admin' ? null : '/entrar'
    case 'signedOut':
      return signedIn ? panelPath(state.profile) : null
  }
}

/** What the guards read from TanStack Router's `beforeLoad` argument. */
export interface GuardContext {
  location: { pathname: string; search?: Record<string, unknown> }
  preload: boolean
}

/**
 * The address the document was loaded at, until its guard has run. That first run happens while
 * React is still hydrating the prerendered loading screen: a router redirect then would swap a
 * boundary that has not finished hydrating (React error #422), so it becomes a document
 * navigation (history replace) instead. Later navigations redirect inside the router.
 */
let documentPath = typeof window === 'undefined' ? null : window.location.pathname

async function guard(requirement: Requirement, { location, preload }: GuardContext) {
  if (typeof window === 'undefined') return
  const hydrating = !preload && location.pathname === documentPath
  if (hydrating) documentPath = null
  if (hydrating && document.querySelector('meta[name="bp-app-shell"]')) settleAuthFromDevice()
  const panel = guardTarget(requirement, await awaitAuthReady())
  if (!panel) return
  // /entrar?voltar=…: a rider already signed in goes straight back where they came from.
  const back = requirement === 'signedOut' ? returnPath(location.search?.[RETURN_PARAM]) : null
  const target = back ?? panel
  if (!hydrating) throw redirect({ href: target, replace: true })
  window.location.replace(target)
  // The page is leaving: keep the router pending instead of rendering the refused screen.
  await new Promise<never>(() => undefined)
}

/** `/dashboard`: a session, else /entrar (history replace). */
export const requireSession = (context: GuardContext) => guard('session', context)

/** `/admin`: an admin, else /entrar, which forwards a signed-in non-admin to /dashboard. */
export const requireAdmin = (context: GuardContext) => guard('admin', context)

/** `/entrar`: a signed-in visitor goes straight to their panel. */
export const redirectSignedIn = (context: GuardContext) => guard('signedOut', context)
