/**
 * What a visitor and a rider ask the server about challenges: the list (open and finished), one
 * challenge by its slug, the rider's participations, joining, leaving, the leaderboard opt-in and
 * the leaderboard; an organizer's or admin's new challenge. Plain functions (React Query sits over
 * them in `challenges-query.ts`); supabase-js loads on the first call, never at first paint.
 * Every refusal throws a `ChallengeCallError` with its pt-BR message.
 */
import { riderDay } from '../../domain/fitness'
import { isOnline } from '../../lib/online'
import { ChallengeCallError, challengeErrorMessage, type ServerError } from './messages'
import { CHALLENGE_KINDS } from './progress'
import type { Challenge, ChallengeList, LeaderboardLine, Participation } from './types'

const CHALLENGE_COLUMNS: string =
  'id, slug, title, description, kind, goal, starts_on, ends_on, indoor_counts, event_id'

/** How many open challenges the list reads at most, and how many finished ones. */
export const OPEN_LIMIT = 200
export const FINISHED_LIMIT = 30

async function client() {
  const { getSupabase } = await import('../../lib/supabase')
  return getSupabase()
}

function fail(error: ServerError | null): never {
  throw new ChallengeCallError(challengeErrorMessage(error, isOnline()), error?.code ?? undefined)
}

/** supabase-js answers { data, error }; a network failure throws instead: both become one error. */
async function answer<T>(call: PromiseLike<{ data: T; error: ServerError | null }>): Promise<T> {
  let result: { data: T; error: ServerError | null }
  try {
    result = await call
  } catch {
    fail(null)
  }
  if (result.error) fail(result.error)
  return result.data
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const rowsOf = (data: unknown) => (data as Record<string, unknown>[] | null) ?? []

/** A row as the screens hold it; `numeric` goals arrive as numbers or strings. */
export function toChallenge(row: Record<string, unknown>): Challenge {
  return {
    id: text(row.id),
    slug: text(row.slug),
    title: text(row.title),
    description: text(row.description),
    kind: CHALLENGE_KINDS.find((kind) => kind === row.kind) ?? 'distance',
    goal: Number(row.goal) || 0,
    starts_on: text(row.starts_on),
    ends_on: text(row.ends_on),
    indoor_counts: row.indoor_counts === true,
    event_id: typeof row.event_id === 'string' ? row.event_id : null,
  }
}

/** Open and finished challenges on Brasília's calendar at `now`. */
export async function listChallenges(now = new Date()): Promise<ChallengeList> {
  const supabase = await client()
  const today = riderDay(now.toISOString())
  const [open, finished] = await Promise.all([
    answer(
      supabase
        .from('challenges')
        .select(CHALLENGE_COLUMNS)
        .gte('ends_on', today)
        .order('ends_on', { ascending: true })
        .limit(OPEN_LIMIT),
    ),
    answer(
      supabase
        .from('challenges')
        .select(CHALLENGE_COLUMNS)
        .lt('ends_on', today)
        .order('ends_on', { ascending: false })
        .limit(FINISHED_LIMIT),
    ),
  ])
  return { open: rowsOf(open).map(toChallenge), finished: rowsOf(finished).map(toChallenge) }
}

/** One challenge by its slug, or null when there is none. */
export async function getChallengeBySlug(slug: string): Promise<Challenge | null> {
  const supabase = await client()
  const data = await answer(
    supabase.from('challenges').select(CHALLENGE_COLUMNS).eq('slug', slug).maybeSingle(),
  )
  return data ? toChallenge(data as unknown as Record<string, unknown>) : null
}

const toParticipation = (row: Record<string, unknown>): Participation => ({
  challenge_id: text(row.challenge_id),
  joined_at: text(row.joined_at),
  on_leaderboard: row.on_leaderboard === true,
})

/** The signed-in rider's participations (RLS: their own rows only). */
export async function listMyParticipations(userId: string): Promise<Participation[]> {
  const supabase = await client()
  const data = await answer(
    supabase
      .from('challenge_participants')
      .select('challenge_id, joined_at, on_leaderboard')
      .eq('user_id', userId),
  )
  return rowsOf(data).map(toParticipation)
}

/**
 * 'Participar': the rider's new participation (off the leaderboard until they choose). A join
 * tapped with no signal and sent later gives the moment of the tap (`tappedAt`, ISO): rides from
 * then on count, as they did on the device meanwhile.
 */
export async function joinChallenge(
  challengeId: string,
  tappedAt?: string,
): Promise<Participation> {
  const supabase = await client()
  const data = await answer<unknown>(
    supabase.rpc('join_challenge', {
      challenge_id: challengeId,
      ...(tappedAt ? { tapped_at: tappedAt } : {}),
    }),
  )
  return toParticipation(data as Record<string, unknown>)
}

/** 'Sair do desafio'. */
export async function leaveChallenge(challengeId: string): Promise<void> {
  const supabase = await client()
  await answer<unknown>(supabase.rpc('leave_challenge', { challenge_id: challengeId }))
}

/** The leaderboard switch: whether the rider's name and total appear. */
export async function setChallengeLeaderboard(
  challengeId: string,
  visible: boolean,
): Promise<Participation> {
  const supabase = await client()
  const data = await answer<unknown>(
    supabase.rpc('set_challenge_leaderboard', { challenge_id: challengeId, visible }),
  )
  return toParticipation(data as Record<string, unknown>)
}

/** The riders who chose to appear: place, name and total, highest first. */
export async function getLeaderboard(challengeId: string): Promise<LeaderboardLine[]> {
  const supabase = await client()
  const data = await answer<unknown>(
    supabase.rpc('challenge_leaderboard', { challenge_id: challengeId }),
  )
  return rowsOf(data).map((row) => ({
    place: Number(row.place) || 0,
    name: text(row.name),
    total: Number(row.total) || 0,
    reached: row.reached === true,
  }))
}

export type NewChallenge = Omit<Challenge, 'id' | 'slug'>

/** An organizer's or admin's new challenge, as the server stored it. */
export async function createChallenge(input: NewChallenge): Promise<Challenge> {
  const supabase = await client()
  const data = await answer(
    supabase.from('challenges').insert(input).select(CHALLENGE_COLUMNS).single(),
  )
  return toChallenge(data as unknown as Record<string, unknown>)
}
