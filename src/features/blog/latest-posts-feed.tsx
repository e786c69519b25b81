import { lazy, Suspense } from 'react'
import { config } from '../../lib/config'
import type { LatestPostsFeedProps } from './live-latest-posts'

// The remote read and React Query with it: loaded only where a blog is configured.
const LiveLatestPosts = lazy(() => import('./live-latest-posts'))

export type { LatestPostsFeedProps }

/**
 * The home page's posts. Without a blog configured the answer is known at build time (`initial`)
 * and nothing is fetched or loaded; with one, the live list replaces it once read.
 */
export function LatestPostsFeed({ initial, children }: LatestPostsFeedProps) {
  if (!config.blogApiUrl) return children(initial)
  return (
    <Suspense fallback={children(initial)}>
      <LiveLatestPosts initial={initial}>{children}</LiveLatestPosts>
    </Suspense>
  )
}
