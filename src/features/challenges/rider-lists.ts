import type { Challenge, ChallengeList, Participation } from './types'

export interface RiderChallenges {
  /** The challenges the rider joined, open first (soonest to end), then finished. */
  joined: Challenge[]
  /** Open challenges the rider has not joined. */
  open: Challenge[]
  /** Finished challenges the rider did not join. */
  finished: Challenge[]
  /** 'Desafios ativos': joined and not ended (today included). */
  active: number
}

/** The list split for the rider's dashboard; `today` on Brasília's calendar. */
export function riderChallenges(
  list: ChallengeList,
  participations: readonly Participation[],
  today: string,
): RiderChallenges {
  const joinedIds = new Set(participations.map((p) => p.challenge_id))
  const all = [...list.open, ...list.finished]
  const joined = all.filter((c) => joinedIds.has(c.id))
  return {
    joined,
    open: list.open.filter((c) => !joinedIds.has(c.id)),
    finished: list.finished.filter((c) => !joinedIds.has(c.id)),
    active: joined.filter((c) => c.ends_on >= today).length,
  }
}
