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
