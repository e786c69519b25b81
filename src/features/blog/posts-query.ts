/**
 * React Query options and hooks over the blog fetchers (plain functions first, a hook over
 * each). Imported only from screens that load after first paint, so React Query never joins a
 * page's first-paint bundle.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { config } from '../../lib/config'
import { queryClient } from '../../lib/query-client'
import {
  getPost,
  getPosts,
  HOME_POSTS_PER_PAGE,
  type PostResult,
  type PostsPage,
} from './get-posts'
import type { Post } from './post'

const FIVE_MINUTES = 5 * 60 * 1000

export function postsQueryOptions(params: { page: number; perPage: number }) {
  return queryOptions({
    queryKey: ['blog', 'posts', params.page, params.perPage],
    // Typed as summaries: a page from the sample fallback may carry no content.
    queryFn: (): Promise<PostsPage> => getPosts(params),
    staleTime: FIVE_MINUTES,
    // getPosts never throws (it falls back by itself): React Query's retry would only add delay.
    retry: false,
  })
}

export function postQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => getPost(slug),
    // A miss (often: offline) is asked again next time; a post found is kept for a while.
    staleTime: (query) => (query.state.data?.post ? FIVE_MINUTES : 0),
    retry: false,
  })
}

/**
 * The home page's posts. Without a blog configured the answer is known at build time (the sample
 * posts, passed in as `initial`) and nothing is fetched.
 */
export function useLatestPosts(initial: PostsPage | null) {
  return useQuery(
    {
      ...postsQueryOptions({ page: 1, perPage: HOME_POSTS_PER_PAGE }),
      enabled: Boolean(config.blogApiUrl),
      ...(initial ? { initialData: initial } : {}),
    },
    queryClient,
  )
}

/** A post already fetched in this session as part of a list (e.g. the home page's eight). */
function postFromLists(slug: string): PostResult | undefined {
  for (const [, page] of queryClient.getQueriesData<PostsPage>({ queryKey: ['blog', 'posts'] })) {
    // Sample lists may hold summaries only; getPost answers sample slugs at once anyway.
    if (!page || page.source === 'sample') continue
    const post = page.posts.find((p) => p.slug === slug)
    if (post && 'contentHtml' in post) return { post: post as Post, source: page.source }
  }
  return undefined
}

/** The reader route's loader: a list already in memory answers at once, else the query. */
export async function loadPost(slug: string): Promise<PostResult> {
  return postFromLists(slug) ?? queryClient.fetchQuery(postQueryOptions(slug))
}
