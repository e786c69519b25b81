// Issue 13 on the server: the rider's profile, organizer requests and account deletion, through
// supabase-js against the local twin running the real migrations.

import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { validateProfile } from '../../src/features/calculators/profile/rules.ts'
import { ridersYear } from '../../src/lib/format.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  freshBackend,
  makeAdmin,
  newClient,
  newRider,
  seedAccount,
  untyped,
  type Rider,
} from './helpers/backend.ts'
import { RESULT_TABLES, secondsFromNow } from './helpers/rows.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

const YEAR = ridersYear()
const profileRow = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  birth_year: 1990,
  sex: 'feminino' as const,
  weight_kg: 62.5,
  height_cm: 168,
  updated_at: new Date().toISOString(),
  ...overrides,
})

describe('athlete_profiles', () => {
  let ana: Rider
  let bia: Rider
  beforeAll(async () => {
    ana = await newRider(backend, { fullName: 'Ana' })
    bia = await newRider(backend, { fullName: 'Bia' })
  })

  it('the owner upserts on user_id and reads the row back; the first id stands', async () => {
    const first = profileRow()
    const saved = await ana.client
      .from('athlete_profiles')
      .upsert(first, { onConflict: 'user_id' })
      .select()
    expect(saved.error).toBeNull()
    expect(saved.data?.[0]).toMatchObject({ id: first.id, user_id: ana.id, weight_kg: 62.5 })

    const second = profileRow({ weight_kg: 64, updated_at: secondsFromNow(5) })
    const again = await ana.client
      .from('athlete_profiles')
      .upsert(second, { onConflict: 'user_id' })
      .select()
    expect(again.data?.[0]).toMatchObject({ id: first.id, weight_kg: 64 })
  })

  it('an older updated_at never replaces a newer row', async () => {
    const stale = profileRow({ weight_kg: 90, updated_at: secondsFromNow(-3600) })
    const answer = await ana.client
      .from('athlete_profiles')
      .upsert(stale, { onConflict: 'user_id' })
      .select()
    expect(answer.error).toBeNull()
    expect(answer.data?.[0]?.weight_kg).toBe(64)
  })

  it('another rider and anonymous visitors neither see nor change it', async () => {
    const seen = await bia.client.from('athlete_profiles').select('*').eq('user_id', ana.id)
    expect(seen).toMatchObject({ error: null, data: [] })
    const changed = await bia.client
      .from('athlete_profiles')
      .update({ weight_kg: 100, updated_at: secondsFromNow(60) })
      .eq('user_id', ana.id)
      .select()
    expect(changed).toMatchObject({ error: null, data: [] })
    const forged = await bia.client
      .from('athlete_profiles')
      .insert({ ...profileRow(), user_id: ana.id })
    expect(forged.error?.code).toBe('42501')

    const removed = await bia.client
      .from('athlete_profiles')
      .delete()
      .eq('user_id', ana.id)
      .select()
    expect(removed).toMatchObject({ error: null, data: [] })

    const anon = newClient(backend)
    const anonymous = await anon.from('athlete_profiles').select('*')
    expect(anonymous).toMatchObject({ status: 401, error: { code: '42501' } })
    const anonWrite = await anon
      .from('athlete_profiles')
      .upsert({ ...profileRow(), user_id: ana.id }, { onConflict: 'user_id' })
    expect(anonWrite).toMatchObject({ status: 401, error: { code: '42501' } })
    const mine = await ana.client.from('athlete_profiles').select('weight_kg')
    expect(mine.data).toEqual([{ weight_kg: 64 }])
  })

  it('admins neither: the rider’s own data is not part of the admin’s reach', async () => {
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const seen = await admin.client.from('athlete_profiles').select('*').eq('user_id', ana.id)
    expect(seen).toMatchObject({ error: null, data: [] })
    const changed = await admin.client
      .from('athlete_profiles')
      .update({ weight_kg: 100, updated_at: secondsFromNow(60) })
      .eq('user_id', ana.id)
      .select()
    expect(changed).toMatchObject({ error: null, data: [] })
  })

  it('the age check names the rule; the owner may delete the row', async () => {
    const { error } = await bia.client
      .from('athlete_profiles')
      .upsert(profileRow({ birth_year: YEAR + 1 }), { onConflict: 'user_id' })
    expect(error).toMatchObject({
      code: '23514',
      message: 'Ano de nascimento inválido: a idade deve estar entre 1 e 120 anos.',
    })
    const own = profileRow({ updated_at: secondsFromNow(2) })
    await bia.client.from('athlete_profiles').upsert(own, { onConflict: 'user_id' })
    const removed = await bia.client
      .from('athlete_profiles')
      .delete()
      .eq('user_id', bia.id)
      .select('id')
    expect(removed.data).toHaveLength(1)
    expect((await bia.client.from('athlete_profiles').select('id')).data).toEqual([])
  })

  it.each([
    ['weight below 30 kg', { weight_kg: 29.9 }],
    ['weight above 300 kg', { weight_kg: 300.1 }],
    ['height below 100 cm', { height_cm: 99 }],
    ['height above 250 cm', { height_cm: 251 }],
    ['an unknown sex', { sex: 'outro' }],
    ['an age of 0 (born this year)', { birth_year: YEAR }],
    ['an age of 121', { birth_year: YEAR - 121 }],
  ])('refuses %s (23514)', async (_, overrides) => {
    const { error } = await untyped(bia.client)
      .from('athlete_profiles')
      .upsert(profileRow(overrides), { onConflict: 'user_id' })
    expect(error?.code).toBe('23514')
  })

  it('accepts the edges: age 1 and 120, every field empty', async () => {
    for (const overrides of [
      { birth_year: YEAR - 1 },
      { birth_year: YEAR - 120 },
      { birth_year: null, sex: null, weight_kg: null, height_cm: null },
    ]) {
      const { error } = await bia.client
        .from('athlete_profiles')
        .upsert(profileRow({ ...overrides, updated_at: secondsFromNow(1) }), {
          onConflict: 'user_id',
        })
      expect(error).toBeNull()
    }
  })
})

