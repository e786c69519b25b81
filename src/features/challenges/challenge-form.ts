/**
 * The new challenge form's checks: every bound of the migration (20261128131002_challenges.sql)
 * as the form's limits, each refused with its pt-BR message before the server is asked (the
 * server refuses the same: tests/backend/challenges.test.ts).
 */
import { addDays } from '../../domain/fitness'
import type { NewChallenge } from './api'
import type { ChallengeKind } from './progress'

export const TITLE_MIN = 3
export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 5000

/** The largest goal a year of riding can reach, per kind (the server's check). */
export const GOAL_MAX: Readonly<Record<ChallengeKind, number>> = {
  distance: 100_000,
  climbing: 1_000_000,
  moving_time: 5000,
  rides: 5000,
  gran_fondo: 2000,
  streak_weeks: 53,
}

/** The goal's unit in the form's label. */
export const GOAL_UNITS: Readonly<Record<ChallengeKind, string>> = {
  distance: 'km',
  climbing: 'm',
  moving_time: 'horas',
  rides: 'pedais',
  gran_fondo: 'km em um pedal',
  streak_weeks: 'semanas seguidas',
}

export interface ChallengeFormValues {
  title: string
  description: string
  kind: ChallengeKind
  goal: string
  starts_on: string
  ends_on: string
  indoor_counts: boolean
  event_id: string
}

export type ChallengeFormErrors = Partial<
  Record<'title' | 'description' | 'goal' | 'starts_on' | 'ends_on', string>
>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The last day a window starting on `startsOn` may end: the server wants
 * `ends_on < starts_on + 1 year` (PostgreSQL's year: 29 February + 1 year is 28 February).
 */
export function lastEndDay(startsOn: string): string {
  const [year, month, day] = startsOn.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year + 1, month - 1, day))
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0)
  return addDays(next.toISOString().slice(0, 10), -1)
}

/** The form's values checked against the server's bounds: errors by field, or the row to insert. */
export function checkChallenge(
  values: ChallengeFormValues,
  today: string,
): { errors: ChallengeFormErrors } | { challenge: NewChallenge } {
  const errors: ChallengeFormErrors = {}
  const title = values.title.trim()
  if (title.length < TITLE_MIN)
    errors.title = `O título precisa ter pelo menos ${TITLE_MIN} caracteres.`
  else if (title.length > TITLE_MAX)
    errors.title = `O título pode ter no máximo ${TITLE_MAX} caracteres.`
  if (values.description.length > DESCRIPTION_MAX)
    errors.description = `A descrição pode ter no máximo 5.000 caracteres.`
  const goal = Number(values.goal.replace(',', '.'))
  const whole = values.kind === 'rides' || values.kind === 'streak_weeks'
  if (values.goal.trim() === '' || !Number.isFinite(goal) || goal <= 0)
    errors.goal = 'O objetivo precisa ser maior que zero.'
  else if (goal > GOAL_MAX[values.kind])
    errors.goal = `O objetivo pode ser no máximo ${GOAL_MAX[values.kind].toLocaleString('pt-BR')} ${GOAL_UNITS[values.kind]}.`
  else if (whole && !Number.isInteger(goal))
    errors.goal = 'O objetivo precisa ser um número inteiro.'
  else if (Math.round(goal * 10) / 10 !== goal) errors.goal = 'Use no máximo uma casa decimal.'
  if (!DAY.test(values.starts_on)) errors.starts_on = 'Informe a data de início.'
  if (!DAY.test(values.ends_on)) errors.ends_on = 'Informe a data de término.'
  else if (values.ends_on < today) errors.ends_on = 'O desafio precisa terminar hoje ou depois.'
  else if (DAY.test(values.starts_on) && values.ends_on < values.starts_on)
    errors.ends_on = 'O término precisa ser no dia do início ou depois.'
  else if (DAY.test(values.starts_on) && values.ends_on > lastEndDay(values.starts_on))
    errors.ends_on = 'O desafio pode durar no máximo um ano.'
  if (Object.keys(errors).length > 0) return { errors }
  return {
    challenge: {
      title,
      description: values.description.trim(),
      kind: values.kind,
      goal,
      starts_on: values.starts_on,
      ends_on: values.ends_on,
      indoor_counts: values.indoor_counts,
      event_id: values.event_id || null,
    },
  }
}
