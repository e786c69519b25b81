import { Link } from '@tanstack/react-router'
import { useEarlyRegion } from '../../lib/early-input/early-input'
import { CHANNEL, useVideoFeed, useVideoModal, VideoCard, type VideoFeed } from '../videos'
import { MORE_LINK, SectionHeading } from './section-heading'

/** 'Últimos vídeos' (spec 01 §2 Home, item 5): four cards opening the same modal player. */
export function LatestVideos({ initial }: { initial: VideoFeed }) {
  const { feed } = useVideoFeed(initial)
  const videos = (feed ?? initial).videos.slice(0, 4)
  const { open, modal } = useVideoModal(feed?.channel.title ?? CHANNEL.title)
  // A card tapped before the page is live opens its player once it is.
  const region = useEarlyRegion<HTMLElement>()
  return (
    <section
      ref={region}
      data-early=""
      aria-labelledby="ultimos-videos"
      className="mx-auto max-w-6xl px-4 pb-16"
    >
      <SectionHeading id="ultimos-videos" title="Últimos vídeos">
        <Link to="/videos" className={MORE_LINK}>
          Ver todos os vídeos →
        </Link>
      </SectionHeading>
      <p className="mb-3 min-h-5 text-sm leading-5 text-amber-200">
        {feed?.sample ? 'Vídeos de exemplo' : ''}
      </p>
      {videos.length === 0 ? (
        <p className="text-zinc-300">Não há vídeos disponíveis no momento</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      {modal}
    </section>
  )
}
