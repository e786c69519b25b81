import { describe, expect, it } from 'vitest'
import { formatDuration } from './format'

describe('formatDuration', () => {
  it.each([
    [45, '45 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [65 * 60, '65 min'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })
})
