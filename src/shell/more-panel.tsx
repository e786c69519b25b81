import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { Icon, type IconName } from '../ui/icons'
import { MORE_LINKS } from './nav-links'

const ICONS: Record<string, IconName> = {
  Loja: 'bag',
  'Bike Fit': 'bike',
  Blog: 'book',
  Desafios: 'trophy',
}

export interface MorePanelProps {
  open: boolean
  onClose: () => void
}

/** The 'Mais' sheet of the mobile bar: Loja, Bike Fit, Blog and Desafios. */
export default function MorePanel({ open, onClose }: MorePanelProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-x-0 bottom-0 p-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)]">
        <DialogPanel className="mx-auto max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-4 shadow-2xl">
          <div className="mb-3 flex items-center justify-between">
            <DialogTitle className="text-base font-semibold text-zinc-50">Mais</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fechar"
              className="grid size-11 place-items-center rounded-full text-zinc-300 hover:bg-zinc-800"
            >
              <Icon name="x" size={20} />
            </button>
          </div>
          <ul className="grid grid-cols-2 gap-2">
            {MORE_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={onClose}
                  className="flex min-h-14 items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-950 px-4 font-medium text-zinc-100 hover:border-brand-500/60"
                >
                  <Icon name={ICONS[link.label] ?? 'more'} size={20} className="text-brand-300" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
