import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useEffect, useRef } from 'react'
import { Icon } from '../../ui/icons'
import { PLAYLISTS } from './channel'
import { PLAYLISTS_LABEL, TRIGGER } from './trigger-style'

/**
 * 'Explorar Playlists do Canal' (spec 02 §2.8): Headless UI Menu; each playlist opens on YouTube
 * in a new tab; an outside click or Escape closes it. Loaded on the first press of the plain
 * button that stands in for it, which it then opens (`openOnMount`).
 */
export default function PlaylistMenu({ openOnMount }: { openOnMount: boolean }) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (openOnMount) button.current?.click()
  }, [openOnMount])
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={TRIGGER}>
        {PLAYLISTS_LABEL}
        <Icon name="chevronDown" size={18} />
      </MenuButton>
      {/* Plain CSS placement rather than Headless UI's `anchor`, which brings floating-ui. */}
      <MenuItems className="absolute left-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-zinc-800 bg-zinc-900 p-2 shadow-2xl focus:outline-none lg:right-0 lg:left-auto">
        {PLAYLISTS.map((playlist) => (
          <MenuItem key={playlist.id}>
            <a
              href={playlist.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm text-zinc-100 data-focus:bg-zinc-800"
            >
              {playlist.title}
              <Icon name="external" size={14} className="shrink-0 text-zinc-400" />
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
