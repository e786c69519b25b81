/**
 * The videos feed, read once per page life and shared by every screen that shows it (the home
 * page's four cards, the videos page). `/data/videos.json` is served by the service worker
 * stale-while-revalidate, so offline this answers with the saved copy. A plain fetch and a small
 * store rather than React Query: the pages that show videos are first screens, and a visitor's
 * first screen evaluates no library it can do without.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { parseVideoFeed, type VideoFeed } from './feed'

export const VIDEOS_FEED_URL = '/data/videos.json'

export async function getVideoFeed(fetchImpl: typeof fetch = fetch): Promise<VideoFeed> {
  const response = await fetchImpl(VIDEOS_FEED_URL, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`Videos feed answered ${response.status}`)
  return parseVideoFeed(await response.json())
}

type FeedState =
  { status: 'idle' | 'pending' | 'failed'; feed: null } | { status: 'done'; feed: VideoFeed }

let state: FeedState = { status: 'idle', feed: null }
const listeners = new Set<() => void>()

function setState(next: FeedState): void {
  state = next
  for (const listener of listeners) listener()
}

/** Fetches the feed once; one retry, as the other remote reads (spec 02 §8: a failure is silent). */
function loadFeed(): void {
  if (state.status !== 'idle') return
  setState({ status: 'pending', feed: null })
  getVideoFeed()
    .catch(() => getVideoFeed())
    .then(
      (feed) => setState({ status: 'done', feed }),
      () => setState({ status: 'failed', feed: null }),
    )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const current = () => state
const SERVER_STATE: FeedState = { status: 'idle', feed: null }

/**
 * The feed to show: the fetched one when it has arrived, else `fallback` (the build-time
 * snapshot, already in the page). A failed fetch keeps the fallback (spec 02 §8: silent).
 */
export function useVideoFeed(fallback: VideoFeed | null): {
  feed: VideoFeed | null
  loading: boolean
} {
  const { status, feed } = useSyncExternalStore(subscribe, current, () => SERVER_STATE)
  useEffect(loadFeed, [])
  const shown = feed ?? fallback
  return { feed: shown, loading: shown === null && status !== 'failed' }
}
