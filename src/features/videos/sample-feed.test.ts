import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CHANNEL } from './channel'
import { VIDEO_THUMBNAIL_PLACEHOLDER, parseVideoFeed } from './feed'
import { isNewVideo } from './is-new'
import { linkify } from './linkify'

const publicFile = (path: string) =>
  fileURLToPath(new URL(`../../../public${path}`, import.meta.url))
const shipped: unknown = JSON.parse(readFileSync(publicFile('/data/videos.json'), 'utf8'))

/** The snapshot shipped until `videos:update` runs with the real channel (ADR 0006). */
describe('public/data/videos.json', () => {
  const feed = parseVideoFeed(shipped)

  it('passes the runtime check unchanged and is marked as sample data', () => {
    expect(feed).toEqual(shipped)
    expect(feed.sample).toBe(true)
    expect(feed.channel).toEqual(CHANNEL)
  })

  it('has 16 videos with sample ids and local thumbnails that exist', () => {
    expect(feed.videos).toHaveLength(16)
    for (const video of feed.videos) {
      expect(video.id).toMatch(/^sampleVid\d\d$/)
      expect(video.thumbnail).toMatch(/^\/images\/videos\/sample-\d\d\.svg$/)
      expect(existsSync(publicFile(video.thumbnail))).toBe(true)
    }
    expect(existsSync(publicFile(VIDEO_THUMBNAIL_PLACEHOLDER))).toBe(true)
  })

  it('has one or two videos that are new on 2026-11-22', () => {
    const fresh = feed.videos.filter((v) =>
      isNewVideo(v.publishedAt, new Date('2026-11-22T12:00:00Z')),
    )
    expect(fresh.length).toBeGreaterThanOrEqual(1)
    expect(fresh.length).toBeLessThanOrEqual(2)
  })

  it('has descriptions with line breaks and links', () => {
    const withLinks = feed.videos.filter((v) =>
      linkify(v.description).some((t) => t.type === 'link'),
    )
    expect(withLinks.length).toBeGreaterThanOrEqual(8)
    expect(feed.videos.some((v) => v.description.includes('\n'))).toBe(true)
  })
})
