// The LGPD export's challenge participations (issue 42), read by the app's own function through
// supabase-js against the local twin running the real migrations: the rider's own rows with each
// challenge's title, nobody else's.
import { beforeAll, describe, expect, it } from 'vitest'
import { readChallengeParticipations } from '../../src/features/dashboard/data-export.ts'
import type { AppSupabaseClient } from '../../src/lib/supabase.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { freshBackend, newRider, seedAccount, type Rider } from './helpers/backend.ts'

let backend: LocalSupabase
let organizer: Rider

const brasiliaDay = (offsetDays = 0) =>
  new Date(Date.now() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

async function createChallenge(title: string): Promise<string> {
  const { data, error } = await organizer.client
    .from('challenges')
    .insert({
      title,
      description: '',
      kind: 'distance',
      goal: 300,
      starts_on: brasiliaDay(-1),
      ends_on: brasiliaDay(20),
      indoor_counts: false,
    })
    .select('id')
    .single()
  if (error) throw new Error(`create challenge: ${error.message}`)
  return data.id
}

beforeAll(async () => {
  backend = await freshBackend()
  organizer = await seedAccount(backend, 'organizador@borapedalar.test')
})

const read = (rider: Rider) => readChallengeParticipations(rider.client, rider.id)

describe('readChallengeParticipations', () => {
  it("lists the rider's challenges with their titles, oldest joined first, and no one else's", async () => {
    const first = await createChallenge('Trezentos da Serra')
    const second = await createChallenge('Volta do Lago')
    const ana = await newRider(backend, { fullName: 'Ana' })
    const bia = await newRider(backend, { fullName: 'Bia' })
    expect(await read(ana)).toEqual([])

    expect((await ana.client.rpc('join_challenge', { challenge_id: first })).error).toBeNull()
    expect(
      (await ana.client.rpc('join_challenge', { challenge_id: second, on_leaderboard: true }))
        .error,
    ).toBeNull()
    expect((await bia.client.rpc('join_challenge', { challenge_id: first })).error).toBeNull()

    const rows = await read(ana)
    expect(
      rows.map(({ challenge_id, title, on_leaderboard }) => ({
        challenge_id,
        title,
        on_leaderboard,
      })),
    ).toEqual([
      { challenge_id: first, title: 'Trezentos da Serra', on_leaderboard: false },
      { challenge_id: second, title: 'Volta do Lago', on_leaderboard: true },
    ])
    expect(rows.every((row) => typeof row.joined_at === 'string')).toBe(true)
    // Another rider's id asked for: row-level security answers nothing.
    expect(
      await readChallengeParticipations(ana.client as unknown as AppSupabaseClient, bia.id),
    ).toEqual([])
  })
})
