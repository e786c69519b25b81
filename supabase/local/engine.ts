// The database of the local server: one PGlite instance (PostgreSQL in WebAssembly), in memory or in
// a data directory. PGlite is a single connection, so every unit of work is one db.transaction() and
// uses only its `tx`: a raw BEGIN from concurrent requests mixed users' claims, and db.query
// inside a transaction deadlocks.

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type Transaction } from '@electric-sql/pglite'

import { applySchema, loadSchemaFiles, type SchemaFiles } from './schema.ts'

export type { Transaction }

/** The roles PostgREST switches to, chosen from the verified JWT's `role` claim. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role'
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role']

export class Engine {
  #db: PGlite
  readonly #memory: boolean
  readonly files: SchemaFiles
  #snapshot: Blob | null = null
  #active = 0
  #onIdle: (() => void)[] = []
  #swap: Promise<void> | null = null

  private constructor(db: PGlite, memory: boolean, files: SchemaFiles) {
    this.#db = db
    this.#memory = memory
    this.files = files
  }

  /**
   * Opens (creating when new) the database in a directory, or in memory when `dataDir` is 'memory',
   * and applies the shim and pending migrations.
   */
  static async open(dataDir: string): Promise<Engine> {
    const memory = dataDir === 'memory'
    const files = loadSchemaFiles()
    let db: PGlite
    if (memory) {
      db = await PGlite.create({ loadDataDir: await migratedTemplate(files) })
    } else if (existsSync(join(dataDir, 'PG_VERSION'))) {
      db = await PGlite.create({ dataDir })
    } else {
      mkdirSync(dataDir, { recursive: true })
      db = await PGlite.create({ dataDir, loadDataDir: await migratedTemplate(files) })
    }
    try {
      // A no-op on a fresh template; on an older data directory it applies what is new.
      await applySchema(db, files)
    } catch (error) {
      await db.close()
      throw error
    }
    return new Engine(db, memory, files)
  }

  get inMemory(): boolean {
    return this.#memory
  }

  /** One transaction as an API role with the request's JWT claims, as PostgREST runs a request. */
  asRole<T>(
    role: ApiRole,
    claims: Record<string, unknown>,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return this.#use((db) =>
      db.transaction(async (tx) => {
        // Both settings are transaction-local: they vanish at commit or rollback. `role` is the
        // setting behind SET LOCAL ROLE (never SESSION AUTHORIZATION, which PGlite never reverts).
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
          [role, JSON.stringify(claims)],
        )
        return work(tx)
      }),
    )
  }

  /** One transaction as the database owner: the auth server's own reads and writes. */
  asOwner<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#use((db) => db.transaction(work))
  }

  /** Runs a multi-statement script (the seed) as the owner. */
  execAsOwner(sql: string): Promise<unknown> {
    return this.#use((db) => db.exec(sql))
  }

  /** Remembers the current state (memory mode) so that reset() can return to it. */
  async takeSnapshot(): Promise<void> {
    if (!this.#memory) return
    this.#snapshot = await this.#use((db) => db.dumpDataDir('none'))
  }

  /** Replaces the database with the snapshot, once requests in flight are done. */
  async reset(): Promise<void> {
    const snapshot = this.#snapshot
    if (!snapshot) throw new Error('reset() needs an in-memory server with a snapshot')
    await this.#exclusive(async () => {
      const fresh = await PGlite.create({ loadDataDir: snapshot })
      const old = this.#db
      this.#db = fresh
      await old.close()
    })
  }

  async close(): Promise<void> {
    await this.#exclusive(() => this.#db.close())
  }

  async #use<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
    while (this.#swap) await this.#swap.catch(() => undefined)
    this.#active += 1
    try {
      return await work(this.#db)
    } finally {
      this.#active -= 1
      if (this.#active === 0) this.#onIdle.splice(0).forEach((resolve) => resolve())
    }
  }

  /** Waits for in-flight work, holds new work back while `work` runs. */
  async #exclusive(work: () => Promise<void>): Promise<void> {
    while (this.#swap) await this.#swap.catch(() => undefined)
    const swap = (async () => {
      if (this.#active > 0) await new Promise<void>((resolve) => this.#onIdle.push(resolve))
      await work()
    })()
    this.#swap = swap
    try {
      await swap
    } finally {
      this.#swap = null
    }
  }
}

// A fresh PGlite runs initdb, which takes seconds (tens of seconds onto a disk); loading a dump
// takes well under one. New databases therefore start from a dump of the migrated schema, kept in
// node_modules/.cache and keyed by everything that shapes it.
const CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/local-supabase/', import.meta.url),
)

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')
  return (JSON.parse(manifest) as { version: string }).version
}

async function migratedTemplate(files: SchemaFiles): Promise<Blob> {
  const hash = createHash('sha256').update(pgliteVersion()).update(files.authShim)
  for (const migration of files.migrations) hash.update(migration.version).update(migration.sql)
  const cached = join(CACHE_DIR, `schema-${hash.digest('hex').slice(0, 20)}.tar`)
  try {
    return new Blob([await readFile(cached)])
  } catch {
    // No cache yet: build the template once and store it for next time.
  }
  const db = await PGlite.create()
  let dump: Blob
  try {
    await applySchema(db, files)
    dump = await db.dumpDataDir('none')
  } finally {
    await db.close()
  }
  try {
    await mkdir(CACHE_DIR, { recursive: true })
    const partial = `${cached}.${process.pid}.tmp`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, cached)
  } catch (error) {
    console.warn('[local-supabase] could not cache the migrated database:', error)
  }
  return dump
}
