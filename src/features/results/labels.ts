import type { ResultKind } from './types'

/** The calculators' names as the screens write them (ADR 0006 "headings"). */
export const RESULT_KIND_LABELS: Readonly<Record<ResultKind, string>> = {
  heart_rate: 'Frequência Cardíaca',
  ftp: 'FTP',
  imc: 'IMC',
  harris_benedict: 'Harris-Benedict',
  ride_summary: 'Análise de Pedal',
  athlete_profile: 'Perfil do atleta',
  workout: 'Treino salvo',
}
