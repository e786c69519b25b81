import { describe, expect, it } from 'vitest'
import type { Workout } from './model'
import { workoutCourse, workoutSessionId } from './use-workout-session'

/** 10 min at 88–94 % of FTP, then 5 min at 80–90 % of FTHR. */
const WORKOUT: Workout = {
  name: 'Curto',
  items: [
    {
      type: 'step',
      seconds: 600,
      intensity: 'active',
      target: { kind: 'range', basis: 'ftp', low: 88, high: 94 },
    },
    {
      type: 'step',
      seconds: 300,
      intensity: 'rest',
      target: { kind: 'range', basis: 'fthr', low: 80, high: 90 },
    },
  ],
}

describe('workoutCourse: what the guided session rides', () => {
  it('records the FTP and FTHR its targets use, and ends with the last step', () => {
    const course = workoutCourse(WORKOUT, { ftp: 250, fthr: 170 })
    expect(course.protocol).toEqual({ ftp: 250, fthr: 170 })
    expect(course.totalSeconds).toBe(900)
    expect(course.endsAt).toBeUndefined()
  })

  it('a field test’s recording (no FTHR key) gives a workout without an FTHR', () => {
    expect(workoutCourse(WORKOUT, { ftp: 0 }).protocol).toEqual({ ftp: null, fthr: null })
  })

  it.each([
    [0, 228],
    [599, 228],
    [600, null],
  ])('ERG at %s s: %s', (second, watts) => {
    expect(workoutCourse(WORKOUT, { ftp: 250, fthr: 170 }).ergTargetAt(second)).toBe(watts)
  })

  it('beeps at 597, 598 and 599 s', () => {
    const cues = workoutCourse(WORKOUT, { ftp: null }).cuesWithin(590, 600)
    expect(cues.map((cue) => cue.secondsLeft)).toEqual([3, 2, 1])
  })

  it('its recording is named after the workout', () => {
    expect(workoutSessionId('sweet-spot-3x10')).toBe('workout:sweet-spot-3x10')
  })
})
