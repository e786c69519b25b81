/**
 * A challenge in the rider's words (pt-BR): its kind, its goal, a progress figure in the goal's
 * unit ('320 de 500 km', '12 h 30 min de 20 h'), its window and the days left, all on Brasília's
 * calendar.
 */
import { riderDay } from '../../domain/fitness'
import { formatDate, formatNumber } from '../../lib/format'
import type { ChallengeKind, ChallengeRules } from './progress'

export const KIND_LABELS: Readonly<Record<ChallengeKind, string>> = {
  distance: 'Distância',
  climbing: 'Subida acumulada',
  moving_time: 'Tempo em movimento',
  rides: 'Número de pedais',
  gran_fondo: 'Gran Fondo',
  streak_weeks: 'Semanas seguidas',
}

/** At most one decimal, none when whole: 320, 12,5. */
const upToOne = (value: number) => {
  const rounded = Math.round(value * 10) / 10
  return formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1)
}

/** Hours as a bike computer's rider says them: '12 h 30 min', '45 min', '20 h'. */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${formatNumber(h)} h` : `${formatNumber(h)} h ${m} min`
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

/** The amount in the kind's unit: '320 km', '1.250 m', '12 h 30 min', '7 pedais', '3 semanas'. */
export function amountText(kind: ChallengeKind, value: number): string {
  switch (kind) {
    case 'distance':
    case 'gran_fondo':
      return `${upToOne(value)} km`
    case 'climbing':
      return `${formatNumber(Math.floor(value))} m`
    case 'moving_time':
      return hoursText(value)
    case 'rides':
      return `${formatNumber(value)} ${plural(value, 'pedal', 'pedais')}`
    case 'streak_weeks':
      return `${formatNumber(value)} ${plural(value, 'semana seguida', 'semanas seguidas')}`
  }
}

/** The goal as the card states it: '500 km', 'um pedal de pelo menos 100 km'. */
export function goalText(kind: ChallengeKind, goal: number): string {
  return kind === 'gran_fondo'
    ? `um pedal de pelo menos ${upToOne(goal)} km`
    : amountText(kind, goal)
}

/**
 * The figure beside the bar, in the goal's unit: '320 de 500 km', '1.250 de 5.000 m',
 * '12 h 30 min de 20 h', '7 de 20 pedais', '3 de 8 semanas seguidas'; a Gran Fondo's is the
 * longest ride: '84 de 100 km'.
 */
export function progressText(kind: ChallengeKind, value: number, goal: number): string {
  switch (kind) {
    case 'moving_time':
      return `${hoursText(value)} de ${hoursText(goal)}`
    case 'climbing':
      return `${formatNumber(Math.floor(value))} de ${amountText(kind, goal)}`
    case 'rides':
      return `${formatNumber(value)} de ${formatNumber(goal)} ${plural(goal, 'pedal', 'pedais')}`
    case 'streak_weeks':
      return `${formatNumber(value)} de ${formatNumber(goal)} ${plural(goal, 'semana seguida', 'semanas seguidas')}`
    default:
      return `${upToOne(value)} de ${amountText(kind, goal)}`
  }
}

/** 'De 01/11/2026 a 30/11/2026'. */
export function windowText(rules: Pick<ChallengeRules, 'starts_on' | 'ends_on'>): string {
  return `De ${formatDate(rules.starts_on)} a ${formatDate(rules.ends_on)}`
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The rider's day today, on Brasília's calendar. */
export const todayOnRidersCalendar = (now = new Date()) => riderDay(now.toISOString())

/** Whether the challenge has ended (its last day is before today, Brasília). */
export const hasEnded = (rules: Pick<ChallengeRules, 'ends_on'>, today: string) =>
  rules.ends_on < today

/**
 * 'Começa em 01/12/2026', '12 dias restantes' (today counted), 'Último dia', 'Encerrado em
 * 30/11/2026'.
 */
export function daysLeftText(
  rules: Pick<ChallengeRules, 'starts_on' | 'ends_on'>,
  today: string,
): string {
  if (today < rules.starts_on) return `Começa em ${formatDate(rules.starts_on)}`
  if (rules.ends_on < today) return `Encerrado em ${formatDate(rules.ends_on)}`
  const left = daysBetween(today, rules.ends_on) + 1
  return left === 1 ? 'Último dia' : `${formatNumber(left)} dias restantes`
}

/** 'Concluído em 12/11/2026': the Brasília day of the ride that reached the goal. */
export const reachedText = (reachedAt: string) => `Concluído em ${formatDate(riderDay(reachedAt))}`
