/** What the `/videos` and `/` loaders hand to their screens and `head()`. */
import type { VideoFeed } from './feed'
import { videosJsonLd } from './json-ld'
import { SNAPSHOT_FEED } from './snapshot'

export interface VideosPageData {
  feed: VideoFeed
  jsonLd: Record<string, unknown>
}

export function loadVideosPage(): VideosPageData {
  return { feed: SNAPSHOT_FEED, jsonLd: videosJsonLd(SNAPSHOT_FEED) }
}

/** The home page shows the latest four: the rest of the feed stays out of its HTML. */
export function latestVideosFeed(count = 4): VideoFeed {
  return { ...SNAPSHOT_FEED, videos: SNAPSHOT_FEED.videos.slice(0, count) }
}
