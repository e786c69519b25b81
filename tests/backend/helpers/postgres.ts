// A throwaway database on the real PostgreSQL server CI starts (`.ci/start-postgres`), made and
// dropped by the CI role.

import { randomUUID } from 'node:crypto'
import pg from 'pg'

export function postgresUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('this file needs DATABASE_URL (run .ci/start-postgres)')
  return url
}

/** Connects as the CI role to its own database: the one that creates and drops throwaway ones. */
export async function connectAdmin(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: postgresUrl() })
  await admin.connect()
  return admin
}

/** Creates a database nobody else uses; returns its name and an address to connect to it. */
export async function createThrowawayDatabase(
  admin: pg.Client,
): Promise<{ name: string; url: string }> {
  const name = `bora_pedalar_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  await admin.query(`create database ${name}`)
  const url = new URL(postgresUrl())
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}

/**
 * Drops a throwaway database whatever is still attached to it. `with (force)` ends the other
 * backends, which the CI role may only do for those of roles it belongs to or as a member of
 * pg_signal_backend: an autovacuum worker belongs to no role, so without that membership
 * (granted by `.ci/start-postgres`) a worker that happens to be cleaning the database fails the
 * drop with 42501 ('must be a member of the role whose process is being terminated…').
 */
export async function dropThrowawayDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists ${name} with (force)`)
}

export type Role = 'anon' | 'authenticated'
type PgError = Error & { code?: string }

/** A throwaway database with every migration applied, its accounts, and calls as PostgREST makes them. */
export interface SchemaDatabase {
  url: string
  db: pg.Client
  /** The accounts by key, each with a live session (the functions check it). */
  users: Record<string, string>
  /** Runs `sql` as this caller, on `client` (default `db`), in a transaction of its own. */
  as<T extends pg.QueryResultRow>(
    role: Role,
    userId: string | null,
    sql: string,
    params?: unknown[],
    options?: { client?: pg.Client; commit?: boolean },
  ): Promise<T[]>
  /** The SQLSTATE `sql` fails with as this caller; throws when it succeeds. */
  failure(
    role: Role,
    userId: string | null,
    sql: string,
    params?: unknown[],
  ): Promise<string | undefined>
  close(): Promise<void>
}

export async function schemaDatabase(keys: readonly string[]): Promise<SchemaDatabase> {
  const { applySchema, loadSchemaFiles } = await import('../../../supabase/local/schema.ts')
  const admin = await connectAdmin()
  const throwaway = await createThrowawayDatabase(admin)
  const db = new pg.Client({ connectionString: throwaway.url })
  await db.connect()
  await applySchema(
    { exec: (sql) => db.query(sql), query: (sql) => db.query(sql) },
    loadSchemaFiles(),
  )
  const users: Record<string, string> = {}
  const sessions: Record<string, string> = {}
  for (const key of keys) {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data)
       values ($1, 'not-a-real-hash', $2) returning id`,
      [`${key}@pedal.test`, JSON.stringify({ full_name: key })],
    )
    const id = rows[0]!.id
    users[key] = id
    const session = await db.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [id],
    )
    sessions[id] = session.rows[0]!.id
  }
  const claimsOf = (role: Role, userId: string | null) =>
    JSON.stringify(userId ? { sub: userId, role, session_id: sessions[userId] } : { role })
  async function as<T extends pg.QueryResultRow>(
    role: Role,
    userId: string | null,
    sql: string,
    params: unknown[] = [],
    options: { client?: pg.Client; commit?: boolean } = {},
  ): Promise<T[]> {
    const client = options.client ?? db
    await client.query('begin')
    try {
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [role, claimsOf(role, userId)],
      )
      const rows = (await client.query<T>(sql, params)).rows
      await client.query(options.commit ? 'commit' : 'rollback')
      return rows
    } catch (error) {
      await client.query('rollback')
      throw error
    }
  }
  const failure: SchemaDatabase['failure'] = async (role, userId, sql, params = []) => {
    try {
      await as(role, userId, sql, params)
    } catch (error) {
      return (error as PgError).code
    }
    throw new Error(`expected failure: ${sql}`)
  }
  const close = async () => {
    await db.end()
    await dropThrowawayDatabase(admin, throwaway.name)
    await admin.end()
  }
  return { url: throwaway.url, db, users, as, failure, close }
}
