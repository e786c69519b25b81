import { lazy, memo, Suspense } from 'react'
import type { PostResult } from './get-posts'

const load = () => import('./post-reader').then((m) => ({ default: m.PostReader }))
const Reader = lazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load()

/**
 * The reader route's component. The prerendered page already holds the whole post; the reader's
 * code loads after first paint (every page keeps to its first-paint JavaScript budget).
 */
export const ReaderPage = memo(function ReaderPage({ result }: { result: PostResult }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="mx-auto min-h-[60vh] max-w-3xl px-4 py-12 text-zinc-300">
          Carregando post...
        </p>
      }
    >
      <Reader result={result} />
    </Suspense>
  )
})
