import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { panelPath, useAuthStore } from '../features/auth'
import { useSignOut } from '../features/auth/use-sign-out'
import { Icon } from '../ui/icons'
import { SignOutDialog } from '../ui/sign-out-dialog'
import { ACCOUNT_BUTTON, Avatar } from './account-button'

export interface UserMenuProps {
  name: string
  email: string
  /** The rider tapped the plain button before this code arrived: open at once. */
  openOnMount: boolean
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-zinc-100 data-focus:bg-zinc-800'

/** The signed-in header menu (spec 01 §2): name or e-mail, the panel, and 'Sair'. */
export default function UserMenu({ name, email, openOnMount }: UserMenuProps) {
  const profile = useAuthStore((s) => s.profile)
  const button = useRef<HTMLButtonElement>(null)
  const signOutFlow = useSignOut()
  const { signOut, busy } = signOutFlow

  useEffect(() => {
    if (openOnMount) button.current?.click()
    // Only the first mount answers the early tap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const panel = panelPath(profile)
  return (
    <>
      <Menu>
        <MenuButton ref={button} aria-label={`Menu da conta: ${name}`} className={ACCOUNT_BUTTON}>
          <Avatar name={name} />
        </MenuButton>
        <MenuItems
          anchor={{ to: 'bottom end', gap: 8 }}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-zinc-800 bg-zinc-900 p-2 shadow-2xl shadow-black/50 focus:outline-none"
        >
          <div className="border-b border-zinc-800 px-3 pt-2 pb-3">
            <p className="font-semibold break-words text-zinc-50">{name}</p>
            {email && email !== name && <p className="text-xs break-all text-zinc-400">{email}</p>}
          </div>
          <div className="pt-2">
            <MenuItem>
              <Link to={panel} className={ITEM}>
                <Icon name="gauge" size={18} className="text-brand-300" />
                {panel === '/admin' ? 'Painel administrativo' : 'Meu painel'}
              </Link>
            </MenuItem>
            <MenuItem>
              <button type="button" className={ITEM} disabled={busy} onClick={() => void signOut()}>
                <Icon name="logout" size={18} className="text-brand-300" />
                Sair
              </button>
            </MenuItem>
          </div>
        </MenuItems>
      </Menu>
      <SignOutDialog flow={signOutFlow} />
    </>
  )
}
