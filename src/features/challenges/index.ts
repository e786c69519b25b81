/**
 * Challenges (issue 42). So far the rules alone: `challengeProgress(rules, rides, joinedAt, now)`
 * for a rider's progress, `countedRides` for the rides behind it, `rideKey` for a ride's identity.
 */
export {
  CHALLENGE_KINDS,
  challengeProgress,
  countedRides,
  rideKey,
  type ChallengeKind,
  type ChallengeProgress,
  type ChallengeRide,
  type ChallengeRules,
} from './progress'
