import { describe, expect, it } from 'vitest'
import { FTP_20_TEST, RAMP_TEST } from './protocols'
import { positionAt } from './timeline'
import { fieldTestCourse } from './use-field-test'

describe('fieldTestCourse: a field test as the guided session rides it', () => {
  it('the ramp: no end of its own, ERG targets from its plan, the saved FTP recorded', () => {
    const course = fieldTestCourse(RAMP_TEST, { ftp: 250 })
    expect(course.protocol).toEqual({ ftp: 250 })
    expect(course.totalSeconds).toBeNull()
    for (const second of [0, 299, 300, 359, 360, 1000]) {
      expect(course.ergTargetAt(second)).toBe(positionAt(course.plan, second).targetWatts)
    }
    // No power recorded is never "under": the ramp does not end itself on silence.
    expect(course.endsAt?.([], 400)).toBe(false)
  })

  it.each([
    [0, false],
    [299_999, false], // the warm-up: a pause there is a rest before the ramp
    [300_000, false],
    [300_001, true], // the steps: a pause ends the ramp
    [1_000_000, true],
  ])('the ramp: a pause at %i ms ends it: %s', (ms, ends) => {
    expect(fieldTestCourse(RAMP_TEST, { ftp: 250 }).pauseEndsAt(ms)).toBe(ends)
  })

  it('FTP 20: a pause never ends it, even in the measured block', () => {
    const course = fieldTestCourse(FTP_20_TEST, { ftp: 250 })
    for (const ms of [0, 40 * 60_000, 64 * 60_000]) expect(course.pauseEndsAt(ms)).toBe(false)
  })

  it('FTP 20: 65 minutes, never ends itself, no FTP without a positive one', () => {
    const course = fieldTestCourse(FTP_20_TEST, { ftp: 0 })
    expect(course.protocol).toEqual({ ftp: null })
    expect(course.totalSeconds).toBe(65 * 60)
    expect(course.endsAt?.([{ second: 10, watts: 1 }], 11)).toBe(false)
    expect(course.cuesWithin(0, 600).map((cue) => cue.atSecond)).toEqual([597, 598, 599])
  })
})
