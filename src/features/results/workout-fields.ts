import { formatNumber } from '../../lib/format'
import { WORKOUT_LIMITS } from '../../lib/workout-limits'
import type { WorkoutFields } from './types'

/** Characters as PostgreSQL's char_length counts them: code points, not UTF-16 units. */
const chars = (value: string) => [...value].length

/**
 * Why the server would refuse these fields, in pt-BR, or null when it takes them. Checked before a
 * save, so a workout never reaches the queue only to fail there. The name must come trimmed.
 */
export function workoutFieldsProblem(fields: WorkoutFields): string | null {
  const { name, text, total_seconds: seconds } = fields
  if (name.trim() === '') return 'Dê um nome ao treino.'
  if (name !== name.trim()) return 'O nome do treino não pode começar nem terminar com espaços.'
  if (chars(name) > WORKOUT_LIMITS.nameMaxChars) {
    return `O nome do treino tem no máximo ${WORKOUT_LIMITS.nameMaxChars} caracteres.`
  }
  if (text.trim() === '') return 'O treino não tem passos.'
  if (chars(text) > WORKOUT_LIMITS.textMaxChars) {
    return `O texto do treino tem no máximo ${formatNumber(WORKOUT_LIMITS.textMaxChars)} caracteres.`
  }
  if (!Number.isInteger(seconds) || seconds < 1) {
    return 'A duração do treino deve ser um número inteiro de segundos, de pelo menos 1.'
  }
  if (seconds > WORKOUT_LIMITS.maxSeconds) {
    return `Um treino pode durar no máximo ${WORKOUT_LIMITS.maxSeconds / 3600} horas.`
  }
  return null
}
