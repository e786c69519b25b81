import { useEffect, useRef } from 'react'
import { VIDEO_THUMBNAIL_PLACEHOLDER } from './feed'

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(VIDEO_THUMBNAIL_PLACEHOLDER)) img.src = VIDEO_THUMBNAIL_PLACEHOLDER
}

/**
 * A video thumbnail that falls back to the local placeholder when it fails to load, including a
 * failure that happened before hydration (React never sees that error event).
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
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) showPlaceholder(img)
  }, [])
  return (
    <img
      ref={ref}
      src={src}
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
