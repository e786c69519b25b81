// The teardown of the PostgreSQL tests must not race whatever else is attached to their database
// (issue 39.14). CI failed on a loaded machine when `drop database … with (force)` met an
// autovacuum worker cleaning the throwaway database: the CI role may not end a backend of no role
// unless it belongs to pg_signal_backend. Part of the backend project only when DATABASE_URL is set.

import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { connectAdmin, createThrowawayDatabase, dropThrowawayDatabase } from './helpers/postgres.ts'

let admin: pg.Client
let leftOver: string | undefined

beforeAll(async () => {
  admin = await connectAdmin()
})

afterAll(async () => {
  // Only reached with a name when the test failed before its own drop: leave nothing behind.
  if (leftOver) await dropThrowawayDatabase(admin, leftOver).catch(() => undefined)
  await admin.end()
})

/**
 * Resolves once an autovacuum worker is attached to `database` (the launcher visits every
 * database once per `autovacuum_naptime`, 60 s by default). The CI role sees other roles'
 * backends with most columns null, `backend_type` included: a worker is the backend of no role.
 */
async function autovacuumWorkerIn(database: string, deadline: number): Promise<void> {
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = $1 and usesysid is null`,
      [database],
    )
    if (rows[0]!.n > 0) return
    if (Date.now() > deadline) throw new Error(`no autovacuum worker came to ${database}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

it('autovacuum runs on the server the tests use (otherwise the race below cannot happen)', async () => {
  const { rows } = await admin.query<{ autovacuum: string }>('show autovacuum')
  expect(rows[0]!.autovacuum).toBe('on')
})

it('drops a throwaway database while an autovacuum worker is cleaning it', async () => {
  const { name, url } = await createThrowawayDatabase(admin)
  leftOver = name
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  // Dead rows for the launcher to find, and a cost limit that keeps its worker on the table for
  // minutes once it starts, so the drop below meets it.
  await db.query(`create table churn (n int, pad text) with (
    autovacuum_vacuum_threshold = 0, autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_cost_limit = 1, autovacuum_vacuum_cost_delay = 100)`)
  await db.query(`insert into churn select g, repeat('x', 200) from generate_series(1, 20000) g`)
  await db.query('delete from churn where n % 2 = 0')
  await db.end()

  await autovacuumWorkerIn(name, Date.now() + 150_000)
  await dropThrowawayDatabase(admin, name)
  leftOver = undefined

  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name])
  expect(rows).toEqual([])
}, 180_000)
