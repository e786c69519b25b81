import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  freshBackend,
  invitationToken,
  makeAdmin,
  newClient,
  newRider,
  seedAccount,
  untyped,
  type Rider,
} from './helpers/backend.ts'
import { ftp, heartRate, RESULT_TABLES, type ResultTable } from './helpers/rows.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

describe('row-level security between two riders', () => {
  let ana: Rider
  let bia: Rider
  beforeAll(async () => {
    ana = await newRider(backend, { fullName: 'Ana' })
    bia = await newRider(backend, { fullName: 'Bia' })
    for (const [table, row] of Object.entries(RESULT_TABLES)) {
      const { error } = await untyped(ana.client).from(table).insert(row())
      expect(error).toBeNull()
    }
  })

  it.each(Object.keys(RESULT_TABLES) as ResultTable[])(
    '%s: another rider neither sees, changes nor deletes the rows',
    async (table) => {
      const seen = await bia.client.from(table).select('*').eq('user_id', ana.id)
      expect(seen).toMatchObject({ error: null, data: [] })

      const changed = await bia.client
        .from(table)
        .update({ updated_at: new Date(Date.now() + 60_000).toISOString() })
        .eq('user_id', ana.id)
        .select()
      expect(changed).toMatchObject({ error: null, data: [] })

      const deleted = await bia.client.from(table).delete().eq('user_id', ana.id).select()
      expect(deleted).toMatchObject({ error: null, data: [] })

      const still = await ana.client.from(table).select('id')
      expect(still.data).toHaveLength(1)
    },
  )

  it('a rider cannot write a row in another rider’s name (403 42501)', async () => {
    const { error, status } = await bia.client
      .from('user_ftp_data')
      .insert({ ...ftp(), user_id: ana.id })
    expect(status).toBe(403)
    expect(error?.code).toBe('42501')
  })

  it('a rider cannot take over another rider’s one-per-user row by upsert', async () => {
    const { error } = await bia.client
      .from('user_heart_rate_data')
      .upsert({ ...heartRate(), user_id: ana.id }, { onConflict: 'user_id' })
    expect(error?.code).toBe('42501')
    const mine = await ana.client.from('user_heart_rate_data').select('age').single()
    expect(mine.data).toEqual({ age: 35 })
  })

  it('anonymous callers read and write no results (401 42501)', async () => {
    const anon = untyped(newClient(backend))
    for (const table of Object.keys(RESULT_TABLES)) {
      const read = await anon.from(table).select('*')
      expect(read.status).toBe(401)
      expect(read.error?.code).toBe('42501')
    }
    const write = await anon.from('user_ftp_data').insert(ftp())
    expect(write).toMatchObject({ status: 401, error: { code: '42501' } })
  })

  it('concurrent requests never mix riders: each one runs with its own claims', async () => {
    const reads = Array.from({ length: 20 }, (_, i) => {
      const rider = i % 2 === 0 ? ana : bia
      return rider.client
        .from('profiles')
        .select('id')
        .then(({ data }) => ({ rider, data }))
    })
    for (const { rider, data } of await Promise.all(reads)) {
      expect(data).toEqual([{ id: rider.id }])
    }
  })

  it('a rider reads only their own profile', async () => {
    const { data } = await bia.client.from('profiles').select('id, full_name')
    expect(data).toEqual([{ id: bia.id, full_name: 'Bia' }])
    const anon = await newClient(backend).from('profiles').select('*')
    expect(anon.status).toBe(401)
  })
})

