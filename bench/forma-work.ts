/**
 * The work the 'forma' part times in the page: progress of 20 challenges and Forma's figures and
 * chart points over three years of daily rides (1,100 summaries), with the app's own functions.
 * Bundled for the browser by `forma.ts`.
 */
import {
  CHALLENGE_KINDS,
  challengeProgress,
  type ChallengeRules,
} from '../src/features/challenges/progress.ts'
import { formaChartPoints, formaFigures } from '../src/features/dashboard/forma.ts'

export const RIDES = 1_100
export const CHALLENGES = 20
const DAY = 86_400_000

function rides(now: number) {
  return Array.from({ length: RIDES }, (_, index) => {
    const started = new Date(now - (RIDES - index) * DAY + 10 * 3_600_000).toISOString()
    const seconds = 3_600 + (index % 7) * 600
    return {
      id: `ride-${index}`,
      started_at: started,
      ride_started_at: started,
      elapsed_seconds: seconds + 300,
      moving_seconds: seconds,
      distance_m: 25_000 + (index % 11) * 3_000,
      elevation_gain_m: 300 + (index % 5) * 120,
      indoor: index % 12 === 4,
      tss: index % 9 === 0 ? null : 50 + (index % 6) * 15,
      avg_power: index % 9 === 0 ? null : 180,
      avg_hr: index % 17 === 0 ? null : 145,
    }
  })
}

function challenges(now: number): ChallengeRules[] {
  return Array.from({ length: CHALLENGES }, (_, index) => {
    const kind = CHALLENGE_KINDS[index % CHALLENGE_KINDS.length] ?? 'distance'
    const start = new Date(now - (30 + index * 40) * DAY).toISOString().slice(0, 10)
    const end = new Date(now + 30 * DAY).toISOString().slice(0, 10)
    return { kind, goal: 100, starts_on: start, ends_on: end, indoor_counts: index % 2 === 0 }
  })
}

/** Milliseconds for one pass: the rides are made beforehand, as the store hands them over. */
export function runOnce(): { ms: number; checksum: number } {
  const now = Date.now()
  const list = rides(now)
  const rules = challenges(now)
  const joinedAt = new Date(now - 4 * 365 * DAY).toISOString()
  const started = performance.now()
  let checksum = 0
  for (const rule of rules)
    checksum += challengeProgress(rule, list, joinedAt, new Date(now).toISOString()).value
  const figures = formaFigures(list, 170, new Date(now))
  checksum += formaChartPoints(figures.series).length + (figures.today?.fitness ?? 0)
  return { ms: performance.now() - started, checksum }
}
