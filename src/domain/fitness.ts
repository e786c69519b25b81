/**
 * The rider's fitness, fatigue and form over time (issue 42): the model of Coggan's performance
 * manager, named here in Portuguese and without its trademarked names.
 *
 * - A ride's load is its TSS when it had power (Allen & Coggan: TSS = hours × IF² × 100, IF =
 *   normalised power ÷ FTP). Without power, a heart-rate load of the same form, with the average
 *   heart rate over the threshold heart rate (FTHR) standing for IF: hours × (avg HR ÷ FTHR)² × 100,
 *   so an hour at the FTHR is 100, as an hour at the FTP is. It reads lower than TSS for short hard
 *   intervals (heart rate lags the effort). Without either, the load is unknown: counted and said,
 *   never taken as 0.
 * - Fitness (`condicionamento`) is the 42-day and fatigue (`fadiga`) the 7-day exponentially weighted
 *   average of the daily load: each day, today = yesterday + (load − yesterday) ÷ days. Form
 *   (`forma`) is yesterday's fitness less yesterday's fatigue: what the rider brings into today.
 *   The weekly ramp is today's fitness less that of seven days before.
 * Days are calendar days in Brasília time (the rider's), as strings `YYYY-MM-DD`.
 */

export const FITNESS_DAYS = 42
export const FATIGUE_DAYS = 7

export type RideLoad =
  { source: 'power'; load: number } | { source: 'heart-rate'; load: number } | { source: 'unknown' }

/** What a ride summary carries that its load depends on. */
export interface LoadFigures {
  tss: number | null
  moving_seconds: number
  avg_hr: number | null
}

/** hours × (avg HR ÷ FTHR)² × 100; null for figures no ride has. */
export function heartRateLoad(seconds: number, averageHr: number, fthr: number): number | null {
  if (!(seconds >= 0) || !(averageHr > 0) || !(fthr > 0)) return null
  return (seconds / 3600) * (averageHr / fthr) ** 2 * 100
}

export function rideLoad(ride: LoadFigures, fthr: number | null): RideLoad {
  if (ride.tss !== null && ride.tss >= 0) return { source: 'power', load: ride.tss }
  if (ride.avg_hr !== null && fthr !== null) {
    const load = heartRateLoad(ride.moving_seconds, ride.avg_hr, fthr)
    if (load !== null) return { source: 'heart-rate', load }
  }
  return { source: 'unknown' }
}

export function unknownLoads(loads: readonly RideLoad[]): number {
  return loads.filter((load) => load.source === 'unknown').length
}

const RIDERS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * Days already read: Intl's formatting is the costly part when 20 challenges and the fitness
 * series read the same 1,100 rides (issue 42's bench). Bounded, so it never grows with a session.
 */
const DAYS_READ = new Map<string, string>()
const DAYS_KEPT = 4_096

/** The calendar day, in Brasília time, of an instant (ISO 8601). */
export function riderDay(instant: string): string {
  let day = DAYS_READ.get(instant)
  if (day === undefined) {
    day = RIDERS_DAY.format(new Date(instant))
    if (DAYS_READ.size >= DAYS_KEPT) DAYS_READ.clear()
    DAYS_READ.set(instant, day)
  }
  return day
}

const DAY_MS = 86_400_000

/** A calendar day `YYYY-MM-DD` as a whole number of days since 1970-01-01. */
export function dayNumber(day: string): number {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  return Date.UTC(year, month - 1, date) / DAY_MS
}

/** The calendar day `YYYY-MM-DD` of a day number. */
export function dayOfNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10)
}

/** `day` moved by `count` calendar days. */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumber(day) + count)
}

/** The known loads added up by the rider's day. */
export function dailyLoads(
  rides: readonly { startedAt: string; load: RideLoad }[],
): Map<string, number> {
  const days = new Map<string, number>()
  for (const { startedAt, load } of rides) {
    if (load.source === 'unknown') continue
    const day = riderDay(startedAt)
    days.set(day, (days.get(day) ?? 0) + load.load)
  }
  return days
}

export interface FitnessDay {
  day: string
  load: number
  fitness: number
  fatigue: number
  form: number
  ramp: number
}

/**
 * One entry per day from `from` to `to`, both included; the history before `from` (from the
 * first day with a load) is carried in.
 */
export function fitnessSeries(
  loads: ReadonlyMap<string, number>,
  from: string,
  to: string,
): FitnessDay[] {
  let start = from
  for (const day of loads.keys()) if (day < start) start = day
  const first = dayNumber(start)
  const since = dayNumber(from)
  const last = dayNumber(to)
  const series: FitnessDay[] = []
  const recent: number[] = []
  let fitness = 0
  let fatigue = 0
  for (let number = first; number <= last; number++) {
    const day = dayOfNumber(number)
    const load = loads.get(day) ?? 0
    const form = fitness - fatigue
    fitness += (load - fitness) / FITNESS_DAYS
    fatigue += (load - fatigue) / FATIGUE_DAYS
    recent.push(fitness)
    if (recent.length > 8) recent.shift()
    const weekAgo = recent.length === 8 ? (recent[0] ?? 0) : 0
    if (number >= since) series.push({ day, load, fitness, fatigue, form, ramp: fitness - weekAgo })
  }
  return series
}
