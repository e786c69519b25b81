/**
 * 'Forma' on the rider's dashboard (issue 42): today's fitness, fatigue and form, the weekly ramp
 * and the chart's days, from the ride summaries on the device (`domain/fitness.ts` holds the rules).
 * A ride with neither power nor heart rate has no load; one with heart rate only has one when the
 * rider saved an FTHR: both are counted apart, never taken as 0.
 */
import {
  dailyLoads,
  fitnessSeries,
  riderDay,
  rideLoad,
  addDays,
  type FitnessDay,
} from '../../domain/fitness'
import type { RideSummaryFields } from '../results'

/** Days the chart shows, ending today. */
export const FORMA_CHART_DAYS = 90

export interface FormaFigures {
  /** Today's figures (Brasília's calendar); null before the first ride with a load. */
  today: FitnessDay | null
  /** The chart's days, oldest first, from the first loaded day or `FORMA_CHART_DAYS` ago. */
  series: FitnessDay[]
  /** Rides with a load from their power (TSS) and from heart rate. */
  powerRides: number
  heartRateRides: number
  /** Rides with neither power nor heart rate. */
  withoutData: number
  /** Rides with heart rate and no TSS while no FTHR is saved. */
  heartRateWithoutFthr: number
  /** Rides with power but no TSS (under 20 minutes, or no FTP) and no heart rate. */
  powerWithoutTss: number
}

type LoadRide = Pick<
  RideSummaryFields,
  'ride_started_at' | 'tss' | 'moving_seconds' | 'avg_hr' | 'avg_power'
>

export function formaFigures(
  rides: readonly LoadRide[],
  fthr: number | null,
  now: Date = new Date(),
): FormaFigures {
  const today = riderDay(now.toISOString())
  let powerRides = 0
  let heartRateRides = 0
  let withoutData = 0
  let heartRateWithoutFthr = 0
  let powerWithoutTss = 0
  const loads = rides.map((ride) => {
    const load = rideLoad(ride, fthr)
    if (load.source === 'power') powerRides += 1
    else if (load.source === 'heart-rate') heartRateRides += 1
    else if (ride.avg_hr !== null) heartRateWithoutFthr += 1
    else if (ride.avg_power !== null) powerWithoutTss += 1
    else withoutData += 1
    return { startedAt: ride.ride_started_at, load }
  })
  const byDay = dailyLoads(loads)
  let first: string | null = null
  for (const day of byDay.keys()) if (first === null || day < first) first = day
  const counts = { powerRides, heartRateRides, withoutData, heartRateWithoutFthr, powerWithoutTss }
  if (first === null || first > today) return { today: null, series: [], ...counts }
  const from = addDays(today, -(FORMA_CHART_DAYS - 1))
  const series = fitnessSeries(byDay, first > from ? first : from, today)
  return { today: series.at(-1) ?? null, series, ...counts }
}

/**
 * What form says about the rider today, in a few words: the bands of Coggan's performance manager
 * (above +25 the rest is costing fitness; +5 to +25 fresh; −10 to +5 neutral; −30 to −10 the
 * productive training load; below −30 a risk of overreaching).
 */
export function formaReading(form: number): string {
  if (form > 25) return 'descanso longo: perdendo condicionamento'
  if (form > 5) return 'descansado'
  if (form >= -10) return 'neutro'
  if (form >= -30) return 'treinando: fadiga produtiva'
  return 'fadiga alta: risco de excesso'
}

/** One point of the chart, rounded to a tenth: Recharts draws it, the tooltip reads it. */
export interface FormaChartPoint {
  day: string
  fitness: number
  fatigue: number
  form: number
}

const tenth = (value: number) => Math.round(value * 10) / 10 || 0

export function formaChartPoints(series: readonly FitnessDay[]): FormaChartPoint[] {
  return series.map(({ day, fitness, fatigue, form }) => ({
    day,
    fitness: tenth(fitness),
    fatigue: tenth(fatigue),
    form: tenth(form),
  }))
}
