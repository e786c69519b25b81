import { Link } from '@tanstack/react-router'
import { optionalLazy } from '../ui/lazy-part'
import { useAuthStore } from '../features/auth'
import { useHydrated } from '../lib/use-hydrated'
import { AccountSlot } from './account-slot'
import { Logo } from './logo'
import { useScrolled } from './use-scrolled'

// The status reads the results store (Dexie): loaded only for a signed-in rider, after hydration.
const SyncStatusBadge = optionalLazy(() => import('./sync-status'))

const SCROLL_THRESHOLD_PX = 10

export function Header() {
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX)
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-200 ${
        scrolled
          ? 'border-zinc-800/80 bg-zinc-950/70 backdrop-blur-md'
          : 'border-transparent bg-zinc-950'
      }`}
    >
      <div className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto_1fr] items-center px-4">
        <div className="min-w-0">
          <SyncStatusSlot />
        </div>
        <Link
          to="/"
          aria-label="Bora Pedalar — página inicial"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <Logo />
        </Link>
        <div className="flex justify-end">
          <AccountSlot />
        </div>
      </div>
    </header>
  )
}

function SyncStatusSlot() {
  const hydrated = useHydrated()
  const signedIn = useAuthStore((s) => s.status === 'signedIn')
  if (!hydrated || !signedIn) return null
  return <SyncStatusBadge />
}
