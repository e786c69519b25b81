import { useCallback, useRef, useState, type ReactNode } from 'react'
import { optionalLazy } from '../../ui/lazy-part'
import type { Video } from './feed'

// Headless UI's Dialog is closed at first paint: its code loads on the first card click.
const loadModal = () => import('./video-modal')
const VideoModal = optionalLazy(loadModal)

export interface VideoModalControl {
  open: (video: Video, opener: HTMLElement) => void
  /** Render this once, anywhere: the modal (nothing until the first open). */
  modal: ReactNode
}

/** The modal player's state, shared by the videos page and the home page's videos. */
export function useVideoModal(channelTitle: string): VideoModalControl {
  const [video, setVideo] = useState<Video | null>(null)
  const [requested, setRequested] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  const open = useCallback((next: Video, from: HTMLElement) => {
    opener.current = from
    setRequested(true)
    setVideo(next)
  }, [])

  const close = useCallback(() => {
    setVideo(null)
    // Headless UI restores focus too, but only to what was focused when the (lazy) dialog
    // mounted; the card that opened it is the right place either way (Safari never focuses it).
    const target = opener.current
    requestAnimationFrame(() => target?.focus())
  }, [])

  // Its code missing (offline before the worker cached it): nothing opens, and the next click on
  // a video loads it again (it must not pop up by itself later).
  const modal = requested ? (
    <VideoModal
      video={video}
      channelTitle={channelTitle}
      onClose={close}
      onFailed={() => {
        setRequested(false)
        setVideo(null)
      }}
    />
  ) : null

  return { open, modal }
}
