import { describe, expect, it } from 'vitest'
import type { WorkoutFields } from './types'
import { workoutFieldsProblem } from './workout-fields'

const ok: WorkoutFields = {
  name: 'Sweet spot 3 × 10',
  text: '3x\n- 10m 88-94%',
  total_seconds: 3000,
}

describe('workoutFieldsProblem: the server’s bounds (user_workouts), named in pt-BR', () => {
  it.each<[string, Partial<WorkoutFields>, string | null]>([
    ['a plain workout', {}, null],
    ['an 80-character name', { name: 'a'.repeat(80) }, null],
    // 80 code points, 160 UTF-16 units: PostgreSQL's char_length counts the former.
    ['80 emoji', { name: '🚵'.repeat(80) }, null],
    ['10,000 characters of text', { text: 'x'.repeat(10_000) }, null],
    ['1 s', { total_seconds: 1 }, null],
    ['six hours', { total_seconds: 21_600 }, null],
    ['an empty name', { name: '' }, 'Dê um nome ao treino.'],
    ['a name of spaces', { name: '   ' }, 'Dê um nome ao treino.'],
    [
      'an untrimmed name',
      { name: ' Limiar' },
      'O nome do treino não pode começar nem terminar com espaços.',
    ],
    ['81 characters', { name: 'a'.repeat(81) }, 'O nome do treino tem no máximo 80 caracteres.'],
    ['81 emoji', { name: '🚵'.repeat(81) }, 'O nome do treino tem no máximo 80 caracteres.'],
    ['no steps', { text: ' \n ' }, 'O treino não tem passos.'],
    [
      '10,001 characters of text',
      { text: 'x'.repeat(10_001) },
      'O texto do treino tem no máximo 10.000 caracteres.',
    ],
    [
      '0 s',
      { total_seconds: 0 },
      'A duração do treino deve ser um número inteiro de segundos, de pelo menos 1.',
    ],
    [
      'a fraction of a second',
      { total_seconds: 90.5 },
      'A duração do treino deve ser um número inteiro de segundos, de pelo menos 1.',
    ],
    [
      'six hours and a second',
      { total_seconds: 21_601 },
      'Um treino pode durar no máximo 6 horas.',
    ],
  ])('%s', (_, override, problem) => {
    expect(workoutFieldsProblem({ ...ok, ...override })).toBe(problem)
  })
})