describe("the age rule counts in the riders' calendar (Brasília)", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // 22:00 on 31 December in Brasília: 2027 in UTC for three more hours, still 2026 for the rider.
  // The in-memory database reads the process's clock, so it is that moment for the server too.
  it('at 22:00 on 31 December the server accepts and refuses the birth years the app does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-01-01T01:00:00Z'))
    const year = ridersYear()
    expect(year).toBe(2026)
    const rider = await newRider(backend, { fullName: 'Réveillon' })
    const verdicts: Record<number, { app: string; server: string }> = {}
    for (const [index, birthYear] of [1905, 1906, 2025, 2026].entries()) {
      const form = { birthYear: String(birthYear), sex: '' as const, weight: '', height: '' }
      const { error } = await rider.client
        .from('athlete_profiles')
        .upsert(profileRow({ birth_year: birthYear, updated_at: secondsFromNow(index + 1) }), {
          onConflict: 'user_id',
        })
      verdicts[birthYear] = {
        app: validateProfile(form, year).ok ? 'accepted' : 'refused',
        server: !error ? 'accepted' : error.code === '23514' ? 'refused' : error.message,
      }
    }
    // The row's default created_at (the database's now()) shows the server was at that moment.
    const { data } = await rider.client.from('athlete_profiles').select('created_at').single()
    expect(new Date(data?.created_at ?? 0).toISOString()).toBe('2027-01-01T01:00:00.000Z')
    expect(verdicts).toEqual({
      1905: { app: 'refused', server: 'refused' },
      1906: { app: 'accepted', server: 'accepted' },
      2025: { app: 'accepted', server: 'accepted' },
      2026: { app: 'refused', server: 'refused' },
    })
  })
})

