import { lazy, memo, Suspense } from 'react'
import type { VideoFeed } from './feed'

const load = () => import('./videos-screen').then((m) => ({ default: m.VideosScreen }))
const Screen = lazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load()

/**
 * The `/videos` route's component. The prerendered page already holds the whole list; the
 * screen's code (search, cards, React Query) loads after first paint, which keeps the page inside
 * its first-paint JavaScript budget. The fallback shows only on a client-side navigation.
 */
export const VideosPage = memo(function VideosPage({ initial }: { initial: VideoFeed | null }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="mx-auto min-h-[80vh] max-w-6xl px-4 py-12 text-zinc-300">
          Carregando vídeos...
        </p>
      }
    >
      <Screen initial={initial} />
    </Suspense>
  )
})
