import { describe, expect, it } from 'vitest'
import { postDate, postDateTime } from './post-date'

describe('postDate', () => {
  it('reads WordPress wall-clock time as written, whatever the device zone', () => {
    expect(postDate('2026-03-12T23:30:00')).toBe('12 de março de 2026')
    expect(postDate('2026-03-12T23:30:00Z')).toBe('12 de março de 2026')
    expect(postDateTime('2026-03-12T23:30:00')).toBe('2026-03-12')
  })

  it('prints nothing for a date it cannot read', () => {
    expect(postDate('ontem')).toBe('')
    expect(postDateTime('ontem')).toBeUndefined()
  })
})
