import { describe, expect, it } from 'vitest'
import { getVideoFeed, VIDEOS_FEED_URL } from './feed-query'

const answer =
  (body: string, status = 200): typeof fetch =>
  (input) => {
    expect(input).toBe(VIDEOS_FEED_URL)
    return Promise.resolve(new Response(body, { status }))
  }

describe('getVideoFeed', () => {
  it('reads /data/videos.json through the runtime check', async () => {
    const feed = await getVideoFeed(
      answer(
        JSON.stringify({
          updatedAt: '2026-11-20T00:00:00Z',
          videos: [
            {
              id: 'abcdefghijk',
              title: '<script>alert(1)</script>',
              thumbnail: 'javascript:alert(1)',
              publishedAt: '2026-11-20T00:00:00Z',
              videoUrl: 'javascript:alert(1)',
            },
          ],
        }),
      ),
    )
    expect(feed.videos).toEqual([
      expect.objectContaining({
        title: '<script>alert(1)</script>',
        thumbnail: '/images/videos/placeholder.svg',
        videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      }),
    ])
  })

  it('fails on an HTTP error, so React Query keeps what the page shows', async () => {
    await expect(getVideoFeed(answer('nope', 500))).rejects.toThrow('500')
  })
})
