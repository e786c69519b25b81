import { Link } from '@tanstack/react-router'
import { Icon } from '../../ui/icons'
import { Logo } from './logo'
import { useScrolled } from './use-scrolled'

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
        <div />
        <Link
          to="/"
          aria-label="Bora Pedalar — página inicial"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <Logo />
        </Link>
        <div className="flex justify-end">
          <Link
            to="/entrar"
            aria-label="Entrar"
            title="Entrar"
            className="grid size-11 place-items-center rounded-full text-zinc-200 hover:bg-zinc-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            <Icon name="user" />
          </Link>
        </div>
      </div>
    </header>
  )
}
