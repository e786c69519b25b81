/**
 * The build-time copy of the videos feed. It is imported only by loaders that run at prerender
 * (and on client-side navigation), so the prerendered pages and their previews hold real videos
 * and the first paint needs no fetch; the page then refreshes it from `/data/videos.json`.
 */
import data from '../../../public/data/videos.json'
import { parseVideoFeed, type VideoFeed } from './feed'

export const SNAPSHOT_FEED: VideoFeed = /* @__PURE__ */ parseVideoFeed(data)
