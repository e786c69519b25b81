import { useEffect, useRef } from 'react'
import { VIDEO_THUMBNAIL_PLACEHOLDER } from './feed'

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(VIDEO_THUMBNAIL_PLACEHOLDER)) img.src = VIDEO_THUMBNAIL_PLACEHOLDER
}

/**
 * A video thumbnail that falls back to the local placeholder when it fails to load, including a
 * failure that happened before hydration (React never sees that error event).
 *
 * Only the largest one carries its address in the page's markup: the others hold it in
 * `data-src` until the largest has been drawn (the page's loader then sets every `src`; after a
 * navigation inside the app, the effect does). On a slow network ten thumbnails asked at once
 * shared the bandwidth the first screen's picture was waiting for.
 */
export function Thumbnail({
  src,
  className = '',
  load = 'lazy',
}: {
  src: string
  className?: string
  /** 'largest': the first screen's largest paint, fetched first; 'eager': in the first row. */
  load?: 'largest' | 'eager' | 'lazy'
}) {
  const ref = useRef<HTMLImageElement>(null)
  const held = load !== 'largest'
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const img = ref.current
    if (!img) return
    const first = shown.current === null
    shown.current = src
    if (held && (img.getAttribute('src') === null || !first)) img.src = src
    else if (img.complete && img.naturalWidth === 0) showPlaceholder(img)
  }, [held, src])
  return (
    <img
      ref={ref}
      src={held ? undefined : src}
      data-src={held ? src : undefined}
      alt=""
      width={640}
      height={360}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'largest' ? 'high' : undefined}
      decoding="async"
      onError={(event) => showPlaceholder(event.currentTarget)}
      className={`aspect-video w-full bg-zinc-800 object-cover ${className}`}
    />
  )
}
