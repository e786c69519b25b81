import { formatDate, formatDuration, formatKm, formatNumber } from '../../lib/format'
import type { StoredResult } from '../results'
import { wattsPerKg } from './rider-data'

/**
 * A workout's length as h:mm ('1:05', '0:45'), to the nearest minute, never 0:00: the list reads
 * like a plan, not a stopwatch.
 */
export function workoutDuration(totalSeconds: number): string {
  const minutes = Math.max(1, Math.round(totalSeconds / 60))
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/** One line describing a saved result, pt-BR. */
export function resultSummary(result: StoredResult): string {
  switch (result.kind) {
    case 'heart_rate': {
      const f = (result as StoredResult<'heart_rate'>).fields
      const measured = f.method === 'medida' ? ' (medida)' : ''
      return `FC máxima ${formatNumber(f.max_hr)} bpm${measured}${f.fthr != null ? ` · FTHR ${formatNumber(f.fthr)} bpm` : ''}`
    }
    case 'ftp': {
      const f = (result as StoredResult<'ftp'>).fields
      const wkg = f.weight_kg ? ` · ${formatNumber(wattsPerKg(f.ftp, f.weight_kg), 2)} W/kg` : ''
      return `FTP ${formatNumber(f.ftp)} W${wkg}`
    }
    case 'imc': {
      const f = (result as StoredResult<'imc'>).fields
      return `IMC ${formatNumber(f.imc, 1)} · ${f.classification}`
    }
    case 'harris_benedict': {
      const f = (result as StoredResult<'harris_benedict'>).fields
      return `TMB ${formatNumber(f.tmb)} kcal · ${formatNumber(f.daily_calories)} kcal/dia`
    }
    case 'ride_summary': {
      const f = (result as StoredResult<'ride_summary'>).fields
      const parts = [
        `Pedal de ${formatDate(f.ride_started_at)}`,
        formatKm(f.distance_m),
        formatDuration(f.elapsed_seconds),
        f.ftp_estimate != null
          ? `FTP estimado ${formatNumber(f.ftp_estimate)} W`
          : f.avg_power != null && `${formatNumber(f.avg_power)} W médios`,
        f.max_hr != null && `FC máx ${formatNumber(f.max_hr)} bpm`,
      ]
      return parts.filter(Boolean).join(' · ')
    }
    case 'athlete_profile': {
      const f = (result as StoredResult<'athlete_profile'>).fields
      const parts = [
        f.birth_year != null && `Nascido(a) em ${f.birth_year}`,
        f.weight_kg != null && `${formatNumber(f.weight_kg, 1)} kg`,
        f.height_cm != null && `${formatNumber(f.height_cm)} cm`,
      ]
      return parts.filter(Boolean).join(' · ') || 'Perfil sem dados'
    }
    case 'workout': {
      const f = (result as StoredResult<'workout'>).fields
      return `${f.name} · ${workoutDuration(f.total_seconds)}`
    }
  }
}
