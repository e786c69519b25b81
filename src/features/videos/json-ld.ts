import { absoluteUrl } from '../../lib/meta'
import type { VideoFeed } from './feed'
import { embedUrl } from './video-id'

/** schema.org structured data for the videos page (spec 02 §2.8): an ItemList of VideoObjects. */
export function videosJsonLd(feed: VideoFeed): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Vídeos do canal ${feed.channel.title}`,
    itemListElement: feed.videos.map((video, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'VideoObject',
        name: video.title,
        description: video.description || video.title,
        thumbnailUrl: absoluteUrl(video.thumbnail),
        contentUrl: video.videoUrl,
        embedUrl: embedUrl(video.id),
        uploadDate: video.publishedAt,
      },
    })),
  }
}
