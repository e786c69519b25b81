import type { LatestPostsFeedProps } from './latest-posts-feed'
import { useLatestPosts } from './posts-query'

/** The configured blog's latest posts, over React Query (`LatestPostsFeed`). */
export default function LiveLatestPosts({ initial, children }: LatestPostsFeedProps) {
  const { data } = useLatestPosts(initial)
  return children(data ?? null)
}
