// The challenges migration on a real PostgreSQL server (CI: `eval "$(.ci/start-postgres)"`): its
// policies both ways, and the leaderboard's total (time zones, weeks, one ride per start minute)
// on the server version CI has.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { schemaDatabase, type SchemaDatabase } from './helpers/postgres.ts'

let schema: SchemaDatabase
let users: Record<string, string>

const DAY = 86_400_000
const brasiliaDay = (offsetDays: number) =>
  new Date(Date.now() - 3 * 3600_000 + offsetDays * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  schema = await schemaDatabase(['organizer', 'ana', 'bia'])
  users = schema.users
  await schema.db.query(`update public.profiles set user_type = 'organizer' where id = $1`, [
    users.organizer,
  ])
}, 60_000)

afterAll(async () => {
  await schema?.close()
})

async function createChallenge(kind: string, goal: number): Promise<string> {
  const rows = await schema.as<{ id: string }>(
    'authenticated',
    users.organizer!,
    `insert into public.challenges (title, kind, goal, starts_on, ends_on)
     values ('Desafio de teste', $1, $2, $3, $4) returning id`,
    [kind, goal, brasiliaDay(-10), brasiliaDay(10)],
    { commit: true },
  )
  return rows[0]!.id
}

describe('challenges on PostgreSQL', () => {
  it('anyone reads challenges; a rider neither creates one nor writes participants directly', async () => {
    const id = await createChallenge('distance', 100)
    const seen = await schema.as<{ id: string }>('anon', null, 'select id from public.challenges')
    expect(seen.map((row) => row.id)).toContain(id)
    expect(
      await schema.failure(
        'authenticated',
        users.ana!,
        `insert into public.challenges (title, kind, goal, starts_on, ends_on)
         values ('Meu', 'rides', 3, $1, $2)`,
        [brasiliaDay(0), brasiliaDay(5)],
      ),
    ).toBe('42501')
    expect(
      await schema.failure(
        'authenticated',
        users.ana!,
        'insert into public.challenge_participants (challenge_id, user_id) values ($1, $2)',
        [id, users.ana],
      ),
    ).toBe('42501')
    expect(
      await schema.failure(
        'authenticated',
        users.organizer!,
        `update public.challenges set slug = 'outro' where id = $1`,
        [id],
      ),
    ).toBe('42501')
  })

  it('totals two riders’ rides: one per start minute, on Brasília’s calendar, opt-in names only', async () => {
    const id = await createChallenge('distance', 50)
    for (const [key, visible] of [
      ['ana', true],
      ['bia', false],
    ] as const) {
      await schema.as(
        'authenticated',
        users[key]!,
        'select public.join_challenge($1, $2)',
        [id, visible],
        { commit: true },
      )
    }
    const ride = (userId: string, startedAt: string, meters: number) =>
      schema.db.query(
        `insert into public.user_ride_summaries (user_id, ride_started_at, file_format,
           elapsed_seconds, moving_seconds, distance_m, elevation_gain_m)
         values ($1, $2, 'fit', 3900, 3600, $3, 300)`,
        [userId, startedAt, meters],
      )
    // Both joined five days ago.
    await schema.db.query(
      `update public.challenge_participants set joined_at = now() - interval '5 days'`,
    )
    const start = new Date(Date.now() - 2 * DAY)
    start.setUTCSeconds(10, 0)
    await ride(users.ana!, start.toISOString(), 42_000)
    // The same ride again (the file opened twice, shorter: a second reading): counted once.
    await ride(users.ana!, new Date(start.getTime() + 30_000).toISOString(), 41_000)
    await ride(users.ana!, new Date(Date.now() - DAY).toISOString(), 12_500)
    await ride(users.ana!, new Date(Date.now() - 6 * DAY).toISOString(), 99_000) // before joining
    await ride(users.bia!, new Date(Date.now() - DAY).toISOString(), 80_000)
    const board = await schema.as<{ place: string; name: string; total: string; reached: boolean }>(
      'anon',
      null,
      'select place, name, total, reached from public.challenge_leaderboard($1)',
      [id],
    )
    expect(board).toEqual([{ place: '1', name: 'ana', total: '54.500000', reached: true }])
  })
})
