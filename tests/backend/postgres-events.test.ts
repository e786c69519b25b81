// The events migration on a real PostgreSQL server (CI: `eval "$(.ci/start-postgres)"`): its
// policies both ways, its column privileges, and the capacity rule under truly concurrent
// transactions (PGlite has one connection, so only a server can race two riders).

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { schemaDatabase, type SchemaDatabase } from './helpers/postgres.ts'

type PgError = Error & { code?: string }

let schema: SchemaDatabase
let db: pg.Client
let users: Record<string, string>
const as: SchemaDatabase['as'] = (...args) => schema.as(...args)
const failure: SchemaDatabase['failure'] = (...args) => schema.failure(...args)

const EVENT_COLUMNS = `title, modality, starts_at, ends_at, city, state, meeting_point, capacity, status`
const eventValues = (capacity: number | null, status = 'published') => [
  'Pedal da Serra',
  'mtb',
  new Date(Date.now() + 10 * 86_400_000).toISOString(),
  new Date(Date.now() + 10 * 86_400_000 + 6 * 3_600_000).toISOString(),
  'Brotas',
  'SP',
  'Praça da Matriz',
  capacity,
  status,
]

async function createEvent(capacity: number | null, status = 'published'): Promise<string> {
  const rows = await as<{ id: string }>(
    'authenticated',
    users.organizer!,
    `insert into public.events (${EVENT_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning id`,
    eventValues(capacity, status),
    { commit: true },
  )
  return rows[0]!.id
}

beforeAll(async () => {
  schema = await schemaDatabase(['organizer', 'other', 'ana', 'bia', 'caio', 'dani', 'leaving'])
  ;({ db, users } = schema)
  await db.query(`update public.profiles set user_type = 'organizer' where id = any($1)`, [
    [users.organizer, users.other, users.leaving],
  ])
}, 60_000)

afterAll(async () => {
  await schema?.close()
})

