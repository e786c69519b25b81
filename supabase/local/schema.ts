// Reads the SQL the database is built from (the auth shim, supabase/migrations in order, the seed)
// and applies it through any client, so the local server (PGlite) and the PostgreSQL schema test
// (node-postgres) run exactly the same statements in the same way.

import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const supabaseDir = fileURLToPath(new URL('..', import.meta.url))

export interface Migration {
  /** The timestamp prefix of the file name, as the Supabase CLI records it. */
  version: string
  name: string
  sql: string
}

export interface SchemaFiles {
  authShim: string
  migrations: Migration[]
  seed: string
}

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

export function loadSchemaFiles(): SchemaFiles {
  const migrationsDir = `${supabaseDir}migrations/`
  const migrations = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file)
      if (!match?.[1] || !match[2]) {
        throw new Error(`supabase/migrations/${file}: expected <14-digit timestamp>_<name>.sql`)
      }
      return { version: match[1], name: match[2], sql: readFileSync(migrationsDir + file, 'utf8') }
    })
  return {
    authShim: readFileSync(`${supabaseDir}local/auth-shim.sql`, 'utf8'),
    migrations,
    seed: readFileSync(`${supabaseDir}seed.sql`, 'utf8'),
  }
}

/** The least a SQL client must offer: PGlite and node-postgres both fit. */
export interface SqlRunner {
  /** Runs one or more statements as one simple-protocol query (one implicit transaction). */
  exec(sql: string): Promise<unknown>
  query(sql: string): Promise<{ rows: unknown[] }>
}

// The Supabase CLI keeps its record of applied migrations in this table.
const MIGRATIONS_TABLE = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    applied_at timestamptz not null default now()
  );
`

/**
 * Applies the auth shim (idempotent, every time) and then each migration not yet recorded, each in
 * its own transaction together with its record. Returns the versions applied now.
 */
export async function applySchema(db: SqlRunner, files: SchemaFiles): Promise<string[]> {
  await db.exec(files.authShim)
  await db.exec(MIGRATIONS_TABLE)
  const { rows } = await db.query('select version from supabase_migrations.schema_migrations')
  const applied = new Set(rows.map((row) => (row as { version: string }).version))
  const now: string[] = []
  for (const migration of files.migrations) {
    if (applied.has(migration.version)) continue
    // Version and name matched MIGRATION_FILE (digits, lowercase, underscores): safe as literals.
    // A multi-statement simple query is one transaction, so a failing file leaves no trace.
    await db.exec(
      `${migration.sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) ` +
        `values ('${migration.version}', '${migration.name}');`,
    )
    now.push(migration.version)
  }
  return now
}