describe('organizer requests', () => {
  let caio: Rider
  let duda: Rider
  let admin: Rider
  beforeAll(async () => {
    caio = await newRider(backend, { fullName: 'Caio' })
    duda = await newRider(backend, { fullName: 'Duda' })
    admin = await seedAccount(backend, 'admin@borapedalar.test')
  })

  it('a participant asks once; a second pending request is refused (BP006)', async () => {
    const first = await caio.client.rpc('request_organizer_upgrade')
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ user_id: caio.id, status: 'pending' })
    const second = await caio.client.rpc('request_organizer_upgrade')
    expect(second.error?.code).toBe('BP006')
    expect(second.error?.message).toBe('Você já tem uma solicitação pendente.')
  })

  it('owners read their own, other riders nothing, admins all', async () => {
    await duda.client.rpc('request_organizer_upgrade')
    const own = await caio.client.from('organizer_requests').select('user_id')
    expect(own.data).toEqual([{ user_id: caio.id }])
    const others = await caio.client.from('organizer_requests').select('id').eq('user_id', duda.id)
    expect(others).toMatchObject({ error: null, data: [] })
    const all = await admin.client
      .from('organizer_requests')
      .select('user_id')
      .eq('status', 'pending')
    expect(all.data?.map((r) => r.user_id).sort()).toEqual([caio.id, duda.id].sort())
  })

  it.each([
    ['the owner', () => caio],
    ['an admin', () => admin],
  ])('nobody writes the table directly: not %s (42501)', async (_, who) => {
    const { client } = who()
    const writes = [
      client.from('organizer_requests').insert({ user_id: caio.id }),
      client
        .from('organizer_requests')
        .upsert({ user_id: caio.id, status: 'approved' }, { onConflict: 'id' }),
      client.from('organizer_requests').update({ status: 'approved' }).eq('user_id', caio.id),
      client.from('organizer_requests').delete().eq('user_id', caio.id),
    ]
    for (const { error, status } of await Promise.all(writes)) {
      expect(status).toBe(403)
      expect(error?.code).toBe('42501')
    }
    const still = await caio.client.from('organizer_requests').select('status')
    expect(still.data).toEqual([{ status: 'pending' }])
  })

  it('an admin cannot ask (BP005)', async () => {
    const { error, status } = await admin.client.rpc('request_organizer_upgrade')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'BP005', message: 'Sua conta já é de organizador.' })
  })

  it('only admins review (42501); approving makes an organizer, who cannot ask again (BP005)', async () => {
    const { data: request } = await caio.client.from('organizer_requests').select('id').single()
    const byRider = await duda.client.rpc('review_organizer_request', {
      request_id: request!.id,
      approve: true,
    })
    expect(byRider).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'Apenas administradores podem analisar solicitações.' },
    })

    const before = Date.now()
    const approved = await admin.client.rpc('review_organizer_request', {
      request_id: request!.id,
      approve: true,
    })
    expect(approved.error).toBeNull()
    expect(approved.data).toMatchObject({ status: 'approved', reviewed_by: admin.id })
    expect(Date.parse(approved.data!.reviewed_at!)).toBeGreaterThanOrEqual(before - 1000)
    const profile = await caio.client.from('profiles').select('user_type').single()
    expect(profile.data?.user_type).toBe('organizer')
    const seen = await caio.client.from('organizer_requests').select('status, reviewed_at').single()
    expect(seen.data).toEqual({ status: 'approved', reviewed_at: approved.data!.reviewed_at })

    const twice = await admin.client.rpc('review_organizer_request', {
      request_id: request!.id,
      approve: false,
    })
    expect(twice.error).toMatchObject({
      code: 'BP008',
      message: 'Esta solicitação já foi analisada',
    })
    const again = await caio.client.rpc('request_organizer_upgrade')
    expect(again.error?.code).toBe('BP005')
  })

  it('a refused request leaves a visitor, who may ask again; unknown ids are BP007', async () => {
    const { data: request } = await duda.client.from('organizer_requests').select('id').single()
    const rejected = await admin.client.rpc('review_organizer_request', {
      request_id: request!.id,
      approve: false,
    })
    expect(rejected.data?.status).toBe('rejected')
    const profile = await duda.client.from('profiles').select('user_type').single()
    expect(profile.data?.user_type).toBe('visitor')
    expect((await duda.client.rpc('request_organizer_upgrade')).error).toBeNull()

    const unknown = await admin.client.rpc('review_organizer_request', {
      request_id: randomUUID(),
      approve: true,
    })
    expect(unknown.error).toMatchObject({ code: 'BP007', message: 'Solicitação não encontrada' })
  })

  it('approving never demotes: a participant made admin meanwhile stays admin', async () => {
    const rider = await newRider(backend, { fullName: 'Iara' })
    const asked = await rider.client.rpc('request_organizer_upgrade')
    await makeAdmin(backend, admin, rider)
    try {
      const approved = await admin.client.rpc('review_organizer_request', {
        request_id: asked.data!.id,
        approve: true,
      })
      expect(approved.data?.status).toBe('approved')
      const profile = await rider.client
        .from('profiles')
        .select('user_type')
        .eq('id', rider.id)
        .single()
      expect(profile.data?.user_type).toBe('admin')
    } finally {
      // Back to one admin, as the last-admin tests below expect.
      expect((await admin.client.rpc('demote_admin', { target: rider.id })).error).toBeNull()
    }
  })

  it('anonymous visitors can neither ask, review, read nor delete an account (401)', async () => {
    const anon = newClient(backend)
    const answers = await Promise.all([
      anon.rpc('request_organizer_upgrade'),
      anon.rpc('review_organizer_request', { request_id: randomUUID(), approve: true }),
      anon.from('organizer_requests').select('*'),
      anon.rpc('delete_my_account'),
    ])
    for (const { error, status } of answers) {
      expect(status).toBe(401)
      expect(error?.code).toBe('42501')
    }
  })
})

