import { useState } from 'react'
import { optionalLazy } from '../../ui/lazy-part'
import { Icon } from '../../ui/icons'
import { PLAYLISTS_LABEL, TRIGGER } from './trigger-style'

const loadMenu = () => import('./playlist-menu')
const PlaylistMenu = optionalLazy(loadMenu)

function PlainTrigger({ onPress }: { onPress?: () => void }) {
  // Only a head start: a failed download is tried again by the press itself.
  const warm = () => void loadMenu().catch(() => undefined)
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onPress}
      onPointerEnter={warm}
      onFocus={warm}
      className={TRIGGER}
    >
      {PLAYLISTS_LABEL}
      <Icon name="chevronDown" size={18} />
    </button>
  )
}

/** The playlists dropdown: a plain button until first pressed, then the Headless UI Menu. */
export function PlaylistsDropdown() {
  const [requested, setRequested] = useState(false)
  if (!requested) return <PlainTrigger onPress={() => setRequested(true)} />
  // Its code missing offline: the plain button again, whose next press loads the menu again.
  return (
    <PlaylistMenu openOnMount fallback={<PlainTrigger />} onFailed={() => setRequested(false)} />
  )
}
