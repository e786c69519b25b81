import { describe, expect, it } from 'vitest'
import { formatDuration, formatKm } from '../../lib/format'
import { formatWindow } from './ride-format'

describe('ride formatting', () => {
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [14_400, '4:00:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it('names windows and kilometres in pt-BR', () => {
    expect([5, 60, 300, 1200, 3600].map(formatWindow)).toEqual([
      '5 s',
      '1 min',
      '5 min',
      '20 min',
      '60 min',
    ])
    expect(formatKm(28_792)).toBe('28,8 km')
  })
})
