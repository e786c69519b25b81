import { describe, expect, it } from 'vitest'
import { videosJsonLd } from './json-ld'
import { SNAPSHOT_FEED } from './snapshot'

describe('videosJsonLd', () => {
  it('lists every video of the feed as a positioned VideoObject', () => {
    const data = videosJsonLd(SNAPSHOT_FEED) as {
      '@type': string
      itemListElement: { position: number; item: Record<string, string> }[]
    }
    expect(data['@type']).toBe('ItemList')
    expect(data.itemListElement).toHaveLength(SNAPSHOT_FEED.videos.length)
    const first = SNAPSHOT_FEED.videos[0]!
    expect(data.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'VideoObject',
        name: first.title,
        description: first.description,
        thumbnailUrl: `https://borapedalar.com.br${first.thumbnail}`,
        contentUrl: first.videoUrl,
        embedUrl: `https://www.youtube-nocookie.com/embed/${first.id}?autoplay=1&rel=0`,
        uploadDate: first.publishedAt,
      },
    })
    expect(data.itemListElement.map((entry) => entry.position)).toEqual(
      SNAPSHOT_FEED.videos.map((_, index) => index + 1),
    )
  })
})
