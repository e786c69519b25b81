// The migrations on a real PostgreSQL server (CI: `eval "$(.ci/start-postgres)"`), not only PGlite:
// PGlite is PostgreSQL 18 and accepts features a 15 server refuses. This file is part of the
// backend project only when DATABASE_URL is set (see vitest.config.ts).

import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ridersYear } from '../../src/lib/format.ts'
import { applySchema, loadSchemaFiles, type SqlRunner } from '../../supabase/local/schema.ts'
import { connectAdmin, createThrowawayDatabase, dropThrowawayDatabase } from './helpers/postgres.ts'

// Its own throwaway database, so the run starts from nothing and leaves nothing behind.
let admin: pg.Client | undefined
let database: string | undefined
let db: pg.Client

const runner = (client: pg.Client): SqlRunner => ({
  exec: (sql) => client.query(sql),
  query: (sql) => client.query(sql),
})

type Role = 'anon' | 'authenticated'
type PgError = Error & { code?: string }

const users: Record<string, string> = {}
const sessions: Record<string, string> = {}

/** The JWT claims PostgREST would set for this caller (a signed-in user's session included). */
const claimsOf = (role: Role, userId: string | null) =>
  JSON.stringify(userId ? { sub: userId, role, session_id: sessions[userId] } : { role })

/** Runs `sql` as PostgREST would for this caller, in a transaction that is rolled back. */
async function as<T extends pg.QueryResultRow>(
  role: Role,
  userId: string | null,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const claims = claimsOf(role, userId)
  await db.query('begin')
  try {
    await db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, claims],
    )
    return (await db.query<T>(sql, params)).rows
  } finally {
    await db.query('rollback')
  }
}

/** The SQLSTATE of the error `sql` raises for this caller. */
async function failure(role: Role, userId: string | null, sql: string, params: unknown[] = []) {
  try {
    await as(role, userId, sql, params)
  } catch (error) {
    return { code: (error as PgError).code, message: (error as PgError).message }
  }
  throw new Error(`expected failure: ${sql}`)
}

