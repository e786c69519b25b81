import { describe, expect, it } from 'vitest'
import { formatClock, formatSessionLength } from './workout-format'

describe('workout clocks and lengths', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3900, '1:05:00'],
    [7265, '2:01:05'],
  ])('formatClock(%i) = %s', (seconds, text) => expect(formatClock(seconds)).toBe(text))

  it.each([
    [2700, '45 min'],
    [3600, '1 h'],
    [5400, '1 h 30 min'],
    [90, '2 min'],
  ])('formatSessionLength(%i) = %s', (seconds, text) =>
    expect(formatSessionLength(seconds)).toBe(text),
  )
})