describe('escalation attempts', () => {
  it('sign-up metadata cannot make an admin', async () => {
    const rider = await newRider(backend, { metadata: { user_type: 'admin', person_type: 'pj' } })
    const { data } = await rider.client.from('profiles').select('user_type, person_type').single()
    expect(data).toEqual({ user_type: 'visitor', person_type: 'pj' })
  })

  it('a rider may change their name but never their own user_type or id', async () => {
    const rider = await newRider(backend)
    const name = await rider.client
      .from('profiles')
      .update({ full_name: 'Novo Nome', person_type: 'pj', updated_at: new Date().toISOString() })
      .eq('id', rider.id)
      .select('full_name, person_type')
      .single()
    expect(name).toMatchObject({ error: null, data: { full_name: 'Novo Nome', person_type: 'pj' } })

    // Spec 01 §7's client-side demotion, turned around: owners may not write user_type at all.
    for (const change of [
      { user_type: 'admin' },
      { id: crypto.randomUUID() },
      { email: 'x@y.z' },
    ]) {
      const { error, status } = await untyped(rider.client)
        .from('profiles')
        .update(change)
        .eq('id', rider.id)
      expect(status).toBe(403)
      expect(error?.code).toBe('42501')
    }
    const { data } = await rider.client.from('profiles').select('user_type').single()
    expect(data).toEqual({ user_type: 'visitor' })
  })

  it('a rider cannot change someone else’s profile', async () => {
    const rider = await newRider(backend)
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const { data, error } = await rider.client
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', admin.id)
      .select()
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('profiles cannot be inserted or deleted through the API', async () => {
    const rider = await newRider(backend)
    const insert = await rider.client
      .from('profiles')
      .insert({ id: crypto.randomUUID(), user_type: 'admin' })
    expect(insert).toMatchObject({ status: 403, error: { code: '42501' } })
    const remove = await rider.client.from('profiles').delete().eq('id', rider.id)
    expect(remove).toMatchObject({ status: 403, error: { code: '42501' } })
  })

  it('non-admins get 42501 from admin_stats and the admin RPCs; anonymous callers 401', async () => {
    const organizer = await seedAccount(backend, 'organizador@borapedalar.test')
    const admin = await seedAccount(backend, 'admin@borapedalar.test')
    const stats = await organizer.client.from('admin_stats').select('*').single()
    expect(stats).toMatchObject({ status: 403, error: { code: '42501' } })
    const demote = await organizer.client.rpc('demote_admin', { target: admin.id })
    expect(demote).toMatchObject({ status: 403, error: { code: '42501' } })
    const invite = await organizer.client.rpc('invite_admin', {
      target_email: 'organizador@borapedalar.test',
    })
    expect(invite).toMatchObject({ status: 403, error: { code: '42501' } })

    const anon = newClient(backend)
    expect((await anon.from('admin_stats').select('*').single()).status).toBe(401)
    const anonRpc = await anon.rpc('invite_admin', { target_email: 'atleta@borapedalar.test' })
    expect(anonRpc).toMatchObject({ status: 401, error: { code: '42501' } })
  })
})

// Every test here leaves exactly one admin (the seed's), as the file's reset started.
describe('admin area', () => {
  let admin: Rider
  beforeAll(async () => {
    admin = await seedAccount(backend, 'admin@borapedalar.test')
  })

  it('reads every profile, lists admins and the statistics', async () => {
    await newRider(backend)
    const everyone = await admin.client.from('profiles').select('user_type')
    const users = everyone.data?.length ?? 0
    const visitors = everyone.data?.filter((p) => p.user_type === 'visitor').length
    expect(users).toBeGreaterThan(3)
    const admins = await admin.client
      .from('profiles')
      .select('id, email, full_name, user_type, created_at')
      .eq('user_type', 'admin')
      .order('created_at', { ascending: false })
    expect(admins.data?.map((p) => p.email)).toEqual(['admin@borapedalar.test'])
    const { data, error } = await admin.client.from('admin_stats').select('*').single()
    expect(error).toBeNull()
    expect(data).toEqual({
      total_users: users,
      total_admins: 1,
      total_organizers: 1,
      total_visitors: visitors,
      new_users_week: users,
      new_users_month: users,
    })
  })

  it('the last admin cannot be demoted, not even by themselves', async () => {
    const { error, status } = await admin.client.rpc('demote_admin', { target: admin.id })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'BP002',
      message: 'Não é possível remover o último administrador',
    })
  })

  it('promotes by an accepted invitation, refuses self-demotion, demotes another admin', async () => {
    const invited = await admin.client.rpc('invite_admin', {
      target_email: ' ATLETA@borapedalar.test ',
    })
    expect(invited.error).toBeNull()
    const athlete = await seedAccount(backend, 'atleta@borapedalar.test')
    const token = await invitationToken(backend, 'atleta@borapedalar.test')
    const promoted = await athlete.client.rpc('accept_admin_invitation', { token: token ?? '' })
    expect(promoted.error).toBeNull()
    expect(promoted.data).toMatchObject({ email: 'atleta@borapedalar.test', user_type: 'admin' })

    const self = await admin.client.rpc('demote_admin', { target: admin.id })
    expect(self.error).toMatchObject({
      code: 'BP001',
      message: 'Você não pode remover sua própria permissão de admin',
    })

    const before = Date.now()
    const demoted = await admin.client.rpc('demote_admin', { target: promoted.data!.id })
    expect(demoted.error).toBeNull()
    expect(demoted.data).toMatchObject({ user_type: 'visitor' })
    expect(Date.parse(demoted.data!.updated_at)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('inviting an unknown e-mail is a clear error', async () => {
    const { error, status } = await admin.client.rpc('invite_admin', {
      target_email: 'ninguem@pedal.test',
    })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'BP003', message: 'Usuário não encontrado' })
  })

  it('demoting someone who is not an admin, or nobody, is refused', async () => {
    const rider = await newRider(backend)
    const visitor = await admin.client.rpc('demote_admin', { target: rider.id })
    expect(visitor.error?.code).toBe('BP004')
    const nobody = await admin.client.rpc('demote_admin', { target: crypto.randomUUID() })
    expect(nobody.error?.code).toBe('BP003')
  })

  it('a demoted admin loses admin powers at once', async () => {
    const other = await newRider(backend)
    await makeAdmin(backend, admin, other)
    const stats = await other.client.from('admin_stats').select('*').single()
    expect(stats.error).toBeNull()
    await admin.client.rpc('demote_admin', { target: other.id })
    const after = await other.client.from('admin_stats').select('*').single()
    expect(after.error?.code).toBe('42501')
  })
})
