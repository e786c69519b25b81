import { describe, expect, it } from 'vitest'
import type { StoredResult } from '../results'
import { workoutEditorHref } from './my-workouts'
import { resultSummary, workoutDuration } from './result-summary'

describe('workoutDuration: h:mm to the nearest minute, never 0:00', () => {
  it.each([
    [4200, '1:10'], // 15 + 3 × (10 + 5) + 10 minutes
    [2700, '0:45'],
    [3599, '1:00'],
    [89, '0:01'],
    [90, '0:02'],
    [29, '0:01'],
    [1, '0:01'],
    [21_600, '6:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(workoutDuration(seconds)).toBe(text)
  })
})

describe('a saved workout in the lists', () => {
  const workout: StoredResult<'workout'> = {
    id: '6f1c2a34-0000-4000-8000-000000000001',
    kind: 'workout',
    owner: 'u',
    fields: { name: 'Sweet spot 3 × 10', text: '3x\n- 10m 88-94%', total_seconds: 4200 },
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    syncState: 'synced',
  }

  it('reads as its name and length, and opens in the editor by id', () => {
    expect(resultSummary(workout)).toBe('Sweet spot 3 × 10 · 1:10')
    expect(workoutEditorHref(workout.id)).toBe(
      '/treinos/editor?id=6f1c2a34-0000-4000-8000-000000000001',
    )
    expect(workoutEditorHref('a b&c')).toBe('/treinos/editor?id=a%20b%26c')
  })
})
