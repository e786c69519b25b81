import { describe, expect, it } from 'vitest'
import { CHANNEL } from './channel'
import { VIDEO_THUMBNAIL_PLACEHOLDER, parseVideo, parseVideoFeed } from './feed'

const good = {
  id: 'sampleVid01',
  title: 'Trilha na serra',
  description: 'Descrição\ncom https://example.com',
  thumbnail: 'https://i.ytimg.com/vi/sampleVid01/hqdefault.jpg',
  publishedAt: '2026-11-20T12:00:00Z',
  videoUrl: 'https://www.youtube.com/watch?v=sampleVid01',
}

describe('parseVideo', () => {
  it('keeps a well-formed video, normalising the date', () => {
    expect(parseVideo(good)).toEqual({ ...good, publishedAt: '2026-11-20T12:00:00.000Z' })
  })

  it.each<[string, unknown]>([
    ['not an object', 'video'],
    ['null', null],
    ['an array', [good]],
    ['id of the wrong length', { ...good, id: 'short' }],
    ['id with markup', { ...good, id: '<script>1</' }],
    ['id not a string', { ...good, id: 12345678901 }],
    ['no title', { ...good, title: undefined }],
    ['blank title', { ...good, title: '   ' }],
    ['title not a string', { ...good, title: { rendered: 'x' } }],
    ['bad date', { ...good, publishedAt: 'ontem' }],
    ['no date', { ...good, publishedAt: undefined }],
  ])('drops %s', (_label, value) => {
    expect(parseVideo(value)).toBeNull()
  })

  it('defaults a missing or wrong description to empty text', () => {
    expect(parseVideo({ ...good, description: undefined })?.description).toBe('')
    expect(parseVideo({ ...good, description: ['x'] })?.description).toBe('')
  })

  it.each([
    ['javascript:alert(1)', VIDEO_THUMBNAIL_PLACEHOLDER],
    ['http://i.ytimg.com/vi/x/hqdefault.jpg', VIDEO_THUMBNAIL_PLACEHOLDER],
    ['//evil.example/x.png', VIDEO_THUMBNAIL_PLACEHOLDER],
    ['/images/../../etc/passwd', VIDEO_THUMBNAIL_PLACEHOLDER],
    ['data:image/svg+xml,<svg onload=alert(1)>', VIDEO_THUMBNAIL_PLACEHOLDER],
    ['/images/videos/sample-01.svg', '/images/videos/sample-01.svg'],
    ['https://i.ytimg.com/vi/a/hq.jpg', 'https://i.ytimg.com/vi/a/hq.jpg'],
  ])('thumbnail %s → %s', (thumb, expected) => {
    expect(parseVideo({ ...good, thumbnail: thumb })?.thumbnail).toBe(expected)
  })

  it('rebuilds the video address from the id', () => {
    expect(parseVideo({ ...good, videoUrl: 'javascript:alert(1)' })?.videoUrl).toBe(
      'https://www.youtube.com/watch?v=sampleVid01',
    )
  })

  it('caps very long text', () => {
    const video = parseVideo({ ...good, title: 'a'.repeat(1000), description: 'b'.repeat(10_000) })
    expect(video?.title).toHaveLength(200)
    expect(video?.description).toHaveLength(5000)
  })
})

describe('parseVideoFeed', () => {
  it('keeps good entries, drops bad ones and duplicates, sorts newest first', () => {
    const feed = parseVideoFeed({
      channel: { id: 'UC1', title: 'Canal', url: 'https://www.youtube.com/@canal' },
      updatedAt: '2026-11-22T09:00:00Z',
      sample: true,
      videos: [
        { ...good, id: 'olderVideo1', publishedAt: '2026-01-01T00:00:00Z' },
        good,
        { ...good, title: 'duplicate' },
        { id: 'broken' },
        null,
        42,
      ],
    })
    expect(feed.channel).toEqual({
      id: 'UC1',
      title: 'Canal',
      url: 'https://www.youtube.com/@canal',
    })
    expect(feed.updatedAt).toBe('2026-11-22T09:00:00.000Z')
    expect(feed.sample).toBe(true)
    expect(feed.videos.map((v) => v.id)).toEqual(['sampleVid01', 'olderVideo1'])
    expect(feed.videos[0]?.title).toBe('Trilha na serra')
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', '<html>'],
    ['an array', []],
    ['videos not an array', { videos: { 0: good } }],
    ['no videos', { channel: CHANNEL }],
  ])('survives a hostile feed: %s', (_label, data) => {
    const feed = parseVideoFeed(data)
    expect(feed.videos).toEqual([])
    expect(feed.channel).toEqual(CHANNEL)
    expect(feed.updatedAt).toBe('')
    expect(feed).not.toHaveProperty('sample')
  })

  it('falls back to the configured channel when the feed’s is malformed', () => {
    expect(parseVideoFeed({ channel: { id: 'x', title: 'y', url: 'javascript:1' } }).channel).toBe(
      CHANNEL,
    )
  })

  it('marks the feed as sample only for a literal true', () => {
    expect(parseVideoFeed({ sample: 'true', videos: [] })).not.toHaveProperty('sample')
  })
})
