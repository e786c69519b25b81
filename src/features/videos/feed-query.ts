/**
 * The videos feed over React Query (ADR 0006 "remote reads"). `/data/videos.json` is served by the
 * service worker stale-while-revalidate, so offline this answers with the saved copy.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'
import { parseVideoFeed, type VideoFeed } from './feed'

export const VIDEOS_FEED_URL = '/data/videos.json'

export async function getVideoFeed(fetchImpl: typeof fetch = fetch): Promise<VideoFeed> {
  const response = await fetchImpl(VIDEOS_FEED_URL, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`Videos feed answered ${response.status}`)
  return parseVideoFeed(await response.json())
}

export function videoFeedQueryOptions() {
  return queryOptions({ queryKey: ['videos', 'feed'], queryFn: () => getVideoFeed() })
}

/**
 * The feed to show: the fetched one when it has arrived, else `fallback` (the build-time
 * snapshot, already in the page). A failed fetch keeps the fallback (spec 02 §8: silent).
 */
export function useVideoFeed(fallback: VideoFeed | null): {
  feed: VideoFeed | null
  loading: boolean
} {
  const query = useQuery(videoFeedQueryOptions(), queryClient)
  const feed = query.data ?? fallback
  return { feed, loading: feed === null && query.isPending }
}
