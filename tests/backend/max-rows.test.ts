import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_ROWS, readAllPages } from '../../src/lib/paging.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { configuredMaxRows } from '../../supabase/local/settings.ts'
import { devSettings, freshBackend, newRider, type Rider } from './helpers/backend.ts'
import { ftp } from './helpers/rows.ts'

let backend: LocalSupabase
let rider: Rider
const TOTAL = 1205

beforeAll(async () => {
  backend = await freshBackend()
  rider = await newRider(backend)
  const rows = Array.from({ length: TOTAL }, (_, i) => ftp({ ftp: 100 + (i % 300) }))
  const { error } = await rider.client.from('user_ftp_data').insert(rows)
  if (error) throw error
})

const ftpPage = (from: number, to: number) =>
  rider.client
    .from('user_ftp_data')
    .select('id, ftp', { count: 'exact' })
    .eq('user_id', rider.id)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .range(from, to)

describe('max_rows, as a hosted project caps reads', () => {
  it('reads the cap from supabase/config.toml', () => {
    expect(configuredMaxRows()).toBe(1000)
    expect(PAGE_ROWS).toBe(1000)
    expect(configuredMaxRows('[api]\nport = 1\n[db]\nmax_rows = 5\n')).toBe(Number.MAX_SAFE_INTEGER)
    expect(configuredMaxRows('[api]\nmax_rows = 250 # cap\n')).toBe(250)
  })

  it('answers at most 1,000 rows to a plain read, a bigger limit and a bigger range', async () => {
    const plain = await rider.client.from('user_ftp_data').select('id', { count: 'exact' })
    expect(plain.error).toBeNull()
    expect(plain.data).toHaveLength(1000)
    expect(plain.count).toBe(TOTAL)
    expect(plain.status).toBe(206)
    const limited = await rider.client.from('user_ftp_data').select('id').limit(5000)
    expect(limited.data).toHaveLength(1000)
    const ranged = await rider.client.from('user_ftp_data').select('id').range(0, 1999)
    expect(ranged.data).toHaveLength(1000)
    const raw = await fetch(`${backend.url}/rest/v1/user_ftp_data?select=id`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${await token()}` },
    })
    expect(raw.headers.get('content-range')).toBe('0-999/*')
    const rest = await ftpPage(1000, 1999)
    expect(rest.data).toHaveLength(TOTAL - 1000)
  })

  it('readAllPages (the export and the admin chart) gets every row once, in order', async () => {
    const { data, error } = await readAllPages(ftpPage)
    expect(error).toBeNull()
    expect(data).toHaveLength(TOTAL)
    expect(new Set(data.map((row) => row.id)).size).toBe(TOTAL)
  })

  it('keeps paging when a server caps lower than a page', async () => {
    await devSettings(backend, { maxRows: 300 })
    try {
      const capped = await rider.client.from('user_ftp_data').select('id').range(0, 999)
      expect(capped.data).toHaveLength(300)
      const { data, error } = await readAllPages(ftpPage)
      expect(error).toBeNull()
      expect(new Set(data.map((row) => row.id)).size).toBe(TOTAL)
    } finally {
      await devSettings(backend, { maxRows: 1000 })
    }
  })

  it('hands back the error of a failing page', async () => {
    const { error } = await readAllPages((from, to) =>
      rider.client.from('user_ftp_data').select('nope').range(from, to),
    )
    expect(error).toMatchObject({ code: '42703' })
  })
})

async function token(): Promise<string> {
  const { data } = await rider.client.auth.getSession()
  return data.session?.access_token ?? ''
}
