/**
 * The home page's build-time posts and videos: at prerender they fill the page, and the same
 * values hydrate it. Part of the home screen's lazy chunk, never of the shell.
 */
import { config } from '../../lib/config'
import { HOME_POSTS_PER_PAGE, samplePostsPage, type PostsPage } from '../blog'
import { latestVideosFeed, type VideoFeed } from '../videos'

export interface HomeData {
  /** Null when a blog is configured: its posts are fetched in the browser, never at build time. */
  posts: PostsPage | null
  videos: VideoFeed
}

export const HOME_DATA: HomeData = {
  posts: config.blogApiUrl ? null : samplePostsPage(HOME_POSTS_PER_PAGE),
  videos: latestVideosFeed(4),
}
