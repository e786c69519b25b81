/**
 * React Query options over the challenges' fetchers (plain functions in `api.ts`, kept on the
 * device by `copies.ts`). Imported only from screens that load after first paint, so React Query
 * never joins a page's first-paint bundle.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'
import {
  challengesStore,
  loadChallenge,
  loadChallengeList,
  loadLeaderboard,
  loadMyParticipations,
} from './copies'
import { queuedChanges, withQueuedChanges } from './join-queue'

const ONE_MINUTE = 60 * 1000

/** Every challenges query starts with `all`: one invalidation refreshes them all after a change. */
export const challengesKeys = {
  all: ['challenges'] as const,
  list: () => ['challenges', 'list'] as const,
  challenge: (slug: string) => ['challenges', 'challenge', slug] as const,
  leaderboard: (id: string) => ['challenges', 'leaderboard', id] as const,
  participations: (userId: string) => ['challenges', 'participations', userId] as const,
  queue: (userId: string) => ['challenges', 'queue', userId] as const,
}

// The device's copy already stands in for a failed read: a retry only delays the answer.
export const challengeListQueryOptions = () =>
  queryOptions({
    queryKey: challengesKeys.list(),
    queryFn: () => loadChallengeList(challengesStore()),
    staleTime: ONE_MINUTE,
    retry: false,
  })

export const challengeQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: challengesKeys.challenge(slug),
    queryFn: () => loadChallenge(challengesStore(), slug),
    staleTime: ONE_MINUTE,
    retry: false,
  })

export const leaderboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengesKeys.leaderboard(id),
    queryFn: () => loadLeaderboard(challengesStore(), id),
    staleTime: 0,
    retry: false,
  })

/**
 * The rider's participations as they see them: the server's (or the device's copy), with the
 * joins and leaves still waiting for a connection already made (`withQueuedChanges`). Both read
 * the device when there is no signal, so neither waits for one (`networkMode: 'always'`).
 */
export const participationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: challengesKeys.participations(userId),
    queryFn: async () => {
      const store = challengesStore()
      const [kept, queue] = await Promise.all([
        loadMyParticipations(store, userId),
        queuedChanges(store, userId),
      ])
      return { ...kept, value: withQueuedChanges(kept.value, queue) }
    },
    staleTime: 0,
    retry: false,
    networkMode: 'always',
  })

/** The joins and leaves waiting on the device (and refusals the rider has not seen yet). */
export const queueQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: challengesKeys.queue(userId),
    queryFn: () => queuedChanges(challengesStore(), userId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  })

export const useChallengeList = () => useQuery(challengeListQueryOptions(), queryClient)

/** The signed-in rider's participations; idle with no rider. */
export const useParticipations = (userId: string | null) =>
  useQuery({ ...participationsQueryOptions(userId ?? ''), enabled: Boolean(userId) }, queryClient)

/** After joining, leaving or the switch: every challenges figure is read again. */
export function refreshChallenges(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: challengesKeys.all })
}
