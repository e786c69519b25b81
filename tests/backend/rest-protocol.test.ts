import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import { freshBackend, newClient, newRider, untyped, type Rider } from './helpers/backend.ts'
import { ftp } from './helpers/rows.ts'

let backend: LocalSupabase
let rider: Rider
let token: string

beforeAll(async () => {
  backend = await freshBackend()
  rider = await newRider(backend)
  token = (await rider.client.auth.getSession()).data.session!.access_token
  const rows = [
    ftp({ ftp: 180, method: 'coggan', weight_kg: 60 }),
    ftp({ ftp: 220, method: 'trainerroad', weight_kg: null }),
    ftp({ ftp: 260, method: 'coggan', weight_kg: 80 }),
  ]
  for (const row of rows) {
    const { error } = await rider.client.from('user_ftp_data').insert(row)
    expect(error).toBeNull()
  }
})

/** A raw request to /rest/v1 as the rider, for what supabase-js would never send. */
function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })
}

describe('filters, ordering and paging', () => {
  const ftps = async (query: PromiseLike<{ data: { ftp: number }[] | null }>) =>
    (await query).data?.map((row) => row.ftp)

  it('eq, neq, gt, gte, lt, lte, in, is, like, ilike, not and or', async () => {
    const t = () => rider.client.from('user_ftp_data').select('ftp').order('ftp')
    expect(await ftps(t().eq('method', 'coggan'))).toEqual([180, 260])
    expect(await ftps(t().neq('method', 'coggan'))).toEqual([220])
    expect(await ftps(t().gt('ftp', 180))).toEqual([220, 260])
    expect(await ftps(t().gte('ftp', 220))).toEqual([220, 260])
    expect(await ftps(t().lt('ftp', 220))).toEqual([180])
    expect(await ftps(t().lte('ftp', 220))).toEqual([180, 220])
    expect(await ftps(t().in('ftp', [180, 260]))).toEqual([180, 260])
    expect(await ftps(t().in('method', []))).toEqual([])
    expect(await ftps(t().is('weight_kg', null))).toEqual([220])
    expect(await ftps(t().not('weight_kg', 'is', null))).toEqual([180, 260])
    expect(await ftps(t().like('method', 'train%'))).toEqual([220])
    expect(await ftps(t().ilike('method', 'COG*'))).toEqual([180, 260])
    expect(await ftps(t().or('ftp.eq.180,and(method.eq.coggan,ftp.gt.200)'))).toEqual([180, 260])
  })

  it('orders with directions and nulls placement, pages with limit/offset (range)', async () => {
    const order = await rider.client
      .from('user_ftp_data')
      .select('ftp, weight_kg')
      .order('weight_kg', { ascending: false, nullsFirst: true })
    expect(order.data?.map((r) => r.ftp)).toEqual([220, 260, 180])
    const page = await rider.client
      .from('user_ftp_data')
      .select('ftp', { count: 'exact' })
      .order('ftp', { ascending: false })
      .range(1, 2)
    expect(page.data?.map((r) => r.ftp)).toEqual([220, 180])
    expect(page.count).toBe(3)
    const head = await rest('user_ftp_data?select=*', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-range')).toBe('0-2/3')
    const empty = await rest('user_ftp_data?select=*&ftp=gt.9000', {
      headers: { Prefer: 'count=exact' },
    })
    expect(empty.headers.get('content-range')).toBe('*/0')
  })

  // PostgREST's RangeQuery.rangeStatusHeader: with a count, a short page is 206 and a page that
  // starts past the last row is 416; without one it cannot tell and answers 200.
  it.each([
    ['counts the whole set', 0, 2, true, 200, '0-2/3'],
    ['counts a short page', 1, 2, true, 206, '1-2/3'],
    ['counts a page starting at the end', 3, 4, true, 206, '*/3'],
    ['cannot tell a page past the end without a count', 10, 19, false, 200, '*/*'],
  ])('%s (%i-%i, counted: %s) → %i', async (_, from, to, counted, status, range) => {
    const answer = await rest(
      `user_ftp_data?select=ftp&order=ftp&offset=${from}&limit=${to - from + 1}`,
      {
        headers: counted ? { Prefer: 'count=exact' } : {},
      },
    )
    expect(answer.status).toBe(status)
    expect(answer.headers.get('content-range')).toBe(range)
  })

  it('a counted page past the end is 416 PGRST103, as supabase-js hands it back', async () => {
    const page = await rider.client
      .from('user_ftp_data')
      .select('ftp', { count: 'exact' })
      .range(20, 39)
    expect(page).toMatchObject({
      status: 416,
      data: null,
      error: {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 20 was requested, but there are only 3 rows.',
      },
    })
  })

  it('selects aliases and casts', async () => {
    const { data } = await rider.client
      .from('user_ftp_data')
      .select('watts:ftp, method::text')
      .eq('ftp', 180)
      .single()
    expect(data).toEqual({ watts: 180, method: 'coggan' })
  })
})

describe('bad requests are 4xx in PostgREST’s shape, never 5xx', () => {
  it.each([
    ['unknown operator', 'user_ftp_data?ftp=zz.1', 400, 'PGRST100'],
    ['operator without value', 'user_ftp_data?ftp=eq', 400, 'PGRST100'],
    ['malformed in list', 'user_ftp_data?ftp=in.180,220', 400, 'PGRST100'],
    ['bad is value', 'user_ftp_data?weight_kg=is.maybe', 400, 'PGRST100'],
    ['unbalanced or', 'user_ftp_data?or=(ftp.eq.1', 400, 'PGRST100'],
    ['bad order', 'user_ftp_data?order=ftp.sideways', 400, 'PGRST100'],
    ['bad limit', 'user_ftp_data?limit=-1', 400, 'PGRST100'],
    ['embedding', 'user_ftp_data?select=*,profiles(*)', 400, 'PGRST100'],
    ['unknown column in select', 'user_ftp_data?select=nope', 400, '42703'],
    ['unknown column in filter', 'user_ftp_data?nope=eq.1', 400, '42703'],
    ['unknown column in order', 'user_ftp_data?order=nope', 400, '42703'],
    ['value of the wrong type', 'user_ftp_data?id=eq.not-a-uuid', 400, '22P02'],
    ['injection attempt as a column', 'user_ftp_data?select=ftp;drop table profiles', 400, '42703'],
    ['unknown table', 'nao_existe?select=*', 404, 'PGRST205'],
    ['auth schema table', 'users?select=*', 404, 'PGRST205'],
  ])('%s', async (_label, path, status, code) => {
    const response = await rest(path)
    expect(response.status).toBe(status)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({ code })
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  })

  it.each([
    ['malformed JSON', '{"ftp": 250,', 'PGRST102'],
    ['empty body', '', 'PGRST102'],
    ['a bare number', '42', 'PGRST102'],
    ['objects with different keys', '[{"ftp": 250, "method": "coggan"}, {"ftp": 260}]', 'PGRST102'],
    ['an unknown column', '{"ftp": 250, "watts": 250}', 'PGRST204'],
  ])('insert with %s → 400', async (_label, body, code) => {
    const response = await rest('user_ftp_data', { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code })
  })

  it('PATCH and DELETE need a filter', async () => {
    const patch = await rest('user_ftp_data', { method: 'PATCH', body: '{"ftp": 1}' })
    expect(patch.status).toBe(400)
    const remove = await rest('user_ftp_data', { method: 'DELETE' })
    expect(remove.status).toBe(400)
    expect(await remove.json()).toMatchObject({ code: '21000' })
  })

  it('a single-object DELETE that would remove several rows is refused and rolled back', async () => {
    const response = await rest('user_ftp_data?user_id=not.is.null', {
      method: 'DELETE',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    })
    expect(response.status).toBe(406)
    const { count } = await rider.client
      .from('user_ftp_data')
      .select('*', { count: 'exact', head: true })
    expect(count).toBe(3)
  })

  it('RPC: unknown function 404, unknown argument 404, malformed arguments 400', async () => {
    const unknown = await untyped(rider.client).rpc('nao_existe')
    expect(unknown).toMatchObject({ status: 404, error: { code: 'PGRST202' } })
    const wrongArgs = await untyped(rider.client).rpc('invite_admin', { email: 'x@y.z' })
    expect(wrongArgs).toMatchObject({ status: 404, error: { code: 'PGRST202' } })
    const malformed = await rest('rpc/invite_admin', { method: 'POST', body: '{oops' })
    expect(malformed.status).toBe(400)
    const badType = await rider.client.rpc('demote_admin', { target: 'not-a-uuid' })
    expect(badType.status).toBeLessThan(500)
  })

  it('trigger and internal functions are not callable', async () => {
    const trigger = await untyped(rider.client).rpc('handle_new_user')
    expect(trigger.status).toBe(404)
    const isAdmin = await rider.client.rpc('is_admin')
    expect(isAdmin).toMatchObject({ status: 200, data: false })
  })
})

describe('keys, tokens and headers', () => {
  it('refuses a request without a key, with a forged token or an unknown role', async () => {
    const none = await fetch(`${backend.url}/rest/v1/profiles`)
    expect(none.status).toBe(401)
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    const bad = await rest('profiles', { headers: { Authorization: `Bearer ${forged}` } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' })
    const garbage = await rest('profiles', { headers: { Authorization: 'Bearer abc.def' } })
    expect(garbage.status).toBe(401)
  })

  it('the service role sees every row (operators and tests only)', async () => {
    const service = newClient(backend, backend.serviceRoleKey)
    const { count } = await service.from('profiles').select('*', { count: 'exact', head: true })
    expect(count).toBeGreaterThanOrEqual(4)
  })

  it('only the public schema is exposed', async () => {
    const response = await rest('profiles', { headers: { 'Accept-Profile': 'auth' } })
    expect(response.status).toBe(406)
    expect(await response.json()).toMatchObject({ code: 'PGRST106' })
  })

  it('answers CORS preflights for local origins only', async () => {
    const ask = (origin: string) =>
      fetch(`${backend.url}/rest/v1/profiles`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'apikey,authorization,content-type,prefer',
        },
      })
    const local = await ask('http://127.0.0.1:4173')
    expect(local.status).toBe(204)
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    expect(local.headers.get('access-control-allow-headers')).toContain('prefer')
    const get = await rest('profiles?select=id', { headers: { Origin: 'http://localhost:5173' } })
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range')
    const foreign = await ask('https://evil.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('strips nulls when asked', async () => {
    const response = await rest('user_ftp_data?select=ftp,weight_kg&ftp=eq.220', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    })
    expect(await response.json()).toEqual({ ftp: 220 })
  })
})
