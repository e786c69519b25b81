/**
 * The rider's progress in the challenges they joined, from the ride summaries on this device
 * (a Dexie live query): it shows offline, and moves the moment a ride is analysed and kept.
 */
import { useMemo } from 'react'
import { useResults, type RideSummaryFields, type StoredResult } from '../results'
import { challengeProgress, type ChallengeProgress, type ChallengeRide } from './progress'
import type { Challenge, Participation } from './types'

export const toChallengeRide = (row: StoredResult<'ride_summary'>): ChallengeRide => {
  const fields: RideSummaryFields = row.fields
  return {
    id: row.id,
    started_at: fields.ride_started_at,
    elapsed_seconds: fields.elapsed_seconds,
    moving_seconds: fields.moving_seconds,
    distance_m: fields.distance_m,
    elevation_gain_m: fields.elevation_gain_m,
    indoor: fields.indoor === true,
  }
}

/** The rider's rides on this device, live: undefined while they load. */
export function useRiderRides(): ChallengeRide[] | undefined {
  const rows = useResults('ride_summary')
  return useMemo(() => rows?.map(toChallengeRide), [rows])
}

/** One challenge's progress for a participation, null when not joined. */
export function progressOf(
  challenge: Challenge,
  participation: Participation | undefined,
  rides: readonly ChallengeRide[],
  now = new Date(),
): ChallengeProgress | null {
  return participation
    ? challengeProgress(challenge, rides, participation.joined_at, now.toISOString())
    : null
}
