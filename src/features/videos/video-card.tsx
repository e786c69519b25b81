import { formatDate } from '../../lib/format'
import type { Video } from './feed'
import { Glyph } from './glyph'
import { isNewVideo } from './is-new'
import { Thumbnail } from './thumbnail'
import { useNow } from './use-now'

export interface VideoCardProps {
  video: Video
  onOpen: (video: Video, opener: HTMLElement) => void
  /** How its thumbnail loads: at once in the grid's first row, the very first one first. */
  load?: 'largest' | 'eager' | 'lazy'
}

/** A video in a grid: opens the modal player; the 'NOVO' badge marks the last 7 days. */
export function VideoCard({ video, onOpen, load = 'lazy' }: VideoCardProps) {
  const now = useNow()
  const isNew = now !== null && isNewVideo(video.publishedAt, now)
  return (
    <button
      type="button"
      // An id, inside an early-input region: tapped before the page is live, it is held and
      // carried out once (lib/early-input/capture.ts).
      id={`assistir-${video.id}`}
      aria-label={`Assistir: ${video.title}`}
      onClick={(event) => onOpen(video, event.currentTarget)}
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70 text-left transition-colors hover:border-brand-500/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <span className="relative block">
        <Thumbnail src={video.thumbnail} load={load} />
        <span className="absolute top-2 right-2 grid size-10 place-items-center rounded-full bg-zinc-950/75 text-white transition-colors group-hover:bg-brand-500 group-hover:text-zinc-950">
          <Glyph name="play" size={16} filled />
        </span>
        {isNew && (
          <span className="absolute top-2 left-2 rounded-md bg-brand-500 px-2 py-0.5 text-xs font-bold text-zinc-950">
            NOVO
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col p-4">
        <span className="line-clamp-2 h-12 leading-6 font-semibold text-zinc-50 group-hover:text-brand-200">
          {video.title}
        </span>
        <span className="mt-2 text-xs text-zinc-400">
          <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time>
        </span>
      </span>
    </button>
  )
}
