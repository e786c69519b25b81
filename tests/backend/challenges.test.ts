// Challenges on the server (issue 42): who makes them, their bounds, joining and leaving, the
// opt-in leaderboard (names and totals only), and one definition of progress: the server's total
// for the leaderboard equals the device's (src/features/challenges/progress.ts) on the same rides.
// supabase-js against the local twin running the real migrations.

import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  challengeProgress,
  type ChallengeRide,
  type ChallengeRules,
} from '../../src/features/challenges/progress.ts'
import type { ChallengeKind, ChallengeRow, Database } from './helpers/database.ts'
import {
  freshBackend,
  newClient,
  newRider,
  seedAccount,
  untyped,
  type Rider,
} from './helpers/backend.ts'
import { rideSummary } from './helpers/rows.ts'

let backend: LocalSupabase
let admin: Rider
let organizer: Rider

type ChallengeInsert = Database['public']['Tables']['challenges']['Insert']

/** Today and the days around it on Brasília's calendar, `YYYY-MM-DD`. */
const brasiliaDay = (offsetDays = 0) =>
  new Date(Date.now() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

const challengeRow = (overrides: Partial<ChallengeRow> = {}): ChallengeInsert => ({
  title: 'Mil quilômetros de dezembro',
  description: 'Some 1.000 km no mês.',
  kind: 'distance',
  goal: 1000,
  starts_on: brasiliaDay(-3),
  ends_on: brasiliaDay(27),
  indoor_counts: false,
  ...overrides,
})

beforeAll(async () => {
  backend = await freshBackend()
  admin = await seedAccount(backend, 'admin@borapedalar.test')
  organizer = await seedAccount(backend, 'organizador@borapedalar.test')
})

const service = () => newClient(backend, backend.serviceRoleKey)

async function createChallenge(by: Rider, overrides: Partial<ChallengeRow> = {}) {
  const { data, error } = await by.client
    .from('challenges')
    .insert(challengeRow(overrides))
    .select()
    .single()
  if (error) throw new Error(`create challenge: ${error.message}`)
  return data
}

describe('who makes challenges', () => {
  it('an organizer and an admin create them; anyone reads them, signed out too', async () => {
    const made = await createChallenge(organizer)
    expect(made.slug).toMatch(/^mil-quilometros-de-dezembro-[0-9a-f]{6}$/)
    expect(made.created_by).toBe(organizer.id)
    await createChallenge(admin, { title: 'Subida do mês', kind: 'climbing', goal: 8000 })
    const anon = newClient(backend)
    const { data } = await anon.from('challenges').select('id, title').eq('id', made.id)
    expect(data).toEqual([{ id: made.id, title: 'Mil quilômetros de dezembro' }])
  })

  it('a rider cannot create one, nor edit or delete another’s', async () => {
    const rider = await newRider(backend)
    const refused = await rider.client.from('challenges').insert(challengeRow())
    expect(refused.error?.code).toBe('42501')
    const made = await createChallenge(organizer)
    const edited = await rider.client
      .from('challenges')
      .update({ title: 'Meu agora' })
      .eq('id', made.id)
      .select()
    expect(edited.data).toEqual([])
    await rider.client.from('challenges').delete().eq('id', made.id)
    const { data } = await organizer.client.from('challenges').select('title').eq('id', made.id)
    expect(data).toEqual([{ title: 'Mil quilômetros de dezembro' }])
  })

  it('an organizer ties a challenge only to an event of their own', async () => {
    const other = await newRider(backend)
    // The seed's events are the demo organizer's: another organizer may not use them.
    const { data: own } = await organizer.client
      .from('events')
      .select('id')
      .eq('organizer_id', organizer.id)
      .limit(1)
      .single()
    const tied = await createChallenge(organizer, { event_id: own!.id })
    expect(tied.event_id).toBe(own!.id)
    const asked = await other.client.rpc('request_organizer_upgrade')
    await admin.client.rpc('review_organizer_request', {
      request_id: (asked.data as { id: string }).id,
      approve: true,
    })
    const refused = await other.client
      .from('challenges')
      .insert(challengeRow({ event_id: own!.id }))
    expect(refused.error?.message).toBe('Ligue o desafio a um evento seu.')
  })

  it.each([
    ['a goal of 0', { goal: 0 }],
    ['a negative goal', { goal: -5 }],
    ['a goal no year of riding reaches', { goal: 100_001 }],
    ['a streak of 60 weeks', { kind: 'streak_weeks' as ChallengeKind, goal: 60 }],
    ['half a ride', { kind: 'rides' as ChallengeKind, goal: 2.5 }],
    ['a window that ends before it starts', { starts_on: brasiliaDay(5), ends_on: brasiliaDay(4) }],
    ['a window over a year', { starts_on: brasiliaDay(0), ends_on: brasiliaDay(366) }],
    ['a window that has ended', { starts_on: brasiliaDay(-30), ends_on: brasiliaDay(-1) }],
    ['a title of 10,000 characters', { title: 'x'.repeat(10_000) }],
    ['a title of 2 characters', { title: 'ab' }],
    ['a description of 5,001 characters', { description: 'x'.repeat(5001) }],
    ['an unknown kind', { kind: 'speed' as ChallengeKind }],
  ])('refuses %s', async (_what, overrides) => {
    const { error } = await organizer.client
      .from('challenges')
      .insert(challengeRow(overrides as Partial<ChallengeRow>))
    expect(error?.code).toBe('23514')
  })
})

describe('joining and the leaderboard', () => {
  it('a rider joins once, leaves, and cannot join after the end', async () => {
    const rider = await newRider(backend)
    const open = await createChallenge(organizer)
    const joined = await rider.client.rpc('join_challenge', { challenge_id: open.id })
    expect(joined.data).toMatchObject({ user_id: rider.id, on_leaderboard: false })
    const twice = await rider.client.rpc('join_challenge', { challenge_id: open.id })
    expect(twice.error).toMatchObject({
      code: 'BP029',
      message: 'Você já participa deste desafio.',
    })
    expect((await rider.client.rpc('leave_challenge', { challenge_id: open.id })).error).toBeNull()
    const again = await rider.client.rpc('leave_challenge', { challenge_id: open.id })
    expect(again.error).toMatchObject({ code: 'BP030' })

    const { data: ended } = await service()
      .from('challenges')
      .insert({ ...challengeRow(), starts_on: brasiliaDay(-40), ends_on: brasiliaDay(-1) })
      .select()
      .single()
    const late = await rider.client.rpc('join_challenge', { challenge_id: ended!.id })
    expect(late.error).toMatchObject({ code: 'BP028', message: 'Este desafio já terminou.' })
    const missing = await rider.client.rpc('join_challenge', {
      challenge_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.error).toMatchObject({ code: 'BP027', message: 'Desafio não encontrado.' })
    const signedOut = await untyped(newClient(backend)).rpc('join_challenge', {
      challenge_id: open.id,
    })
    expect(signedOut.error).not.toBeNull()
  })

  it('a join sent later keeps the moment of the tap: never in the future, at most 7 days back', async () => {
    const HOUR = 3600_000
    const cases = [
      { tapped: -2 * HOUR, kept: -2 * HOUR },
      { tapped: +2 * HOUR, kept: 0 },
      { tapped: -30 * 24 * HOUR, kept: -7 * 24 * HOUR },
      { tapped: null, kept: 0 },
    ]
    for (const { tapped, kept } of cases) {
      const rider = await newRider(backend)
      const open = await createChallenge(organizer)
      const before = Date.now()
      const { data, error } = await rider.client.rpc('join_challenge', {
        challenge_id: open.id,
        ...(tapped === null ? {} : { tapped_at: new Date(before + tapped).toISOString() }),
      })
      expect(error).toBeNull()
      const joinedAt = Date.parse(String(data?.joined_at))
      expect(joinedAt).toBeGreaterThanOrEqual(before + kept - 1000)
      expect(joinedAt).toBeLessThanOrEqual(Date.now() + kept + 1000)
    }
  })

  it('shows only the riders who chose to appear, with a name and a total, never another’s rows', async () => {
    const challenge = await createChallenge(organizer, { goal: 50 })
    const shown = await newRider(backend, { fullName: 'Ana Trilheira' })
    const hidden = await newRider(backend, { fullName: 'Bruno Discreto' })
    for (const rider of [shown, hidden]) {
      await rider.client.rpc('join_challenge', { challenge_id: challenge.id })
      const { error } = await rider.client
        .from('user_ride_summaries')
        .insert(rideSummary({ ride_started_at: new Date(Date.now() - 60_000).toISOString() }))
      expect(error).toBeNull()
    }
    const before = await newClient(backend).rpc('challenge_leaderboard', {
      challenge_id: challenge.id,
    })
    expect(before.data).toEqual([])
    await shown.client.rpc('set_challenge_leaderboard', {
      challenge_id: challenge.id,
      visible: true,
    })
    const { data: board } = await newClient(backend).rpc('challenge_leaderboard', {
      challenge_id: challenge.id,
    })
    expect(board).toHaveLength(1)
    expect(Object.keys(board?.[0] ?? {}).sort()).toEqual(['name', 'place', 'reached', 'total'])
    expect(board?.[0]).toMatchObject({ place: 1, name: 'Ana Trilheira' })
    // Another rider reads neither the participants nor the rides.
    const nosy = await newRider(backend)
    const rows = await nosy.client.from('challenge_participants').select('*')
    expect(rows.data).toEqual([])
    const rides = await nosy.client.from('user_ride_summaries').select('*').eq('user_id', shown.id)
    expect(rides.data).toEqual([])
  })

  it('a deleted account leaves every leaderboard', async () => {
    const challenge = await createChallenge(organizer)
    const rider = await newRider(backend, { fullName: 'Carla Some' })
    await rider.client.rpc('join_challenge', { challenge_id: challenge.id, on_leaderboard: true })
    const board = () =>
      newClient(backend).rpc('challenge_leaderboard', { challenge_id: challenge.id })
    expect((await board()).data).toHaveLength(1)
    expect((await rider.client.rpc('delete_my_account')).error).toBeNull()
    expect((await board()).data).toEqual([])
  })
})

describe('one definition of progress: the server’s total is the device’s', () => {
  const ISO_NOW = () => new Date().toISOString()
  const DAY = 86_400_000
  const at = (daysAgo: number, hourUtc = 12, minute = 0) => {
    const day = new Date(Date.now() - daysAgo * DAY)
    day.setUTCHours(hourUtc, minute, 0, 0)
    return day.toISOString()
  }
  /** The rides of one rider: duplicates, indoor, window edges, before joining, long and short. */
  const RIDES: Partial<ChallengeRide>[] = [
    { started_at: at(40), distance_m: 40_000 }, // before joining and before the window
    { started_at: at(20), distance_m: 101_500, elevation_gain_m: 1800 },
    { started_at: at(20, 12, 0), distance_m: 99_000, elevation_gain_m: 1700 }, // same minute
    { started_at: at(13), distance_m: 0, moving_seconds: 3000, indoor: true },
    { started_at: at(12), distance_m: 35_250, elevation_gain_m: 420 },
    { started_at: at(6, 2, 59), distance_m: 20_000 }, // 23:59 the day before in Brasília
    { started_at: at(5), distance_m: 61_000, elevation_gain_m: 950, indoor: false },
  ]

  let rider: Rider
  let joinedAt: string
  const rides: ChallengeRide[] = []

  beforeAll(async () => {
    rider = await newRider(backend)
    joinedAt = at(30)
    for (const ride of RIDES) {
      const row = rideSummary({
        ride_started_at: ride.started_at!,
        distance_m: ride.distance_m ?? 30_000,
        elevation_gain_m: ride.elevation_gain_m ?? 300,
        moving_seconds: ride.moving_seconds ?? 3600,
        elapsed_seconds: 3900,
        indoor: ride.indoor ?? false,
      })
      const { error } = await rider.client.from('user_ride_summaries').insert(row)
      if (error) throw new Error(error.message)
      rides.push({
        id: row.id,
        started_at: row.ride_started_at,
        elapsed_seconds: row.elapsed_seconds,
        moving_seconds: row.moving_seconds,
        distance_m: row.distance_m!,
        elevation_gain_m: row.elevation_gain_m!,
        indoor: row.indoor ?? false,
      })
    }
  })

  const RULES: [ChallengeKind, number, boolean, number, number][] = [
    // kind, goal, indoor counts, window from (days ago), window to (days ago)
    ['distance', 200, false, 25, 0],
    ['distance', 200, true, 25, 0],
    ['climbing', 3000, false, 25, 0],
    ['moving_time', 5, true, 25, 0],
    ['rides', 4, true, 25, 0],
    ['gran_fondo', 100, false, 25, 0],
    ['streak_weeks', 3, true, 25, 0],
    ['distance', 50, false, 6, 6], // one day: the ride at 02:59 UTC belongs to the day before
    ['rides', 1, false, 7, 6],
  ]

  it.each(RULES)(
    '%s (goal %d, indoor %s, days %d to %d ago)',
    async (kind, goal, indoor, from, to) => {
      const day = (daysAgo: number) =>
        new Date(Date.now() - 3 * 3600_000 - daysAgo * DAY).toISOString().slice(0, 10)
      const rules: ChallengeRules = {
        kind,
        goal,
        starts_on: day(from),
        ends_on: day(to),
        indoor_counts: indoor,
      }
      const { data: challenge, error } = await service()
        .from('challenges')
        .insert({ title: `Desafio ${kind}`, ...rules })
        .select()
        .single()
      expect(error).toBeNull()
      const joined = await service().from('challenge_participants').insert({
        challenge_id: challenge!.id,
        user_id: rider.id,
        joined_at: joinedAt,
        on_leaderboard: true,
      })
      expect(joined.error).toBeNull()
      const { data: board } = await newClient(backend).rpc('challenge_leaderboard', {
        challenge_id: challenge!.id,
      })
      const device = challengeProgress(rules, rides, joinedAt, ISO_NOW())
      expect(board).toHaveLength(1)
      expect(Number(board?.[0]?.total)).toBe(device.value)
      expect(board?.[0]?.reached).toBe(device.reachedAt !== null)
    },
  )
})
