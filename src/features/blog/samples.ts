import type { PostsPage } from './get-posts'
import { toPostSummary } from './post'
import { SAMPLE_POSTS } from './sample-posts'

/** Each sample post is prerendered at /blog/<slug> (src/entry-server.tsx). */
export const SAMPLE_POST_SLUGS: readonly string[] = SAMPLE_POSTS.map((post) => post.slug)

/** The home page's posts when no blog is configured: summaries only, to keep the page small. */
export function samplePostsPage(perPage: number): PostsPage {
  return { posts: SAMPLE_POSTS.slice(0, perPage).map(toPostSummary), source: 'sample' }
}
