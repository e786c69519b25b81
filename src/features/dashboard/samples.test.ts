import { describe, expect, it } from 'vitest'
import { relativeTime } from './samples'

describe('relative time text', () => {
  it.each([
    [0, 'Agora mesmo'],
    [12, '12m atrás'],
    [95, '1h atrás'],
    [2880, '2d atrás'],
  ])('%i min → %s', (minutes, text) => {
    expect(relativeTime(minutes)).toBe(text)
  })
})
