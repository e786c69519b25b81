import { describe, expect, it } from 'vitest'
import { isNewVideo } from './is-new'

const now = new Date('2026-11-22T12:00:00Z')

describe('isNewVideo', () => {
  it.each([
    ['published a minute ago', '2026-11-22T11:59:00Z', true],
    ['six days ago', '2026-11-16T12:00:00Z', true],
    ['exactly seven days ago', '2026-11-15T12:00:00Z', true],
    ['seven days and a second ago', '2026-11-15T11:59:59Z', false],
    ['months ago', '2026-08-01T00:00:00Z', false],
    ['an hour ahead of a late clock', '2026-11-22T13:00:00Z', true],
    ['weeks in the future', '2026-12-31T00:00:00Z', false],
    ['with an offset', '2026-11-20T09:00:00-03:00', true],
    ['not a date', 'ontem', false],
    ['empty', '', false],
  ])('%s → %s', (_label, publishedAt, expected) => {
    expect(isNewVideo(publishedAt, now)).toBe(expected)
    expect(isNewVideo(publishedAt, now.getTime())).toBe(expected)
  })
})
