import { describe, expect, it } from 'vitest'
import { CHANNEL, PLAYLISTS, channelRssUrl } from './channel'

describe('channel config', () => {
  it('has a channel id in YouTube’s shape', () => {
    expect(CHANNEL.id).toMatch(/^UC[A-Za-z0-9_-]{22}$/)
    expect(CHANNEL.title).toBe('Bora Pedalar')
    expect(CHANNEL.url).toMatch(/^https:\/\/www\.youtube\.com\//)
  })

  it('builds the public RSS address', () => {
    expect(channelRssUrl('UC1234567890123456789012')).toBe(
      'https://www.youtube.com/feeds/videos.xml?channel_id=UC1234567890123456789012',
    )
  })

  it('lists ten playlists with distinct ids, titles and playlist urls', () => {
    expect(PLAYLISTS).toHaveLength(10)
    expect(new Set(PLAYLISTS.map((p) => p.id)).size).toBe(10)
    expect(new Set(PLAYLISTS.map((p) => p.title)).size).toBe(10)
    for (const { id, url, title } of PLAYLISTS) {
      expect(id).toMatch(/^PL[A-Za-z0-9_-]{32}$/)
      expect(url).toBe(`https://www.youtube.com/playlist?list=${id}`)
      expect(title.trim()).not.toBe('')
    }
  })
})
