/** The signed-in rider and their progress in the challenges shown, from the rides on this device. */
import { useAuthStore } from '../auth'
import { useParticipations } from './challenges-query'
import type { ChallengeProgress } from './progress'
import type { Challenge } from './types'
import { progressOf, useRiderRides } from './use-progress'

/** The signed-in rider's id, or null. */
export const useRiderId = () =>
  useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))

/** The rider's progress for each joined challenge, by id. */
export function useProgressById(challenges: readonly Challenge[]) {
  const userId = useRiderId()
  const participations = useParticipations(userId).data?.value
  const rides = useRiderRides()
  const byId = new Map<string, ChallengeProgress>()
  if (!participations) return byId
  for (const challenge of challenges) {
    const joined = participations.find((p) => p.challenge_id === challenge.id)
    const progress = progressOf(challenge, joined, rides ?? [])
    if (progress) byId.set(challenge.id, progress)
  }
  return byId
}
