import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { optionalLazy } from '../ui/lazy-part'
import { ShellIcon, type ShellIconName } from '../ui/shell-icons'

// The panel (Headless UI Dialog) is closed at first paint, so its code loads on the first tap.
const MorePanel = optionalLazy(() => import('./more-panel'))

const ITEMS: readonly { label: string; to: string; icon: ShellIconName }[] = [
  { label: 'Início', to: '/', icon: 'home' },
  { label: 'Rotas', to: '/rotas', icon: 'map' },
  { label: 'Vídeos', to: '/videos', icon: 'play' },
  { label: 'Eventos', to: '/eventos', icon: 'calendar' },
]

const ITEM =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[11px] font-medium text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400'

/** The bottom bar on small screens (hidden from `md` up). */
export function MobileBar() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)

  return (
    <>
      <nav
        aria-label="Navegação principal"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-800 bg-zinc-950/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="mx-auto flex max-w-md items-stretch gap-1">
          {ITEMS.map((item) => (
            <li key={item.to} className="flex flex-1">
              <Link
                to={item.to}
                className={ITEM}
                activeOptions={{ exact: item.to === '/' }}
                activeProps={{ className: 'text-brand-300', 'aria-current': 'page' }}
              >
                <ShellIcon name={item.icon} size={22} />
                {item.label}
              </Link>
            </li>
          ))}
          <li className="flex flex-1">
            <button
              type="button"
              className={ITEM}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => {
                setRequested(true)
                setOpen(true)
              }}
            >
              <ShellIcon name="more" size={22} />
              Mais
            </button>
          </li>
        </ul>
      </nav>
      {requested && (
        <MorePanel
          open={open}
          onClose={() => setOpen(false)}
          // Its code missing offline: the bar stays as it was; the next 'Mais' loads it again.
          onFailed={() => {
            setOpen(false)
            setRequested(false)
          }}
        />
      )}
    </>
  )
}