describe('events on PostgreSQL', () => {
  it('visitors read published events and never drafts; organizers read their own drafts', async () => {
    const draft = await createEvent(null, 'draft')
    const published = await createEvent(null)
    const seen = await as<{ id: string }>('anon', null, 'select id from public.events')
    expect(seen.map((row) => row.id)).toContain(published)
    expect(seen.map((row) => row.id)).not.toContain(draft)
    const own = await as(
      'authenticated',
      users.organizer!,
      'select id from public.events where id = $1',
      [draft],
    )
    expect(own).toHaveLength(1)
    const other = await as(
      'authenticated',
      users.other!,
      'select id from public.events where id = $1',
      [draft],
    )
    expect(other).toEqual([])
  })

  it('a rider cannot create an event; an organizer cannot write the server-kept columns', async () => {
    expect(
      await failure(
        'authenticated',
        users.ana!,
        `insert into public.events (${EVENT_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        eventValues(null),
      ),
    ).toBe('42501')
    const event = await createEvent(5)
    for (const column of ['places_taken = 0', "slug = 'x'", 'organizer_id = null']) {
      expect(
        await failure(
          'authenticated',
          users.organizer!,
          `update public.events set ${column} where id = $1`,
          [event],
        ),
      ).toBe('42501')
    }
    const updated = await as(
      'authenticated',
      users.other!,
      `update public.events set title = 'Meu agora' where id = $1 returning id`,
      [event],
    )
    expect(updated).toEqual([])
  })

  it('riders register only through the function, and read only their own registrations', async () => {
    const event = await createEvent(null)
    expect(
      await failure(
        'authenticated',
        users.ana!,
        `insert into public.event_registrations (event_id, user_id) values ($1, $2)`,
        [event, users.ana],
      ),
    ).toBe('42501')
    await as('authenticated', users.ana!, 'select public.register_for_event($1)', [event], {
      commit: true,
    })
    await as('authenticated', users.bia!, 'select public.register_for_event($1)', [event], {
      commit: true,
    })
    const mine = await as<{ user_id: string }>(
      'authenticated',
      users.bia!,
      'select user_id from public.event_registrations where event_id = $1',
      [event],
    )
    expect(mine).toEqual([{ user_id: users.bia }])
    const list = await as<{ rider_name: string; email: string | null }>(
      'authenticated',
      users.organizer!,
      'select rider_name, email from public.event_registrations_of($1)',
      [event],
    )
    expect(list).toEqual([
      { rider_name: 'bia', email: null },
      { rider_name: 'ana', email: null },
    ])
    expect(
      await failure(
        'authenticated',
        users.other!,
        'select * from public.event_registrations_of($1)',
        [event],
      ),
    ).toBe('BP017')
  })

  it('three riders at the same instant for the last place: one gets it, two hear Evento lotado', async () => {
    const event = await createEvent(1)
    const clients = await Promise.all(
      ['ana', 'bia', 'caio'].map(async () => {
        const client = new pg.Client({ connectionString: schema.url })
        await client.connect()
        return client
      }),
    )
    try {
      const answers = await Promise.allSettled(
        (['ana', 'bia', 'caio'] as const).map((key, index) =>
          as('authenticated', users[key]!, 'select public.register_for_event($1)', [event], {
            client: clients[index]!,
            commit: true,
          }),
        ),
      )
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1)
      const refusals = answers.flatMap((answer) =>
        answer.status === 'rejected' ? [(answer.reason as PgError).code] : [],
      )
      expect(refusals).toEqual(['BP018', 'BP018'])
      const { rows } = await db.query<{ places_taken: number }>(
        'select places_taken from public.events where id = $1',
        [event],
      )
      expect(rows[0]!.places_taken).toBe(1)
    } finally {
      await Promise.all(clients.map((client) => client.end()))
    }
  })

  it("the organizer sees a rider's e-mail only when shared; a deleted rider leaves the list and frees the place", async () => {
    const event = await createEvent(3)
    await as('authenticated', users.caio!, 'select public.register_for_event($1, true)', [event], {
      commit: true,
    })
    await as('authenticated', users.dani!, 'select public.register_for_event($1)', [event], {
      commit: true,
    })
    const list = () =>
      as<{ rider_name: string; email: string | null }>(
        'authenticated',
        users.organizer!,
        'select rider_name, email from public.event_registrations_of($1)',
        [event],
      )
    expect(await list()).toEqual([
      { rider_name: 'dani', email: null },
      { rider_name: 'caio', email: 'caio@pedal.test' },
    ])
    await as('authenticated', users.dani!, 'select public.delete_my_account()', [], {
      commit: true,
    })
    expect(await list()).toEqual([{ rider_name: 'caio', email: 'caio@pedal.test' }])
    const { rows } = await db.query<{ places_taken: number }>(
      'select places_taken from public.events where id = $1',
      [event],
    )
    expect(rows[0]!.places_taken).toBe(1)
  })

  it("a deleted organizer's events not yet started are cancelled; their riders still read them", async () => {
    const rows = await as<{ id: string }>(
      'authenticated',
      users.leaving!,
      `insert into public.events (${EVENT_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       returning id`,
      eventValues(null),
      { commit: true },
    )
    const event = rows[0]!.id
    await as('authenticated', users.ana!, 'select public.register_for_event($1)', [event], {
      commit: true,
    })
    await as('authenticated', users.leaving!, 'select public.delete_my_account()', [], {
      commit: true,
    })
    const seen = await as(
      'authenticated',
      users.ana!,
      'select status, organizer_id, organizer_name from public.events where id = $1',
      [event],
    )
    expect(seen).toEqual([{ status: 'cancelled', organizer_id: null, organizer_name: null }])
    const mine = await as(
      'authenticated',
      users.ana!,
      'select status from public.event_registrations where event_id = $1',
      [event],
    )
    expect(mine).toEqual([{ status: 'pending' }])
  })

  it("the organizer's figures and registrations per day run on the server version CI has", async () => {
    const figures = await as<{ events_total: number; registrations_total: number }>(
      'authenticated',
      users.organizer!,
      'select events_total, registrations_total from public.organizer_figures()',
    )
    expect(figures[0]!.events_total).toBeGreaterThan(0)
    expect(figures[0]!.registrations_total).toBeGreaterThan(0)
    const event = await createEvent(null)
    await as('authenticated', users.ana!, 'select public.register_for_event($1)', [event], {
      commit: true,
    })
    const days = await as<{ registrations: number }>(
      'authenticated',
      users.organizer!,
      'select registrations from public.event_registrations_per_day($1)',
      [event],
    )
    expect(days).toEqual([{ registrations: 1 }])
    expect(
      await failure(
        'authenticated',
        users.other!,
        'select * from public.event_registrations_per_day($1)',
        [event],
      ),
    ).toBe('BP017')
  })

  it("an event with 250 registrations: the organizer's list comes in pages of at most 200, none lost", async () => {
    const event = await createEvent(null)
    // 250 riders, registered over the last two hours, two by two in the same instant.
    await db.query(
      `with riders as (
         insert into auth.users (email, encrypted_password, raw_user_meta_data)
         select 'lote-' || n || '@pedal.test', 'not-a-real-hash',
           json_build_object('full_name', 'Lote ' || n)
         from generate_series(1, 250) n
         returning id, (raw_user_meta_data ->> 'full_name') as name
       )
       insert into public.event_registrations (event_id, user_id, created_at)
       select $1, id, now() - make_interval(mins => (substr(name, 6)::int / 2))
       from riders`,
      [event],
    )
    type Row = { id: string; at: string; total_count: number }
    const page = (before: Row | null, size: number | null = 200) =>
      as<Row>(
        'authenticated',
        users.organizer!,
        `select id, created_at::text as at, total_count from public.event_registrations_of(
           event_id => $1, page_size => coalesce($2::int, 200),
           before_created_at => $3::timestamptz, before_id => $4::uuid)`,
        [event, size, before?.at ?? null, before?.id ?? null],
      )
    const first = await page(null)
    const second = await page(first.at(-1)!)
    expect([first.length, second.length]).toEqual([200, 50])
    const all = [...first, ...second]
    expect(new Set(all.map((row) => row.id)).size).toBe(250)
    expect(new Set(all.map((row) => row.total_count))).toEqual(new Set([250]))
    const order = all.map((row) => `${row.at}|${row.id}`)
    expect(order).toEqual([...order].sort((a, b) => (a < b ? 1 : -1)))
    // An old client, with the event alone: the newest 200.
    const old = await as<{ id: string }>(
      'authenticated',
      users.organizer!,
      'select id from public.event_registrations_of($1)',
      [event],
    )
    expect(old.map((row) => row.id)).toEqual(first.map((row) => row.id))
    for (const size of [0, 201]) {
      expect(
        await failure(
          'authenticated',
          users.organizer!,
          'select * from public.event_registrations_of($1, $2)',
          [event, size],
        ),
      ).toBe('22023')
    }
  })
})
