import { describe, expect, it } from 'vitest'
import { embedUrl, extractVideoId, watchUrl } from './video-id'

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=a-b_c1D2e3F', 'a-b_c1D2e3F'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ?version=3', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => {
    expect(extractVideoId(input)).toBe(id)
  })

  it.each([
    ['too short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['too long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['bad character', 'https://www.youtube.com/watch?v=dQw4w9WgX!Q'],
    ['no v parameter', 'https://www.youtube.com/watch?list=PL1234567890'],
    ['playlist page', 'https://www.youtube.com/playlist?list=PLdQw4w9WgXcQdQw4w9WgXcQdQw4w9WgX'],
    ['channel page', 'https://www.youtube.com/@borapedalar'],
    ['embed with extra segment', 'https://www.youtube.com/embed/dQw4w9WgXcQ/extra'],
    ['short link with extra segment', 'https://youtu.be/dQw4w9WgXcQ/extra'],
    ['another host', 'https://vimeo.com/dQw4w9WgXcQ'],
    ['lookalike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript scheme', 'javascript:alert("dQw4w9WgXcQ")'],
    ['a bare id', 'dQw4w9WgXcQ'],
    ['empty', ''],
  ])('%s → null', (_label, input) => {
    expect(extractVideoId(input)).toBeNull()
  })
})

describe('video urls', () => {
  it('builds the watch and the privacy-enhanced embed address', () => {
    expect(watchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(embedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
  })
})
