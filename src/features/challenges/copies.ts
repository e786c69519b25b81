/**
 * The challenges kept on the device (Cache Storage `bp-challenges-v1`, lib/device-copy.ts): the
 * list, each challenge opened and the rider's participations, so the pages and the rider's bars
 * open with no signal. The server's answer when it can be had, kept as it arrives; the copy when
 * it cannot.
 */
import {
  freshOrKept,
  readCopy,
  saveCopy,
  type DeviceCopy,
  type DeviceStore,
  type Kept,
} from '../../lib/device-copy'
import { getChallengeBySlug, getLeaderboard, listChallenges, listMyParticipations } from './api'
import type { Challenge, ChallengeList, LeaderboardLine, Participation } from './types'

export { CHALLENGES_CACHE, challengesStore } from './join-queue'

/** The addresses copies are kept under: never requested from any server. */
export const CHALLENGE_KEYS = {
  list: '/__desafios__/lista',
  challenge: (slug: string) => `/__desafios__/desafio/${encodeURIComponent(slug)}`,
  leaderboard: (id: string) => `/__desafios__/classificacao/${encodeURIComponent(id)}`,
  participations: (userId: string) => `/__desafios__/participacoes/${encodeURIComponent(userId)}`,
} as const

export function loadChallengeList(store: DeviceStore, now = new Date()) {
  return freshOrKept(store, CHALLENGE_KEYS.list, () => listChallenges(now))
}

/** A challenge found in the list's copy, for a page never opened before. */
async function fromListCopy(
  store: DeviceStore,
  slug: string,
): Promise<DeviceCopy<Challenge | null> | undefined> {
  const list = await readCopy<ChallengeList>(store, CHALLENGE_KEYS.list)
  const found = list && [...list.value.open, ...list.value.finished].find((c) => c.slug === slug)
  return found && list ? { value: found, savedAt: list.savedAt } : undefined
}

/** One challenge's page: null when the server has no such challenge. */
export function loadChallenge(store: DeviceStore, slug: string): Promise<Kept<Challenge | null>> {
  return freshOrKept(
    store,
    CHALLENGE_KEYS.challenge(slug),
    () => getChallengeBySlug(slug),
    () => fromListCopy(store, slug),
  )
}

export function loadMyParticipations(
  store: DeviceStore,
  userId: string,
): Promise<Kept<Participation[]>> {
  return freshOrKept(store, CHALLENGE_KEYS.participations(userId), () =>
    listMyParticipations(userId),
  )
}

export function loadLeaderboard(
  store: DeviceStore,
  challengeId: string,
): Promise<Kept<LeaderboardLine[]>> {
  return freshOrKept(store, CHALLENGE_KEYS.leaderboard(challengeId), () =>
    getLeaderboard(challengeId),
  )
}

/** Keeps the rider's participations as the server now has them (after joining or leaving). */
export function keepParticipations(
  store: DeviceStore,
  userId: string,
  participations: Participation[],
): Promise<DeviceCopy<Participation[]>> {
  return saveCopy(store, CHALLENGE_KEYS.participations(userId), participations)
}
