import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'

import { LOCAL_ANON_KEY, SEED_ACCOUNTS } from '../../supabase/local/keys.ts'
import { applySchema, loadSchemaFiles } from '../../supabase/local/schema.ts'
import { startLocalSupabase } from '../../supabase/local/server.ts'
import { newClient, uniqueEmail } from './helpers/backend.ts'

// A data directory of its own, as `npm run dev` keeps in .data/supabase.
const dataDir = mkdtempSync(join(tmpdir(), 'bora-pedalar-supabase-'))

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

// Both tests boot their own PGlite (seconds each), beside the worker's shared one.
describe('the server on a data directory', { timeout: 60_000 }, () => {
  it('applies each migration once, in order, and records it', async () => {
    const files = loadSchemaFiles()
    expect(files.migrations.map((m) => m.version)).toEqual(
      [...files.migrations.map((m) => m.version)].sort(),
    )
    // A brand-new database (initdb), as the template cache is built from.
    const db = await PGlite.create()
    try {
      expect(await applySchema(db, files)).toEqual(files.migrations.map((m) => m.version))
      expect(await applySchema(db, files)).toEqual([])
      const { rows } = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
      expect(rows.map((r) => r.version)).toEqual(files.migrations.map((m) => m.version))
    } finally {
      await db.close()
    }
  })

  it('keeps accounts across restarts, always has the seed accounts, refuses a busy port', async () => {
    const email = uniqueEmail()
    const first = await startLocalSupabase({ dataDir, port: 0 })
    try {
      expect(first.anonKey).toBe(LOCAL_ANON_KEY)
      // Started without `dev`: no /_dev routes at all, whatever the request carries.
      expect(first.devToken).toBeNull()
      for (const path of ['mail', 'settings']) {
        expect((await fetch(`${first.url}/_dev/${path}`)).status).toBe(404)
      }
      expect((await fetch(`${first.url}/_dev/reset`, { method: 'POST' })).status).toBe(404)
      const signUp = await newClient(first).auth.signUp({ email, password: 'segredo-123' })
      expect(signUp.error).toBeNull()
      await expect(first.reset()).rejects.toThrow(/memory/)
      const port = Number(new URL(first.url).port)
      await expect(startLocalSupabase({ dataDir, port })).rejects.toThrow(/in use/)
    } finally {
      await first.close()
    }

    // Told it sits behind a proxy, the server counts rate limits by X-Forwarded-For.
    const second = await startLocalSupabase({
      dataDir,
      port: 0,
      trustForwardedFor: true,
      settings: { recoveryRequestsPerHour: 1 },
    })
    try {
      for (const address of ['203.0.113.1', '203.0.113.2']) {
        const proxied = newClient(second, second.anonKey, { 'X-Forwarded-For': address })
        expect((await proxied.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull()
      }
      const sameProxy = newClient(second, second.anonKey, { 'X-Forwarded-For': '203.0.113.1' })
      const limited = await sameProxy.auth.resetPasswordForEmail(uniqueEmail())
      expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })

      const client = newClient(second)
      const again = await client.auth.signInWithPassword({ email, password: 'segredo-123' })
      expect(again.error).toBeNull()
      const service = newClient(second, second.serviceRoleKey)
      const { data } = await service.from('profiles').select('email, user_type').order('email')
      const seeds = SEED_ACCOUNTS.map((a) => ({ email: a.email, user_type: a.userType }))
      expect(data).toEqual(expect.arrayContaining(seeds))
      expect(data).toHaveLength(seeds.length + 1)
    } finally {
      await second.close()
    }
  })
})
