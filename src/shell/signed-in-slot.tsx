import { startTransition, Suspense, useState } from 'react'
import { RetryOnline, retryableLazy } from '../ui/lazy-part'
import { displayName, useAuthStore } from '../features/auth'
import { ACCOUNT_BUTTON, Avatar } from './account-button'

// Headless UI's Menu and the sign-out flow load on the first interaction.
const UserMenu = retryableLazy(() => import('./user-menu'))

/** 'failed': the menu's code could not be fetched; only a press (not a hover) tries again. */
type Requested = 'no' | 'load' | 'open' | 'failed'

/**
 * A plain button with the menu's look until the rider reaches for it (hover, focus, press). The
 * swap happens in a transition, so the button under the pointer stays the same element until the
 * menu's code is there; a press before that opens the menu as soon as it mounts.
 */
export default function SignedInSlot() {
  const user = useAuthStore((s) => s.user)
  const profile = useAuthStore((s) => s.profile)
  const [requested, setRequested] = useState<Requested>('no')
  if (!user) return null

  const request = (next: Requested) =>
    startTransition(() =>
      setRequested((r) => (r === 'open' || (r === 'failed' && next === 'load') ? r : next)),
    )
  const name = displayName(user, profile)
  const plain = (
    <button
      type="button"
      aria-label={`Menu da conta: ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_BUTTON}
      onPointerEnter={() => request('load')}
      onFocus={() => request('load')}
      onPointerDown={() => request('open')}
      onClick={() => request('open')}
    >
      <Avatar name={name} />
    </button>
  )
  // The menu's code missing (offline before the worker cached it): the plain button stays, and
  // the rider's next press loads the menu again.
  return (
    <Suspense fallback={plain}>
      {requested === 'no' || requested === 'failed' ? (
        plain
      ) : (
        <RetryOnline
          fallback={plain}
          reset={UserMenu.reset}
          onFailed={() => setRequested('failed')}
        >
          <UserMenu name={name} email={user.email} openOnMount={requested === 'open'} />
        </RetryOnline>
      )}
    </Suspense>
  )
}
