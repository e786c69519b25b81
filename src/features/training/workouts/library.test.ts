import { describe, expect, it } from 'vitest'
import { LIBRARY_WORKOUTS, libraryWorkout, WORKOUT_CATEGORIES } from './library'
import type { WorkoutStep } from './model'
import { totalSeconds, workoutBases } from './plan'
import { parseWorkoutText, workoutToText } from './syntax'

const steps = (items: (typeof LIBRARY_WORKOUTS)[number]['items']): WorkoutStep[] =>
  items.flatMap((item) => (item.type === 'step' ? [item] : item.steps))

describe('the library', () => {
  it('has at least 12 sessions with unique pt-BR kebab-case slugs', () => {
    expect(LIBRARY_WORKOUTS.length).toBeGreaterThanOrEqual(12)
    const slugs = LIBRARY_WORKOUTS.map((w) => w.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('covers every category, and at least four sessions are written in % of FTHR', () => {
    const categories = new Set(LIBRARY_WORKOUTS.map((w) => w.category))
    for (const { id } of WORKOUT_CATEGORIES) expect(categories).toContain(id)
    const byHeartRate = LIBRARY_WORKOUTS.filter((w) => {
      const bases = workoutBases(w)
      return bases.fthr && !bases.ftp
    })
    expect(byHeartRate.length).toBeGreaterThanOrEqual(4)
  })

  it('has the sessions the issue names', () => {
    expect(libraryWorkout('sweet-spot-3x10')?.items).toContainEqual({
      type: 'repeat',
      times: 3,
      steps: [
        expect.objectContaining({
          seconds: 600,
          target: { kind: 'range', basis: 'ftp', low: 88, high: 94 },
        }),
        expect.objectContaining({ seconds: 300, intensity: 'rest' }),
      ],
    })
    const block = (slug: string) => {
      const repeat = libraryWorkout(slug)?.items.find((item) => item.type === 'repeat')
      return repeat && { times: repeat.times, work: repeat.steps[0]?.seconds }
    }
    expect(block('limiar-2x20')).toEqual({ times: 2, work: 1200 })
    expect(block('vo2max-5x3')).toEqual({ times: 5, work: 180 })
    expect(libraryWorkout('nao-existe')).toBeUndefined()
  })

  it.each(LIBRARY_WORKOUTS.map((w) => [w.slug, w] as const))('%s', (_slug, workout) => {
    const parsed = parseWorkoutText(workout.text)
    expect(parsed.errors).toEqual([])
    expect(workout.items).toEqual(parsed.items)

    const minutes = totalSeconds(workout) / 60
    expect(minutes).toBeGreaterThanOrEqual(45)
    expect(minutes).toBeLessThanOrEqual(120)

    const all = steps(workout.items)
    expect(all[0]?.intensity).toBe('warmup')
    expect(all.at(-1)?.intensity).toBe('cooldown')

    expect(workout.name.length).toBeGreaterThan(3)
    const sentences = workout.purpose.split(/[.!?](\s|$)/).filter((s) => s.trim()).length
    expect(sentences).toBeGreaterThanOrEqual(1)
    expect(sentences).toBeLessThanOrEqual(2)

    // The round trip the editor relies on: the text written back reads as the same items.
    expect(parseWorkoutText(workoutToText(workout.items))).toEqual({
      items: workout.items,
      errors: [],
    })
  })

  it('rides the recovery session’s main block as the session itself, not as rest (its FIT intensity)', () => {
    const recovery = libraryWorkout('recuperacao-ativa')
    expect(recovery && steps(recovery.items).map((step) => step.intensity)).toEqual([
      'warmup',
      'active',
      'cooldown',
    ])
  })

  it('asks for a cadence on a few steps (spin drills, low-cadence climbs)', () => {
    const withCadence = LIBRARY_WORKOUTS.filter((w) => steps(w.items).some((s) => s.cadence))
    expect(withCadence.length).toBeGreaterThanOrEqual(4)
  })
})
