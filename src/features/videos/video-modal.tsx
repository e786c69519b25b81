import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../../ui/icons'
import { Glyph } from './glyph'
import type { Video } from './feed'
import { shareVideo } from './share'
import { VideoDescription } from './video-description'
import { embedUrl } from './video-id'

export interface VideoModalProps {
  video: Video | null
  channelTitle: string
  onClose: () => void
}

const ACTION =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap sm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400'
const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full text-zinc-200 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400'

/** Full screen through the Fullscreen API where there is one, else by filling the viewport. */
function useFullScreen(panel: React.RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false)
  const [filled, setFilled] = useState(false)
  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', sync)
    return () => {
      document.removeEventListener('fullscreenchange', sync)
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
    }
  }, [])
  const toggle = () => {
    const element = panel.current
    if (native) void document.exitFullscreen().catch(() => {})
    else if (filled) setFilled(false)
    else if (element && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFilled(true))
    } else setFilled(true)
  }
  return { isFull: native || filled, toggle }
}

function Player({ video, channelTitle, onClose }: VideoModalProps & { video: Video }) {
  const panel = useRef<HTMLDivElement>(null)
  const { isFull, toggle } = useFullScreen(panel)
  return (
    <DialogPanel
      ref={panel}
      className={
        isFull
          ? 'fixed inset-0 flex flex-col overflow-y-auto bg-zinc-950'
          : 'w-full max-w-4xl overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900 shadow-2xl'
      }
    >
      <div className="flex items-start gap-2 p-3 sm:p-4">
        <DialogTitle className="min-w-0 flex-1 self-center text-base font-semibold text-zinc-50 sm:text-lg">
          {video.title}
        </DialogTitle>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={isFull}
          aria-label={isFull ? 'Sair da tela cheia' : 'Tela cheia'}
          className={ICON_BUTTON}
        >
          <Glyph name={isFull ? 'minimize' : 'maximize'} />
        </button>
        <button type="button" onClick={onClose} aria-label="Fechar" className={ICON_BUTTON}>
          <Icon name="x" size={22} />
        </button>
      </div>
      <div className={isFull ? 'flex-1 bg-black' : 'aspect-video bg-black'}>
        <iframe
          src={embedUrl(video.id)}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full min-h-56"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 p-3 sm:flex sm:p-4">
        <a
          href={video.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${ACTION} bg-red-600 text-white hover:bg-red-500`}
        >
          <Icon name="youtube" size={18} />
          Ver no YouTube
        </a>
        <button
          type="button"
          onClick={() => void shareVideo(video, channelTitle)}
          className={`${ACTION} border border-zinc-700 text-zinc-100 hover:bg-zinc-800`}
        >
          <Glyph name="share" size={18} />
          Compartilhar
        </button>
      </div>
      <div
        // A long description scrolls: the box takes focus so keyboards can scroll it (axe).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Descrição do vídeo"
        className="mx-3 mb-4 max-h-[200px] overflow-y-auto rounded-xl border border-zinc-800 bg-zinc-950/60 p-3 focus-visible:outline-2 focus-visible:outline-brand-400 sm:mx-4"
        data-video-description=""
      >
        <VideoDescription text={video.description} />
      </div>
    </DialogPanel>
  )
}

/** The modal player (spec 02 §2.8); loaded on the first card click, never before first paint. */
export default function VideoModal(props: VideoModalProps) {
  return (
    <Dialog open={props.video !== null} onClose={props.onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/80" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          {props.video && <Player {...props} video={props.video} />}
        </div>
      </div>
    </Dialog>
  )
}