beforeAll(async () => {
  admin = await connectAdmin()
  const throwaway = await createThrowawayDatabase(admin)
  database = throwaway.name
  db = new pg.Client({ connectionString: throwaway.url })
  await db.connect()
  const files = loadSchemaFiles()
  expect(await applySchema(runner(db), files)).toHaveLength(files.migrations.length)
  expect(await applySchema(runner(db), files)).toEqual([])

  // Accounts are made by the auth server in real life; here plain rows stand in for it.
  for (const [key, email, meta] of [
    ['admin', 'admin@borapedalar.test', { full_name: 'Admin' }],
    ['organizer', 'organizador@borapedalar.test', { full_name: 'Org' }],
    ['athlete', 'atleta@borapedalar.test', { full_name: 'Atleta' }],
    ['sneaky', 'sneaky@pedal.test', { full_name: 'Sneaky', user_type: 'admin' }],
  ] as const) {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data)
       values ($1, 'not-a-real-hash', $2) returning id`,
      [email, JSON.stringify(meta)],
    )
    users[key] = rows[0]!.id
    // Each account signed in once: admin checks need the token's session to exist (issue 31.1).
    const session = await db.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [users[key]],
    )
    sessions[users[key]] = session.rows[0]!.id
  }
  await db.query(files.seed)
}, 60_000)

afterAll(async () => {
  await db?.end()
  if (admin && database) await dropThrowawayDatabase(admin, database)
  await admin?.end()
})

describe('the schema on PostgreSQL', () => {
  it('runs on the server version CI has', async () => {
    const { rows } = await db.query<{ server_version_num: string }>('show server_version_num')
    expect(Number(rows[0]!.server_version_num)).toBeGreaterThanOrEqual(150000)
  })

  it('profiles start as visitors, whatever the metadata; the seed gives the demo roles', async () => {
    const { rows } = await db.query<{ email: string; user_type: string }>(
      'select email, user_type from public.profiles order by email',
    )
    expect(rows).toEqual([
      { email: 'admin@borapedalar.test', user_type: 'admin' },
      { email: 'atleta@borapedalar.test', user_type: 'visitor' },
      { email: 'organizador@borapedalar.test', user_type: 'organizer' },
      { email: 'sneaky@pedal.test', user_type: 'visitor' },
    ])
  })

  it('row-level security keeps each rider to their own rows', async () => {
    await db.query(
      `insert into public.user_ftp_data (user_id, ftp, method) values ($1, 250, 'coggan')`,
      [users.athlete],
    )
    expect(
      await as('authenticated', users.athlete!, 'select ftp from public.user_ftp_data'),
    ).toEqual([{ ftp: '250' }])
    expect(await as('authenticated', users.sneaky!, 'select * from public.user_ftp_data')).toEqual(
      [],
    )
    const forged = await failure(
      'authenticated',
      users.sneaky!,
      `insert into public.user_ftp_data (user_id, ftp) values ($1, 300)`,
      [users.athlete],
    )
    expect(forged.code).toBe('42501')
    expect((await failure('anon', null, 'select * from public.profiles')).code).toBe('42501')
  })

  it('owners cannot write their own user_type', async () => {
    const attempt = await failure(
      'authenticated',
      users.sneaky!,
      `update public.profiles set user_type = 'admin' where id = $1`,
      [users.sneaky],
    )
    expect(attempt.code).toBe('42501')
  })

  it('checks bounds and keeps the newer row on a stale write', async () => {
    const bound = await failure(
      'authenticated',
      users.athlete!,
      `insert into public.user_imc_data (height, weight, imc, classification)
       values (99, 70, 20, 'Peso normal')`,
    )
    expect(bound.code).toBe('23514')
    await db.query(
      `insert into public.user_imc_data (user_id, height, weight, imc, classification, updated_at)
       values ($1, 175, 80, 26.1, 'Sobrepeso', now() + interval '2 minutes')`,
      [users.athlete],
    )
    const stale = await as<{ weight: string }>(
      'authenticated',
      users.athlete!,
      `update public.user_imc_data set weight = 60, updated_at = now() returning weight`,
    )
    expect(stale).toEqual([{ weight: '80' }])
    // A clock far ahead counts as the server's now (clamp_future_times): older than the row's
    // two minutes ahead, so this write loses too, and 2099 is never stored.
    const ahead = await as<{ weight: string; clamped: boolean }>(
      'authenticated',
      users.athlete!,
      `update public.user_imc_data set weight = 65, updated_at = '2099-01-01T00:00:00Z'
       returning weight, updated_at < now() + interval '5 minutes' as clamped`,
    )
    expect(ahead).toEqual([{ weight: '80', clamped: true }])
    // A deletion's version goes through the same rule (delete_own_result): 2099 is now, older
    // than the row, which stands.
    const deleted = await as<{ n: number }>(
      'authenticated',
      users.athlete!,
      `select public.delete_own_result('user_imc_data', '2099-01-01T00:00:00Z') as n`,
    )
    expect(deleted).toEqual([{ n: 0 }])
  })

  it("takes an FTP's source as null, 'ride_file' or 'field_test' (issue 33), nothing else", async () => {
    const insert = (source: string | null) =>
      as<{ source: string | null }>(
        'authenticated',
        users.athlete!,
        `insert into public.user_ftp_data (ftp, source) values (250, $1) returning source`,
        [source],
      )
    for (const source of [null, 'ride_file', 'field_test']) {
      expect(await insert(source)).toEqual([{ source }])
    }
    for (const wrong of ['Field_test', 'field-test', 'strava', '']) {
      const refused = await failure(
        'authenticated',
        users.athlete!,
        `insert into public.user_ftp_data (ftp, source) values (250, $1)`,
        [wrong],
      )
      expect(refused.code, wrong).toBe('23514')
    }
  })

  it('bounds a ride summary to what a ride can be (now() in a CHECK works on 15 too)', async () => {
    const insert = (started: string, elapsed: number, intensity: string) =>
      failure(
        'authenticated',
        users.athlete!,
        `insert into public.user_ride_summaries (ride_started_at, file_format, elapsed_seconds,
           moving_seconds, distance_m, elevation_gain_m, intensity_factor)
         values ($1, 'fit', $2, 60, 1000, 10, $3)`,
        [started, elapsed, intensity],
      )
    for (const wrong of [
      await insert('2099-01-01T00:00:00Z', 3600, '1'),
      await insert('1989-12-31T00:00:00Z', 3600, '1'),
      await insert('2026-10-04T09:00:00Z', 7 * 86_400 + 1, '1'),
      await insert('2026-10-04T09:00:00Z', 3600, 'NaN'),
    ]) {
      expect(wrong.code).toBe('23514')
    }
    const fine = await as(
      'authenticated',
      users.athlete!,
      `insert into public.user_ride_summaries (ride_started_at, file_format, elapsed_seconds,
         moving_seconds, distance_m, elevation_gain_m, intensity_factor)
       values (now(), 'fit', 7 * 86400, 60, 1000, 10, 100) returning id`,
    )
    expect(fine).toHaveLength(1)
  })

  it('saved workouts (issue 34.3): owners only, bounds, clamped clocks, the newer edit wins', async () => {
    const id = randomUUID()
    await db.query(
      `insert into public.user_workouts (id, user_id, name, text, total_seconds, updated_at)
       values ($1, $2, 'Limiar 2 × 20', '- 20m 95%', 3600, now() + interval '2 minutes')`,
      [id, users.athlete],
    )
    const athlete = <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      as<T>('authenticated', users.athlete!, sql, params)
    const sneaky = <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      as<T>('authenticated', users.sneaky!, sql, params)

    expect(await athlete('select name from public.user_workouts where id = $1', [id])).toEqual([
      { name: 'Limiar 2 × 20' },
    ])
    expect(await sneaky('select * from public.user_workouts')).toEqual([])
    expect(
      await sneaky(
        `update public.user_workouts set name = 'Meu', updated_at = now() + interval '4 minutes'
         where id = $1 returning id`,
        [id],
      ),
    ).toEqual([])
    expect(
      await sneaky('delete from public.user_workouts where id = $1 returning id', [id]),
    ).toEqual([])
    // Keyed per rider: the same id is a row of one's own, and tells nothing about another's.
    expect(
      await sneaky(
        `insert into public.user_workouts (id, name, text, total_seconds)
         values ($1, 'Meu', '- 1m 50%', 60) returning user_id`,
        [id],
      ),
    ).toEqual([{ user_id: users.sneaky }])
    const forged = await failure(
      'authenticated',
      users.sneaky!,
      `insert into public.user_workouts (user_id, name, text, total_seconds)
       values ($1, 'Meu', '- 1m 50%', 60)`,
      [users.athlete],
    )
    expect(forged.code).toBe('42501')
    expect((await failure('anon', null, 'select * from public.user_workouts')).code).toBe('42501')

    // The app's push: a merge on (user_id, id). An edit older than the row's leaves it standing,
    // and so does one from a clock far ahead (it counts as now, older than two minutes ahead).
    const push = (name: string, updatedAt: string) =>
      athlete<{ name: string; clamped: boolean }>(
        `insert into public.user_workouts (id, name, text, total_seconds, updated_at)
         values ($1, $2, '- 20m 95%', 3600, $3::timestamptz)
         on conflict (user_id, id) do update
           set name = excluded.name, text = excluded.text,
               total_seconds = excluded.total_seconds, updated_at = excluded.updated_at
         returning name, updated_at < now() + interval '5 minutes' as clamped`,
        [id, name, updatedAt],
      )
    expect(await push('Antigo', new Date().toISOString())).toEqual([
      { name: 'Limiar 2 × 20', clamped: true },
    ])
    expect(await push('Relógio adiantado', '2099-01-01T00:00:00Z')).toEqual([
      { name: 'Limiar 2 × 20', clamped: true },
    ])
    const later = new Date(Date.now() + 3 * 60_000).toISOString()
    expect(await push('Limiar 2 × 20 min', later)).toEqual([
      { name: 'Limiar 2 × 20 min', clamped: true },
    ])
    expect(
      await athlete('delete from public.user_workouts where id = $1 returning id', [id]),
    ).toEqual([{ id }])

    for (const [name, text, seconds] of [
      ['', '- 1m 50%', 60],
      ['a'.repeat(81), '- 1m 50%', 60],
      [' Limiar', '- 1m 50%', 60],
      ['Limiar', '', 60],
      ['Limiar', 'x'.repeat(10_001), 60],
      ['Limiar', '- 1m 50%', 0],
      ['Limiar', '- 1m 50%', 21_601],
    ] as const) {
      const refused = await failure(
        'authenticated',
        users.athlete!,
        `insert into public.user_workouts (name, text, total_seconds) values ($1, $2, $3)`,
        [name, text, seconds],
      )
      expect(refused.code, `${name.slice(0, 10)} ${text.length} ${seconds}`).toBe('23514')
    }
    const edges = await athlete(
      `insert into public.user_workouts (name, text, total_seconds)
       values ($1, $2, 1), ($3, '- 6h 50%', 21600) returning id`,
      ['🚵'.repeat(80), 'x'.repeat(10_000), 'a'.repeat(80)],
    )
    expect(edges).toHaveLength(2)
  })

  it('admin_stats and the admin RPCs answer admins only, with the spec’s refusals', async () => {
    expect(
      (await failure('authenticated', users.organizer!, 'select * from public.admin_stats')).code,
    ).toBe('42501')
    const [stats] = await as('authenticated', users.admin!, 'select * from public.admin_stats')
    expect(stats).toMatchObject({
      total_users: 4,
      total_admins: 1,
      total_organizers: 1,
      total_visitors: 2,
    })

    const last = await failure('authenticated', users.admin!, 'select public.demote_admin($1)', [
      users.admin,
    ])
    expect(last).toMatchObject({
      code: 'BP002',
      message: 'Não é possível remover o último administrador',
    })
    const unknown = await failure('authenticated', users.admin!, 'select public.invite_admin($1)', [
      'ninguem@pedal.test',
    ])
    expect(unknown).toMatchObject({ code: 'BP003', message: 'Usuário não encontrado' })
    const notAdmin = await failure(
      'authenticated',
      users.organizer!,
      'select public.invite_admin($1)',
      ['organizador@borapedalar.test'],
    )
    expect(notAdmin.code).toBe('42501')
    const anon = await failure('anon', null, 'select public.demote_admin($1)', [users.admin])
    expect(anon.code).toBe('42501')
  })

  it('promotes by invitation, refuses self-demotion and demotes another admin', async () => {
    const become = (userId: string) =>
      db.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [claimsOf('authenticated', userId)],
      )
    await db.query('begin')
    try {
      await become(users.admin!)
      const invited = await db.query<{ id: string }>('select public.invite_admin($1) as id', [
        'organizador@borapedalar.test',
      ])
      // The mailer's part (service role): the token's hash, then the link in the e-mail.
      await db.query(`select set_config('role', 'service_role', true)`)
      const token = 'token-do-e-mail'
      await db.query(
        `select public.issue_admin_invitation_token($1, encode(sha256(convert_to($2, 'UTF8')), 'hex'))`,
        [invited.rows[0]?.id, token],
      )
      await become(users.organizer!)
      const accepted = await db.query<{ user_type: string }>(
        'select (public.accept_admin_invitation($1)).user_type',
        [token],
      )
      expect(accepted.rows).toEqual([{ user_type: 'admin' }])
      await become(users.admin!)
      await db.query('savepoint self_demotion')
      await expect(db.query('select public.demote_admin($1)', [users.admin])).rejects.toMatchObject(
        {
          code: 'BP001',
          message: 'Você não pode remover sua própria permissão de admin',
        },
      )
      await db.query('rollback to savepoint self_demotion')
      const { rows } = await db.query<{ user_type: string }>(
        'select (public.demote_admin($1)).user_type',
        [users.organizer],
      )
      expect(rows).toEqual([{ user_type: 'visitor' }])
    } finally {
      await db.query('rollback')
    }
  })
  it('profiles.email follows an e-mail change in auth.users', async () => {
    await db.query('begin')
    try {
      await db.query(`update auth.users set email = 'atleta.nova@pedal.test' where id = $1`, [
        users.athlete,
      ])
      const { rows } = await db.query('select email from public.profiles where id = $1', [
        users.athlete,
      ])
      expect(rows).toEqual([{ email: 'atleta.nova@pedal.test' }])
    } finally {
      await db.query('rollback')
    }
  })
})

interface Scene {
  /** Runs `sql` as this user (null: anonymous), as PostgREST would. */
  as: <T extends pg.QueryResultRow>(
    userId: string | null,
    sql: string,
    params?: unknown[],
  ) => Promise<T[]>
  /** The SQLSTATE and message of the error `sql` raises for this user; the scene goes on. */
  refused: (
    userId: string | null,
    sql: string,
    params?: unknown[],
  ) => Promise<{ code?: string; message: string }>
  /** Runs `sql` as the owner of the schema, past row-level security. */
  owner: <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>
}

/** Several callers in one transaction that is rolled back, so the scene leaves nothing behind. */
async function scene(play: (s: Scene) => Promise<void>) {
  const become = (userId: string | null) => {
    const role: Role = userId ? 'authenticated' : 'anon'
    const claims = claimsOf(role, userId)
    return db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, claims],
    )
  }
  const as = async <T extends pg.QueryResultRow>(
    userId: string | null,
    sql: string,
    params: unknown[] = [],
  ) => {
    await become(userId)
    return (await db.query<T>(sql, params)).rows
  }
  await db.query('begin')
  try {
    await play({
      as,
      refused: async (userId, sql, params = []) => {
        await db.query('savepoint refused')
        try {
          await as(userId, sql, params)
        } catch (error) {
          await db.query('rollback to savepoint refused')
          return { code: (error as PgError).code, message: (error as PgError).message }
        }
        throw new Error(`expected failure: ${sql}`)
      },
      owner: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
        await db.query('set local role none')
        return (await db.query<T>(sql, params)).rows
      },
    })
  } finally {
    await db.query('rollback')
  }
}

describe('the admin role and live sessions on PostgreSQL (issue 31.1)', () => {
  const issue = (id: string, token: string) =>
    `select public.issue_admin_invitation_token('${id}', ` +
    `encode(sha256(convert_to('${token}', 'UTF8')), 'hex'))`

  it('an acceptance ends the other sessions; an ended session or a demoted inviter gives nothing', async () => {
    await scene(async ({ as, owner, refused }) => {
      const organizer = users.organizer!
      await owner('insert into auth.sessions (user_id) values ($1)', [organizer])
      const [invited] = await as<{ id: string }>(
        users.admin!,
        'select public.invite_admin($1) as id',
        ['organizador@borapedalar.test'],
      )
      await owner(issue(invited!.id, 'primeiro'))
      await as(organizer, 'select public.accept_admin_invitation($1)', ['primeiro'])
      const left = await owner('select id from auth.sessions where user_id = $1', [organizer])
      expect(left).toEqual([{ id: sessions[organizer] }])

      // The new admin invites; demoted before the link is used, the invitation gives nothing.
      const [second] = await as<{ id: string }>(organizer, 'select public.invite_admin($1) as id', [
        'atleta@borapedalar.test',
      ])
      await owner(issue(second!.id, 'segundo'))
      await as(users.admin!, 'select public.demote_admin($1)', [organizer])
      const accepted = await refused(users.athlete!, 'select public.accept_admin_invitation($1)', [
        'segundo',
      ])
      expect(accepted.code).toBe('BP012')

      // The admin's session ends: the token that named it reads no admin power.
      await owner('delete from auth.sessions where id = $1', [sessions[users.admin!]])
      expect(await as(users.admin!, 'select public.is_admin() as admin')).toEqual([
        { admin: false },
      ])
      expect((await refused(users.admin!, 'select * from public.admin_stats')).code).toBe('42501')
    })
  })
})

describe('the rider’s rights on PostgreSQL', () => {
  const year = ridersYear()

  it('athlete_profiles: own row only, bounds, the age trigger, upsert and newest wins', async () => {
    await scene(async ({ as, refused }) => {
      const upsert = `insert into public.athlete_profiles (birth_year, weight_kg, updated_at)
        values ($1, $2, $3) on conflict (user_id) do update
        set birth_year = excluded.birth_year, weight_kg = excluded.weight_kg,
            updated_at = excluded.updated_at
        returning birth_year, weight_kg::float8 as weight_kg`
      const later = new Date(Date.now() + 60_000).toISOString()
      expect(await as(users.athlete!, upsert, [1990, 70, later])).toEqual([
        { birth_year: 1990, weight_kg: 70 },
      ])
      expect(await as(users.athlete!, upsert, [1991, 71, new Date().toISOString()])).toEqual([
        { birth_year: 1990, weight_kg: 70 },
      ])
      expect(await as(users.sneaky!, 'select * from public.athlete_profiles')).toEqual([])
      expect(await as(users.admin!, 'select * from public.athlete_profiles')).toEqual([])
      for (const [birthYear, weight] of [
        [year, 70],
        [year - 121, 70],
        [1990, 29],
      ]) {
        const refusal = await refused(users.sneaky!, upsert, [birthYear, weight, later])
        expect(refusal.code).toBe('23514')
      }
      expect(await refused(users.sneaky!, upsert, [year, 70, later])).toMatchObject({
        message: 'Ano de nascimento inválido: a idade deve estar entre 1 e 120 anos.',
      })
      expect((await refused(null, 'select * from public.athlete_profiles')).code).toBe('42501')
    })
  })

  it('organizer requests: ask once, admins review, approving makes an organizer', async () => {
    await scene(async ({ as, refused }) => {
      const ask = 'select * from public.request_organizer_upgrade()'
      const [request] = await as<{ id: string; status: string }>(users.athlete!, ask)
      expect(request).toMatchObject({ status: 'pending' })
      expect(await refused(users.athlete!, ask)).toMatchObject({
        code: 'BP006',
        message: 'Você já tem uma solicitação pendente.',
      })
      expect((await refused(users.organizer!, ask)).code).toBe('BP005')
      expect((await refused(users.admin!, ask)).code).toBe('BP005')
      expect((await refused(null, ask)).code).toBe('42501')
      expect(
        (
          await refused(
            users.athlete!,
            `insert into public.organizer_requests (user_id) values ($1)`,
            [users.athlete],
          )
        ).code,
      ).toBe('42501')
      expect(await as(users.sneaky!, 'select * from public.organizer_requests')).toEqual([])
      expect(await as(users.admin!, 'select user_id from public.organizer_requests')).toEqual([
        { user_id: users.athlete },
      ])

      const review = 'select * from public.review_organizer_request($1, $2)'
      expect((await refused(users.sneaky!, review, [request!.id, true])).code).toBe('42501')
      const [approved] = await as(users.admin!, review, [request!.id, true])
      expect(approved).toMatchObject({ status: 'approved', reviewed_by: users.admin })
      expect(
        await as(users.athlete!, 'select user_type from public.profiles where id = $1', [
          users.athlete,
        ]),
      ).toEqual([{ user_type: 'organizer' }])
      expect((await refused(users.admin!, review, [request!.id, false])).code).toBe('BP008')
      expect((await refused(users.admin!, review, [randomUUID(), false])).code).toBe('BP007')
    })
  })

  it('delete_my_account removes every row of the caller; the last admin stays', async () => {
    await scene(async ({ as, refused, owner }) => {
      await as(users.sneaky!, `insert into public.user_ftp_data (ftp) values (200)`)
      await as(users.sneaky!, `insert into public.athlete_profiles (weight_kg) values (70)`)
      await as(users.sneaky!, 'select public.request_organizer_upgrade()')
      await as(users.sneaky!, 'select public.delete_my_account()')
      const left = await owner<{ n: number }>(
        `select (select count(*) from auth.users where id = $1)
              + (select count(*) from public.profiles where id = $1)
              + (select count(*) from public.user_ftp_data where user_id = $1)
              + (select count(*) from public.athlete_profiles where user_id = $1)
              + (select count(*) from public.organizer_requests where user_id = $1) as n`,
        [users.sneaky],
      )
      expect(left).toEqual([{ n: '0' }])
      expect(
        (await refused(users.sneaky!, `insert into public.user_ftp_data (ftp) values (200)`)).code,
      ).toBe('23503')

      expect(await refused(users.admin!, 'select public.delete_my_account()')).toMatchObject({
        code: 'BP002',
        message:
          'Você é o último administrador: promova outro administrador antes de excluir sua conta.',
      })
      expect(await owner('select 1 from auth.users where id = $1', [users.admin])).toHaveLength(1)
    })
  })
})

describe('ended sessions on PostgreSQL (issue 39.10)', () => {
  const ENDED = { code: 'BP016', message: 'Sua sessão terminou. Entre de novo para continuar.' }

  it('a token whose session ended deletes no account and asks for no role', async () => {
    await scene(async ({ as, owner, refused }) => {
      const athlete = users.athlete!
      await owner('delete from auth.sessions where id = $1', [sessions[athlete]])
      expect(await refused(athlete, 'select public.delete_my_account()')).toMatchObject(ENDED)
      expect(await refused(athlete, 'select public.request_organizer_upgrade()')).toMatchObject(
        ENDED,
      )
      expect(await refused(null, 'select public.delete_my_account()')).toMatchObject({
        code: '42501',
      })
      const left = await owner<{ users: string; requests: string }>(
        `select (select count(*) from auth.users where id = $1) as users,
                (select count(*) from public.organizer_requests where user_id = $1) as requests`,
        [athlete],
      )
      expect(left).toEqual([{ users: '1', requests: '0' }])
      // The rider's own rows still take the token, as PostgREST does until it expires.
      expect(await as(athlete, 'select count(*)::int as n from public.profiles')).toEqual([
        { n: 1 },
      ])
    })
  })

  it("an admin's ended session changes no role; an ended session accepts no invitation", async () => {
    const issue = (id: string, token: string) =>
      `select public.issue_admin_invitation_token('${id}', ` +
      `encode(sha256(convert_to('${token}', 'UTF8')), 'hex'))`
    await scene(async ({ as, owner, refused }) => {
      const [admin, organizer, athlete] = [users.admin!, users.organizer!, users.athlete!]
      const [invited] = await as<{ id: string }>(admin, 'select public.invite_admin($1) as id', [
        'organizador@borapedalar.test',
      ])
      await owner(issue(invited!.id, 'convite'))
      const [request] = await as<{ id: string }>(
        athlete,
        'select id from public.request_organizer_upgrade()',
      )
      await owner('delete from auth.sessions where user_id in ($1, $2)', [admin, organizer])

      expect(
        await refused(organizer, 'select public.accept_admin_invitation($1)', ['convite']),
      ).toMatchObject(ENDED)
      for (const [sql, params] of [
        ['select public.invite_admin($1)', ['atleta@borapedalar.test']],
        ['select public.cancel_admin_invitation($1)', [invited!.id]],
        ['select public.demote_admin($1)', [admin]],
        ['select public.review_organizer_request($1, true)', [request!.id]],
      ] as const) {
        expect(await refused(admin, sql, [...params]), sql).toMatchObject(ENDED)
      }
      const state = await owner(
        `select (select user_type from public.profiles where id = $1) as organizer,
                (select status from public.organizer_requests where id = $2) as request,
                (select count(*)::int from public.admin_invitations
                 where accepted_at is null and cancelled_at is null) as pending`,
        [organizer, request!.id],
      )
      expect(state).toEqual([{ organizer: 'organizer', request: 'pending', pending: 1 }])
    })
  })
})
