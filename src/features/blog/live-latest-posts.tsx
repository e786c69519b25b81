import type { ReactNode } from 'react'
import type { PostsPage } from './get-posts'
import { useLatestPosts } from './posts-query'

export interface LatestPostsFeedProps {
  /** The build-time answer: the sample posts, or the posts the prerender fetched. */
  initial: PostsPage | null
  children: (data: PostsPage | null) => ReactNode
}

/** The configured blog's latest posts, over React Query (`LatestPostsFeed`). */
export default function LiveLatestPosts({ initial, children }: LatestPostsFeedProps) {
  const { data } = useLatestPosts(initial)
  return children(data ?? null)
}
