import type { ChallengeKind, ChallengeRules } from './progress'

/** A challenge as the list and its page read it (`challenges`, readable by anyone). */
export interface Challenge extends ChallengeRules {
  id: string
  slug: string
  title: string
  description: string
  event_id: string | null
}

/** The rider's own row of `challenge_participants`. */
export interface Participation {
  challenge_id: string
  joined_at: string
  on_leaderboard: boolean
}

/** One line of a challenge's leaderboard: a name and a total, nothing else about the rider. */
export interface LeaderboardLine {
  place: number
  name: string
  total: number
  reached: boolean
}

/** Open: not ended yet (one that starts later is open too); finished: ended, newest first. */
export interface ChallengeList {
  open: Challenge[]
  finished: Challenge[]
}

export type { ChallengeKind }
