import { describe, expect, it } from 'vitest'
import { checkChallenge, lastEndDay, type ChallengeFormValues } from './challenge-form'

const TODAY = '2026-11-28'
const valid: ChallengeFormValues = {
  title: 'Mil quilômetros de dezembro',
  description: 'Some 1.000 km no mês.',
  kind: 'distance',
  goal: '1000',
  starts_on: '2026-12-01',
  ends_on: '2026-12-31',
  indoor_counts: false,
  event_id: '',
}

describe('the new challenge form, with the server’s bounds', () => {
  it('accepts a valid challenge and trims its title', () => {
    expect(checkChallenge({ ...valid, title: '  Mil km  ', goal: '12,5' }, TODAY)).toEqual({
      challenge: {
        title: 'Mil km',
        description: 'Some 1.000 km no mês.',
        kind: 'distance',
        goal: 12.5,
        starts_on: '2026-12-01',
        ends_on: '2026-12-31',
        indoor_counts: false,
        event_id: null,
      },
    })
  })

  it.each<[string, Partial<ChallengeFormValues>, string, string]>([
    ['a goal of 0', { goal: '0' }, 'goal', 'O objetivo precisa ser maior que zero.'],
    ['a negative goal', { goal: '-5' }, 'goal', 'O objetivo precisa ser maior que zero.'],
    ['no goal', { goal: '' }, 'goal', 'O objetivo precisa ser maior que zero.'],
    [
      'a goal no year reaches',
      { goal: '100001' },
      'goal',
      'O objetivo pode ser no máximo 100.000 km.',
    ],
    [
      'a streak of 60 weeks',
      { kind: 'streak_weeks', goal: '60' },
      'goal',
      'O objetivo pode ser no máximo 53 semanas seguidas.',
    ],
    [
      'half a ride',
      { kind: 'rides', goal: '2,5' },
      'goal',
      'O objetivo precisa ser um número inteiro.',
    ],
    ['two decimals', { goal: '10,25' }, 'goal', 'Use no máximo uma casa decimal.'],
    [
      'a window that ends before it starts',
      { starts_on: '2026-12-05', ends_on: '2026-12-04' },
      'ends_on',
      'O término precisa ser no dia do início ou depois.',
    ],
    [
      'a window over a year',
      { starts_on: '2026-12-01', ends_on: '2027-12-01' },
      'ends_on',
      'O desafio pode durar no máximo um ano.',
    ],
    [
      'a window that has ended',
      { starts_on: '2026-10-01', ends_on: '2026-11-27' },
      'ends_on',
      'O desafio precisa terminar hoje ou depois.',
    ],
    [
      'a title of 10,000 characters',
      { title: 'x'.repeat(10_000) },
      'title',
      'O título pode ter no máximo 120 caracteres.',
    ],
    [
      'a title of 2 characters',
      { title: ' ab ' },
      'title',
      'O título precisa ter pelo menos 3 caracteres.',
    ],
    [
      'a description of 5,001 characters',
      { description: 'x'.repeat(5001) },
      'description',
      'A descrição pode ter no máximo 5.000 caracteres.',
    ],
    ['no start', { starts_on: '' }, 'starts_on', 'Informe a data de início.'],
  ])('refuses %s', (_what, change, field, message) => {
    const result = checkChallenge({ ...valid, ...change }, TODAY)
    expect(result).toEqual({ errors: { [field]: message } })
  })

  it.each([
    ['2026-12-01', '2027-11-30'],
    ['2028-02-29', '2029-02-27'],
    ['2027-01-01', '2027-12-31'],
  ])('a window starting %s may end on %s at the latest', (start, last) => {
    expect(lastEndDay(start)).toBe(last)
    expect(checkChallenge({ ...valid, starts_on: start, ends_on: last }, TODAY)).toHaveProperty(
      'challenge',
    )
  })
})
