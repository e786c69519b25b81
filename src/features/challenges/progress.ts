/**
 * A challenge's progress from the rider's ride summaries (issue 42), one pure function: the
 * device shows it offline the moment a ride is analysed, and the server's leaderboard computes the
 * same figure from the synced summaries by the same rules.
 *
 * Which rides count: those that started inside the window (its first and last days included, on
 * Brasília's calendar), after the rider joined and not in the future; none that lasted more than 7
 * days; indoor ones (field tests, trainer workouts) only when the challenge says so.
 *
 * One ride, counted once: a ride is identified by its start, to the minute (UTC). Opening the same
 * file twice, or a field test and the file it recorded, gives summaries that start in the same
 * minute; one rider cannot start two rides in one minute. Of such summaries the fuller is kept (the
 * longer distance, then moving time, then climbing), indoor when any of them was.
 */
import { dayNumber, riderDay } from '../../domain/fitness'

export const CHALLENGE_KINDS = [
  'distance',
  'climbing',
  'moving_time',
  'rides',
  'gran_fondo',
  'streak_weeks',
] as const
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number]

/** The goal's unit per kind: km, m, hours, rides, km in one ride, weeks in a row. */
export interface ChallengeRules {
  kind: ChallengeKind
  goal: number
  /** `YYYY-MM-DD`, Brasília's calendar, both days included. */
  starts_on: string
  ends_on: string
  indoor_counts: boolean
}

/** What a ride summary carries that a challenge reads. */
export interface ChallengeRide {
  id: string
  started_at: string
  elapsed_seconds: number
  moving_seconds: number
  distance_m: number
  elevation_gain_m: number
  indoor: boolean
}

export interface ChallengeProgress {
  /** In the goal's unit. */
  value: number
  goal: number
  /** 0–1, for the bar. */
  fraction: number
  /** The start of the ride that reached the goal; null while it is not reached. */
  reachedAt: string | null
  /** Rides that counted. */
  rides: number
}

const MAX_RIDE_SECONDS = 7 * 86_400
const MINUTE = 60_000

/** The ride's identity: its start, to the minute. */
export function rideKey(startedAt: string): number {
  return Math.floor(Date.parse(startedAt) / MINUTE)
}

/** The fuller of two summaries of one ride: longer distance, then moving time, then climbing. */
const fuller = (a: ChallengeRide, b: ChallengeRide) =>
  a.distance_m !== b.distance_m
    ? a.distance_m > b.distance_m
    : a.moving_seconds !== b.moving_seconds
      ? a.moving_seconds > b.moving_seconds
      : a.elevation_gain_m > b.elevation_gain_m

/** The rides the challenge counts for this rider, each once, oldest first. */
export function countedRides(
  rules: ChallengeRules,
  rides: readonly ChallengeRide[],
  joinedAt: string,
  now: string,
): ChallengeRide[] {
  const joined = Date.parse(joinedAt)
  const until = Date.parse(now)
  // Each ride's start is read once: the sort below compares numbers, not strings to parse.
  const byKey = new Map<number, { ride: ChallengeRide; start: number }>()
  for (const ride of rides) {
    const start = Date.parse(ride.started_at)
    if (!(start >= joined && start <= until)) continue
    if (!(ride.elapsed_seconds >= 0 && ride.elapsed_seconds <= MAX_RIDE_SECONDS)) continue
    const day = riderDay(ride.started_at)
    if (day < rules.starts_on || day > rules.ends_on) continue
    const key = Math.floor(start / MINUTE)
    const kept = byKey.get(key)
    if (!kept) byKey.set(key, { ride, start })
    else {
      const indoor = kept.ride.indoor || ride.indoor
      byKey.set(
        key,
        fuller(ride, kept.ride)
          ? { ride: { ...ride, indoor }, start }
          : { ride: { ...kept.ride, indoor }, start: kept.start },
      )
    }
  }
  return [...byKey.values()]
    .filter(({ ride }) => rules.indoor_counts || !ride.indoor)
    .sort((a, b) => a.start - b.start)
    .map(({ ride }) => ride)
}

const AMOUNT: Record<
  'distance' | 'climbing' | 'moving_time' | 'rides',
  (ride: ChallengeRide) => number
> = {
  distance: (ride) => ride.distance_m / 1000,
  climbing: (ride) => ride.elevation_gain_m,
  moving_time: (ride) => ride.moving_seconds / 3600,
  rides: () => 1,
}

/** The week (Monday to Sunday, Brasília) a ride started in, as the day number of its Monday. */
function weekOf(startedAt: string): number {
  const day = dayNumber(riderDay(startedAt))
  // Day 0 (1970-01-01) was a Thursday: Monday is 0 after adding 3.
  return day - ((((day + 3) % 7) + 7) % 7)
}

/** Rounds away binary noise (0.1 + 0.2) without hiding a real decimal. */
const tidy = (value: number) => Number(value.toFixed(6))

export function challengeProgress(
  rules: ChallengeRules,
  rides: readonly ChallengeRide[],
  joinedAt: string,
  now: string,
): ChallengeProgress {
  const counted = countedRides(rules, rides, joinedAt, now)
  let value = 0
  let reachedAt: string | null = null
  if (rules.kind === 'gran_fondo') {
    for (const ride of counted) {
      const km = ride.distance_m / 1000
      value = Math.max(value, km)
      if (reachedAt === null && km >= rules.goal) reachedAt = ride.started_at
    }
  } else if (rules.kind === 'streak_weeks') {
    let run = 0
    let lastWeek: number | null = null
    for (const ride of counted) {
      const week = weekOf(ride.started_at)
      if (week === lastWeek) continue
      run = lastWeek !== null && lastWeek + 7 === week ? run + 1 : 1
      lastWeek = week
      value = Math.max(value, run)
      if (reachedAt === null && run >= rules.goal) reachedAt = ride.started_at
    }
  } else {
    const amount = AMOUNT[rules.kind]
    for (const ride of counted) {
      value += amount(ride)
      if (reachedAt === null && tidy(value) >= rules.goal) reachedAt = ride.started_at
    }
  }
  value = tidy(value)
  return {
    value,
    goal: rules.goal,
    fraction: rules.goal > 0 ? Math.min(1, value / rules.goal) : 0,
    reachedAt,
    rides: counted.length,
  }
}
