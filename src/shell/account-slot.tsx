import { Link } from '@tanstack/react-router'
import { optionalLazy } from '../ui/lazy-part'
import { useAuthStore } from '../features/auth'
import { ShellIcon } from '../ui/shell-icons'
import { useHydrated } from '../lib/use-hydrated'
import { ACCOUNT_BUTTON } from './account-button'

// The signed-in control (and, on the first interaction, Headless UI's Menu) loads after first
// paint: the prerendered header is always signed out.
const SignedInSlot = optionalLazy(() => import('./signed-in-slot'))

function LoginLink() {
  return (
    <Link to="/entrar" aria-label="Entrar" title="Entrar" className={ACCOUNT_BUTTON}>
      <ShellIcon name="user" />
    </Link>
  )
}

/**
 * Right of the logo: the login link when signed out, the user menu when signed in. It prerenders
 * (and hydrates) signed out and keeps its 44 px footprint in every state, so the switch after
 * hydration moves nothing.
 */
export function AccountSlot() {
  const hydrated = useHydrated()
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.user !== null)
  if (!hydrated || !signedIn) return <LoginLink />
  return <SignedInSlot fallback={<span className="size-11" aria-hidden="true" />} />
}
