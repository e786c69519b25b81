import { rideLoad } from '../../domain/fitness'
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatKm,
  formatNumber,
} from '../../lib/format'
import type { RideSummaryFields } from '../results'

const orDash = (value: number | null, unit: string) =>
  value === null ? '—' : `${formatNumber(value)} ${unit}`

/** A ride summary's page, as label and value pairs in the order it shows them. */
export function rideFigures(ride: RideSummaryFields, fthr: number | null): [string, string][] {
  const load = rideLoad(ride, fthr)
  const figures: [string, string][] = [
    ['Início', formatDateTime(ride.ride_started_at)],
    ['Distância', formatKm(ride.distance_m)],
    ['Tempo em movimento', formatDuration(ride.moving_seconds)],
    ['Tempo total', formatDuration(ride.elapsed_seconds)],
    ['Subida', `${formatNumber(ride.elevation_gain_m)} m`],
    ['Potência média', orDash(ride.avg_power, 'W')],
    ['Potência máxima', orDash(ride.max_power, 'W')],
    ['FC média', orDash(ride.avg_hr, 'bpm')],
    ['FC máxima', orDash(ride.max_hr, 'bpm')],
    load.source === 'power'
      ? ['TSS', formatNumber(load.load)]
      : load.source === 'heart-rate'
        ? ['Carga por FC', formatNumber(load.load)]
        : [
            'Carga',
            ride.avg_hr !== null
              ? 'desconhecida: salve sua FTHR'
              : 'desconhecida: sem potência nem FC',
          ],
    ['Indoor', ride.indoor ? 'Sim' : 'Não'],
  ]
  if (ride.session_name) figures.push(['Sessão', ride.session_name])
  return figures
}

/** The page's heading: the session's name, or 'Pedal', and the day. */
export function rideTitle(ride: RideSummaryFields): string {
  return `${ride.session_name ?? 'Pedal'} de ${formatDate(ride.ride_started_at)}`
}
