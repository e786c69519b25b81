import { describe, expect, it } from 'vitest'
import { chunkStem } from './lazy-chunks'

describe("a chunk's name, whatever the build", () => {
  it.each([
    ['/assets/calendar-screen-DoQRRszp.js', '/assets/calendar-screen-'],
    ['/assets/event-screen-DUdO_T7O.js', '/assets/event-screen-'],
    ['/assets/charts-DPbn3bmw.js', '/assets/charts-'],
  ])('%s → %s', (path, stem) => {
    expect(chunkStem(path)).toBe(stem)
  })
})