describe('delete_my_account', () => {
  it('removes the account and every row of that user, and nobody else’s', async () => {
    const gone = await newRider(backend, { fullName: 'Edu' })
    const stays = await newRider(backend, { fullName: 'Fabi' })
    for (const rider of [gone, stays]) {
      for (const [table, row] of Object.entries(RESULT_TABLES)) {
        const { error } = await untyped(rider.client).from(table).insert(row())
        expect(error).toBeNull()
      }
      await rider.client.from('athlete_profiles').upsert(profileRow(), { onConflict: 'user_id' })
      await rider.client.rpc('request_organizer_upgrade')
    }
    const service = newClient(backend, backend.serviceRoleKey)
    const tables = [
      ...Object.keys(RESULT_TABLES),
      'athlete_profiles',
      'organizer_requests',
    ] as const
    const count = async (table: string, userId: string) =>
      (await untyped(service).from(table).select('user_id').eq('user_id', userId)).data?.length

    const { error } = await gone.client.rpc('delete_my_account')
    expect(error).toBeNull()

    for (const table of tables) {
      expect(await count(table, gone.id), table).toBe(0)
      expect(await count(table, stays.id), table).toBe(1)
    }
    const profiles = await service.from('profiles').select('id').in('id', [gone.id, stays.id])
    expect(profiles.data?.map((p) => p.id)).toEqual([stays.id])

    const again = await newClient(backend).auth.signInWithPassword({
      email: gone.email,
      password: gone.password,
    })
    expect(again.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  it('the deleted account’s session is over: no refresh, no user, nothing to read or write', async () => {
    const gone = await newRider(backend, { fullName: 'Jana' })
    const session = (await gone.client.auth.getSession()).data.session!
    expect((await gone.client.rpc('delete_my_account')).error).toBeNull()

    // Auth, like GoTrue: the sessions went with the user.
    const auth = newClient(backend).auth
    const refreshed = await auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const user = await auth.getUser(session.access_token)
    expect(user.data.user).toBeNull()
    expect(user.error?.name).toBe('AuthSessionMissingError')

    // REST, like PostgREST, honours the signed token until it expires: RLS finds no rows and the
    // foreign keys to auth.users refuse every write (409 23503), so nothing comes back to life.
    // The RPCs that need a live session refuse it first (BP016, issue 39.10).
    for (const table of ['profiles', ...Object.keys(RESULT_TABLES), 'athlete_profiles']) {
      const read = await untyped(gone.client).from(table).select('*')
      expect(read, table).toMatchObject({ status: 200, error: null, data: [] })
    }
    const writes = await Promise.all([
      untyped(gone.client).from('user_ftp_data').insert(RESULT_TABLES.user_ftp_data()),
      gone.client.from('athlete_profiles').upsert(profileRow(), { onConflict: 'user_id' }),
    ])
    for (const { error, status } of writes) {
      expect(status).toBe(409)
      expect(error?.code).toBe('23503')
    }
    const asked = await gone.client.rpc('request_organizer_upgrade')
    expect(asked).toMatchObject({ status: 400, error: { code: 'BP016' } })
    const renamed = await gone.client
      .from('profiles')
      .update({ full_name: 'Fantasma' })
      .eq('id', gone.id)
      .select()
    expect(renamed).toMatchObject({ error: null, data: [] })
    const service = newClient(backend, backend.serviceRoleKey)
    const left = await service.from('profiles').select('id').eq('id', gone.id)
    expect(left.data).toEqual([])
  })

  it('the last admin is refused (BP002) and keeps the account', async () => {
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const { error } = await admin.client.rpc('delete_my_account')
    expect(error?.code).toBe('BP002')
    expect(error?.message).toContain('último administrador')
    const still = await admin.client
      .from('profiles')
      .select('user_type')
      .eq('id', admin.id)
      .single()
    expect(still.data?.user_type).toBe('admin')
  })

  it('an admin among others may leave; their reviews stay, unsigned; the admin area follows', async () => {
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const second = await newRider(backend, { fullName: 'Gui' })
    const asker = await newRider(backend, { fullName: 'Lia' })
    expect(await makeAdmin(backend, admin, second)).toMatchObject({ user_type: 'admin' })
    const asked = await asker.client.rpc('request_organizer_upgrade')
    const reviewed = await second.client.rpc('review_organizer_request', {
      request_id: asked.data!.id,
      approve: false,
    })
    expect(reviewed.data).toMatchObject({ status: 'rejected', reviewed_by: second.id })
    const before = await admin.client.from('admin_stats').select('*').single()
    expect(before.data?.total_admins).toBe(2)

    const { error } = await second.client.rpc('delete_my_account')
    expect(error).toBeNull()

    const request = await asker.client.from('organizer_requests').select('status, reviewed_by')
    expect(request.data).toEqual([{ status: 'rejected', reviewed_by: null }])
    const after = await admin.client.from('admin_stats').select('*').single()
    expect(after.data).toMatchObject({
      total_users: before.data!.total_users - 1,
      total_admins: 1,
      total_visitors: before.data!.total_visitors,
    })
    const admins = await admin.client.from('profiles').select('email').eq('user_type', 'admin')
    expect(admins.data).toEqual([{ email: 'admin@borapedalar.test' }])
    const lastOne = await admin.client.rpc('demote_admin', { target: admin.id })
    expect(lastOne.error?.code).toBe('BP002')
  })
})

describe('the admin users list', () => {
  it('searches by name or e-mail, pages, counts; a rider sees only themselves', async () => {
    const tag = randomUUID().slice(0, 6)
    const riders: Rider[] = []
    for (let i = 0; i < 3; i += 1) {
      riders.push(await newRider(backend, { fullName: `Helena ${tag} ${i}` }))
    }
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const page = await admin.client
      .from('profiles')
      .select('id, email, full_name, user_type, created_at', { count: 'exact' })
      .or(`full_name.ilike.*${tag}*,email.ilike.*${tag}*`)
      .order('created_at', { ascending: false })
      .range(0, 1)
    expect(page.error).toBeNull()
    expect(page.count).toBe(3)
    expect(page.data).toHaveLength(2)
    const byEmail = await admin.client
      .from('profiles')
      .select('id', { count: 'exact' })
      .or(
        `full_name.ilike.*${riders[1]!.email.slice(0, 12)}*,email.ilike.*${riders[1]!.email.slice(0, 12)}*`,
      )
    expect(byEmail.data?.map((p) => p.id)).toEqual([riders[1]!.id])

    const mine = await riders[0]!.client
      .from('profiles')
      .select('id, email, full_name, user_type, created_at', { count: 'exact' })
      .or(`full_name.ilike.*${tag}*,email.ilike.*${tag}*`)
      .order('created_at', { ascending: false })
      .range(0, 19)
    expect(mine.count).toBe(1)
    expect(mine.data?.map((p) => p.id)).toEqual([riders[0]!.id])
  })

  it('a page past the end is refused as PostgREST does (416 PGRST103); no match is 0', async () => {
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const all = await admin.client.from('profiles').select('id', { count: 'exact', head: true })
    const total = all.count!
    const page = await admin.client
      .from('profiles')
      .select('id', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(total + 20, total + 39)
    expect(page).toMatchObject({ status: 416, error: { code: 'PGRST103' } })
    const search = await admin.client
      .from('profiles')
      .select('id', { count: 'exact' })
      .or('full_name.ilike.*ninguém com este nome*,email.ilike.*ninguém com este nome*')
      .range(0, 19)
    expect(search).toMatchObject({ error: null, data: [], count: 0 })
  })

  it('lists pending requests oldest first, then who asked (profiles in one query)', async () => {
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const first = await newRider(backend, { fullName: 'Mara' })
    const second = await newRider(backend, { fullName: 'Nina' })
    const decided = await newRider(backend, { fullName: 'Otto' })
    for (const rider of [first, second, decided]) {
      expect((await rider.client.rpc('request_organizer_upgrade')).error).toBeNull()
    }
    const { data: gone } = await decided.client.from('organizer_requests').select('id').single()
    await admin.client.rpc('review_organizer_request', { request_id: gone!.id, approve: false })

    const pending = await admin.client
      .from('organizer_requests')
      .select('id, status, created_at, user_id')
      .eq('status', 'pending')
      .order('created_at')
    expect(pending.error).toBeNull()
    const mine = pending.data!.filter((r) => [first.id, second.id, decided.id].includes(r.user_id))
    expect(mine.map((r) => r.user_id)).toEqual([first.id, second.id])
    const people = await admin.client
      .from('profiles')
      .select('id, email, full_name')
      .in(
        'id',
        mine.map((r) => r.user_id),
      )
      .order('full_name')
    expect(people.data?.map((p) => p.full_name)).toEqual(['Mara', 'Nina'])

    // The twin has no resource embedding: it says so instead of answering something else.
    const embedded = await untyped(admin.client)
      .from('organizer_requests')
      .select('id, profiles(email)')
    expect(embedded).toMatchObject({ status: 400, error: { code: 'PGRST100' } })
  })
})
