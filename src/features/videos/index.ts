/** The videos feature's public door (the home page comes in here). */
export { CHANNEL } from './channel'
export type { Video, VideoFeed } from './feed'
export { useVideoFeed } from './feed-query'
export { latestVideosFeed } from './page-data'
export { useVideoModal } from './use-video-modal'
export { VideoCard } from './video-card'
