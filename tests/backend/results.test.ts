import { beforeAll, describe, expect, it } from 'vitest'

import { rideSummaryId } from '../../src/features/rides/ride-summary.ts'
import { deleteResultRow } from '../../src/features/results/remote.ts'
import type { RideSummaryFields } from '../../src/features/results/types.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { freshBackend, newClient, newRider, untyped, type Rider } from './helpers/backend.ts'
import {
  ftp,
  harrisBenedict,
  heartRate,
  imc,
  RESULT_TABLES,
  rideSummary,
  secondsFromNow,
  workout,
  type ResultTable,
} from './helpers/rows.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

describe('the calls the calculators make (spec 02 §7)', () => {
  let rider: Rider
  beforeAll(async () => {
    rider = await newRider(backend)
  })

  it('loads the latest record with order + limit 1 + maybeSingle, null when there is none', async () => {
    const none = await rider.client
      .from('user_imc_data')
      .select('*')
      .eq('user_id', rider.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle()
    expect(none).toMatchObject({ error: null, data: null, status: 200 })

    const row = imc()
    expect((await rider.client.from('user_imc_data').insert(row)).error).toBeNull()
    const found = await rider.client
      .from('user_imc_data')
      .select('*')
      .eq('user_id', rider.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle()
    expect(found.error).toBeNull()
    const { updated_at: updatedAt, ...rest } = row
    expect(found.data).toMatchObject({ ...rest, user_id: rider.id, imc: 23.7 })
    // Timestamps come back as PostgREST writes them ("…+00:00"): compare instants, not strings.
    expect(Date.parse(found.data!.updated_at)).toBe(Date.parse(updatedAt))
  })

  it('inserts and returns the stored row (insert + select + single), user_id from the token', async () => {
    const row = heartRate()
    const { data, error, status } = await rider.client
      .from('user_heart_rate_data')
      .insert(row)
      .select()
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toMatchObject({ id: row.id, user_id: rider.id, max_hr: 185, fthr: null })
    expect(Date.parse(data!.created_at)).not.toBeNaN()
  })

  it('updates a record by id', async () => {
    const { data: existing } = await rider.client.from('user_heart_rate_data').select('id').single()
    const { error, status } = await rider.client
      .from('user_heart_rate_data')
      .update({ fthr: 172, updated_at: secondsFromNow(1) })
      .eq('id', existing!.id)
    expect(error).toBeNull()
    expect(status).toBe(204)
    const { data } = await rider.client.from('user_heart_rate_data').select('fthr').single()
    expect(data).toEqual({ fthr: 172 })
  })

  it('upserts the one-per-user tables on user_id (merge-duplicates), keeping one row', async () => {
    const first = harrisBenedict()
    const a = await rider.client
      .from('user_harris_benedict_data')
      .upsert(first, { onConflict: 'user_id' })
    expect(a.error).toBeNull()
    // Another device's record: a different client id, a later edit.
    const second = harrisBenedict({ weight: 70, tmb: 1666, updated_at: secondsFromNow(5) })
    const b = await rider.client
      .from('user_harris_benedict_data')
      .upsert(second, { onConflict: 'user_id' })
      .select()
      .single()
    expect(b.error).toBeNull()
    // The stored row keeps its identity and takes the new values.
    expect(b.data).toMatchObject({ id: first.id, weight: 70, tmb: 1666 })
    const { count } = await rider.client
      .from('user_harris_benedict_data')
      .select('*', { count: 'exact', head: true })
    expect(count).toBe(1)
  })

  it('FTP keeps history, and a re-sent insert (ignore-duplicates on id) adds nothing', async () => {
    const older = ftp({ ftp: 240 })
    const newer = ftp({ ftp: 255, weight_kg: null })
    for (const row of [older, newer, newer]) {
      const { error, status } = await rider.client
        .from('user_ftp_data')
        .upsert(row, { onConflict: 'id', ignoreDuplicates: true })
      expect(error).toBeNull()
      expect(status).toBe(201)
    }
    const { data, count, error } = await rider.client
      .from('user_ftp_data')
      .select('ftp, method, weight_kg', { count: 'exact' })
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(count).toBe(2)
    expect(data).toHaveLength(2)
    expect(data).toContainEqual({ ftp: 255, method: 'coggan', weight_kg: null })
  })

  it('inserts several rows at once (columns=…)', async () => {
    const rows = [ftp({ ftp: 200 }), ftp({ ftp: 210, weight_kg: undefined })]
    const { error, status } = await rider.client.from('user_ftp_data').insert(rows)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const { count } = await rider.client
      .from('user_ftp_data')
      .select('*', { count: 'exact', head: true })
    expect(count).toBe(4)
  })

  it('single() answers 406 PGRST116 for none or several rows', async () => {
    const many = await rider.client.from('user_ftp_data').select('*').single()
    expect(many.status).toBe(406)
    expect(many.error).toMatchObject({ code: 'PGRST116' })
    const none = await rider.client
      .from('user_ftp_data')
      .select('*')
      .eq('method', 'trainerroad')
      .single()
    expect(none.status).toBe(406)
    expect(none.error?.details).toBe('The result contains 0 rows')
  })

  it('deletes by id', async () => {
    const row = ftp({ ftp: 199 })
    await rider.client.from('user_ftp_data').insert(row)
    const { error, status } = await rider.client.from('user_ftp_data').delete().eq('id', row.id)
    expect(error).toBeNull()
    expect(status).toBe(204)
    const { data } = await rider.client.from('user_ftp_data').select('id').eq('id', row.id)
    expect(data).toEqual([])
  })
})

describe('stale writes never replace a newer row', () => {
  it('an update with an older updated_at leaves the row and answers with the one that stands', async () => {
    const rider = await newRider(backend)
    const stored = imc({
      weight: 80,
      imc: 26.1,
      classification: 'Sobrepeso',
      updated_at: secondsFromNow(60),
    })
    await rider.client.from('user_imc_data').insert(stored)
    const { data, error } = await rider.client
      .from('user_imc_data')
      .update({
        weight: 60,
        imc: 19.6,
        classification: 'Peso normal',
        updated_at: secondsFromNow(0),
      })
      .eq('id', stored.id)
      .select()
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ weight: 80, classification: 'Sobrepeso' })
  })

  it('an upsert-merge with an older updated_at leaves the row', async () => {
    const rider = await newRider(backend)
    const stored = heartRate({ age: 40, updated_at: secondsFromNow(60) })
    await rider.client.from('user_heart_rate_data').insert(stored)
    const stale = heartRate({ age: 20, updated_at: secondsFromNow(0) })
    const { error } = await rider.client
      .from('user_heart_rate_data')
      .upsert(stale, { onConflict: 'user_id' })
    expect(error).toBeNull()
    const { data } = await rider.client.from('user_heart_rate_data').select('id, age').single()
    expect(data).toEqual({ id: stored.id, age: 40 })

    const fresh = heartRate({ age: 41, updated_at: secondsFromNow(120) })
    await rider.client.from('user_heart_rate_data').upsert(fresh, { onConflict: 'user_id' })
    const after = await rider.client.from('user_heart_rate_data').select('id, age').single()
    expect(after.data).toEqual({ id: stored.id, age: 41 })
  })

  it('id, user_id and created_at never change on update', async () => {
    const rider = await newRider(backend)
    const other = await newRider(backend)
    const row = ftp()
    const { data: before } = await rider.client.from('user_ftp_data').insert(row).select().single()
    const { data, error } = await rider.client
      .from('user_ftp_data')
      .update({
        id: crypto.randomUUID(),
        user_id: other.id,
        created_at: '2000-01-01T00:00:00Z',
        ftp: 260,
        updated_at: secondsFromNow(10),
      })
      .eq('id', row.id)
      .select()
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({
      id: row.id,
      user_id: rider.id,
      created_at: before!.created_at,
      ftp: 260,
    })
  })
})

describe('where an FTP came from: a ride file (issue 23), a field test (issue 33), or typed', () => {
  it("is stored with source 'ride_file', 'field_test' or none; any other value is refused", async () => {
    const rider = await newRider(backend)
    for (const row of [
      ftp({ ftp: 291, source: 'field_test' }),
      ftp({ ftp: 285, source: 'ride_file' }),
      ftp({ ftp: 250, source: null }),
    ]) {
      expect((await rider.client.from('user_ftp_data').insert(row)).error).toBeNull()
    }
    const { data } = await rider.client
      .from('user_ftp_data')
      .select('ftp, source')
      .order('ftp', { ascending: true })
    expect(data).toEqual([
      { ftp: 250, source: null },
      { ftp: 285, source: 'ride_file' },
      { ftp: 291, source: 'field_test' },
    ])
    for (const wrong of ['strava', 'Field_test', 'field-test', 'teste_de_campo', '']) {
      const refused = await untyped(rider.client)
        .from('user_ftp_data')
        .insert(ftp({ source: wrong as 'field_test' }))
      expect(refused.error?.code, wrong).toBe('23514')
    }
    // An update cannot slip an unknown source in either.
    const updated = await untyped(rider.client)
      .from('user_ftp_data')
      .update({ source: 'zwift', updated_at: new Date().toISOString() })
      .eq('ftp', 291)
    expect(updated.error?.code).toBe('23514')
  })
})

describe('a measured maximum heart rate (issue 23)', () => {
  it("is stored with method 'medida'; an unknown method is refused", async () => {
    const rider = await newRider(backend)
    const measured = heartRate({ method: 'medida', max_hr: 193 })
    expect(
      (await rider.client.from('user_heart_rate_data').upsert(measured, { onConflict: 'user_id' }))
        .error,
    ).toBeNull()
    const { data } = await rider.client.from('user_heart_rate_data').select('method, max_hr')
    expect(data).toEqual([{ method: 'medida', max_hr: 193 }])
    const refused = await untyped(rider.client)
      .from('user_heart_rate_data')
      .upsert(heartRate({ method: 'strava' as 'medida' }), { onConflict: 'user_id' })
    expect(refused.error?.code).toBe('23514')
  })
})

describe('ride summaries (issue 23)', () => {
  it('keep every ride, newest first, for their owner only', async () => {
    const [ana, bia] = [await newRider(backend), await newRider(backend)]
    const first = rideSummary({ ride_started_at: '2026-10-04T09:00:00.000Z' })
    const second = rideSummary({ ride_started_at: '2026-10-11T09:00:00.000Z', tss: 120 })
    expect((await ana.client.from('user_ride_summaries').insert([first, second])).error).toBeNull()
    const { data } = await ana.client
      .from('user_ride_summaries')
      .select('id, tss, intensity_factor, ftp_estimate')
      .order('ride_started_at', { ascending: false })
    // Every figure as the app computed it, the IF's decimals included.
    expect(first.ftp_estimate).toBe(285)
    const { intensity_factor } = first
    expect(data).toEqual([
      { id: second.id, tss: 120, intensity_factor, ftp_estimate: 285 },
      { id: first.id, tss: first.tss, intensity_factor, ftp_estimate: 285 },
    ])
    expect((await bia.client.from('user_ride_summaries').select('id')).data).toEqual([])
  })

  it("an id another rider took first never swallows the owner's row, and tells nobody it exists", async () => {
    // Issue 31.6: the id comes from rider, start and length, so anyone can compute it.
    const [ana, mal, eve] = [
      await newRider(backend),
      await newRider(backend),
      await newRider(backend),
    ]
    const fields = rideSummary({ ride_started_at: '2026-10-04T09:00:00.000Z', tss: 88 })
    const id = await rideSummaryId(ana.id, fields as RideSummaryFields)
    const taken = await mal.client.from('user_ride_summaries').insert({ ...fields, id, tss: 1 })
    expect(taken.error).toBeNull()

    // Ana's device pushes as the sync engine does (a retried push is ignored, not an error).
    const push = () =>
      ana.client.from('user_ride_summaries').upsert([{ ...fields, id, user_id: ana.id }], {
        onConflict: 'user_id,id',
        ignoreDuplicates: true,
      })
    expect(await push()).toMatchObject({ error: null, status: 201 })
    expect(await push()).toMatchObject({ error: null, status: 201 })
    const mine = await ana.client.from('user_ride_summaries').select('id, user_id, tss')
    expect(mine.data).toEqual([{ id, user_id: ana.id, tss: 88 }])
    const theirs = await mal.client.from('user_ride_summaries').select('id, user_id, tss')
    expect(theirs.data).toEqual([{ id, user_id: mal.id, tss: 1 }])

    // A third rider probing the id learns nothing: a plain insert and a pushed one both succeed
    // with the prober's own row, as for any unused id.
    const probe = await eve.client
      .from('user_ride_summaries')
      .insert({ ...fields, id, tss: 2 })
      .select('id, user_id')
    expect(probe).toMatchObject({ status: 201, data: [{ id, user_id: eve.id }] })

    // Deleting by id deletes one's own row only.
    expect((await ana.client.from('user_ride_summaries').delete().eq('id', id)).error).toBeNull()
    expect((await ana.client.from('user_ride_summaries').select('id')).data).toEqual([])
    expect((await mal.client.from('user_ride_summaries').select('tss')).data).toEqual([{ tss: 1 }])
  })
})

describe('saved workouts (issue 34.3): edited in place, newest wins, owners only', () => {
  const FAR_FUTURE = '2099-01-01T00:00:00.000Z'
  const nearNow = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 60_000

  /** The app's push: a merge on the rider's own key, answered with the rows that stand. */
  const push = (rider: Rider, row: Record<string, unknown>) =>
    untyped(rider.client)
      .from('user_workouts')
      .upsert([{ ...row, user_id: rider.id }], { onConflict: 'user_id,id' })
      .select('id, user_id, name, total_seconds, created_at, updated_at')

  it('an edit replaces the row under the same id; an older one leaves the newer standing', async () => {
    const rider = await newRider(backend)
    const first = workout({ updated_at: secondsFromNow(-120) })
    const created = await push(rider, first)
    expect(created).toMatchObject({ error: null, status: 201 })
    const createdAt = created.data![0]!.created_at as string

    const edit = { ...first, name: 'Sweet spot 3 × 12', total_seconds: 4560 }
    const edited = await push(rider, { ...edit, updated_at: secondsFromNow(-60) })
    expect(edited.error).toBeNull()
    expect(edited.data).toMatchObject([{ id: first.id, name: 'Sweet spot 3 × 12' }])
    // created_at is the first save's, whatever an edit sends.
    const again = await push(rider, {
      ...edit,
      created_at: '2000-01-01T00:00:00Z',
      updated_at: secondsFromNow(-30),
    })
    expect(again.data![0]!.created_at).toBe(createdAt)

    // An edit made earlier on another device, delivered late: the newer row stands, and the
    // answer says so.
    const stale = await push(rider, { ...first, name: 'Antigo', updated_at: secondsFromNow(-90) })
    expect(stale.error).toBeNull()
    expect(stale.data).toMatchObject([{ id: first.id, name: 'Sweet spot 3 × 12' }])
    const patched = await rider.client
      .from('user_workouts')
      .update({ name: 'Antigo', updated_at: secondsFromNow(-90) })
      .eq('id', first.id)
      .select('name')
    expect(patched.data).toEqual([{ name: 'Sweet spot 3 × 12' }])
    const rows = await rider.client.from('user_workouts').select('id, name, total_seconds')
    expect(rows.data).toEqual([{ id: first.id, name: 'Sweet spot 3 × 12', total_seconds: 4560 }])
  })

  it("a device clock far ahead is stored as the server's now, so a later edit still wins", async () => {
    const rider = await newRider(backend)
    const row = workout({ created_at: FAR_FUTURE, updated_at: FAR_FUTURE })
    const ahead = await push(rider, row)
    expect(nearNow(ahead.data![0]!.updated_at as string)).toBe(true)
    expect(nearNow(ahead.data![0]!.created_at as string)).toBe(true)
    const later = await push(rider, { ...row, name: 'Depois', updated_at: secondsFromNow(2) })
    expect(later.data).toMatchObject([{ name: 'Depois' }])
  })

  it('another rider neither reads, edits nor deletes it, even holding its id; anonymous callers nothing', async () => {
    const [ana, bia] = [await newRider(backend), await newRider(backend)]
    const mine = workout({ name: 'Da Ana' })
    expect((await push(ana, mine)).error).toBeNull()

    expect((await bia.client.from('user_workouts').select('id').eq('id', mine.id)).data).toEqual([])
    const update = await bia.client
      .from('user_workouts')
      .update({ name: 'Da Bia', updated_at: secondsFromNow(60) })
      .eq('id', mine.id)
      .select()
    expect(update).toMatchObject({ error: null, data: [] })
    const removal = await bia.client.from('user_workouts').delete().eq('id', mine.id).select()
    expect(removal).toMatchObject({ error: null, data: [] })
    // Her push under Ana's id (an editor address she was sent) is a row of her own.
    const taken = await push(bia, { ...mine, name: 'Da Bia', updated_at: secondsFromNow(60) })
    expect(taken).toMatchObject({ error: null, data: [{ id: mine.id, user_id: bia.id }] })
    const inAnasName = await untyped(bia.client)
      .from('user_workouts')
      .upsert([{ ...mine, user_id: ana.id, name: 'Da Bia' }], { onConflict: 'user_id,id' })
    expect(inAnasName).toMatchObject({ status: 403, error: { code: '42501' } })
    expect((await ana.client.from('user_workouts').select('name')).data).toEqual([
      { name: 'Da Ana' },
    ])

    const anon = untyped(newClient(backend))
    expect(await anon.from('user_workouts').select('*')).toMatchObject({
      status: 401,
      error: { code: '42501' },
    })
    expect(await anon.from('user_workouts').insert(workout())).toMatchObject({
      status: 401,
      error: { code: '42501' },
    })
    expect(await anon.from('user_workouts').delete().eq('id', mine.id)).toMatchObject({
      status: 401,
      error: { code: '42501' },
    })

    // The owner deletes by id: her row goes, Bia's under the same id stays.
    expect((await ana.client.from('user_workouts').delete().eq('id', mine.id)).error).toBeNull()
    expect((await ana.client.from('user_workouts').select('id')).data).toEqual([])
    expect((await bia.client.from('user_workouts').select('name')).data).toEqual([
      { name: 'Da Bia' },
    ])
  })
})

describe("a device's clock never wins by running ahead", () => {
  // Issue 21.7: the newer updated_at wins a conflict, so a stored 2099 beat every later save.
  const FAR_FUTURE = '2099-01-01T00:00:00.000Z'
  const nearNow = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 60_000

  it('an insert or a PATCH with updated_at far ahead is stored at the server now; a later save still wins', async () => {
    const rider = await newRider(backend)
    const row = heartRate({ age: 30, updated_at: FAR_FUTURE })
    const inserted = await rider.client.from('user_heart_rate_data').insert(row).select().single()
    expect(inserted.error).toBeNull()
    expect(nearNow(inserted.data!.updated_at)).toBe(true)

    const patched = await rider.client
      .from('user_heart_rate_data')
      .update({ age: 31, updated_at: FAR_FUTURE })
      .eq('id', row.id)
      .select('age, updated_at')
      .single()
    expect(patched.data?.age).toBe(31)
    expect(nearNow(patched.data!.updated_at)).toBe(true)

    // Another device with a right clock saves a moment later: its values stand.
    const later = heartRate({ age: 32, updated_at: secondsFromNow(2) })
    await rider.client.from('user_heart_rate_data').upsert(later, { onConflict: 'user_id' })
    const { data } = await rider.client.from('user_heart_rate_data').select('age').single()
    expect(data).toEqual({ age: 32 })
  })

  it('a created_at far ahead is clamped too; a few minutes of drift are kept as sent', async () => {
    const rider = await newRider(backend)
    const drift = secondsFromNow(120)
    const ahead = ftp({ created_at: FAR_FUTURE, updated_at: FAR_FUTURE })
    const near = ftp({ updated_at: drift })
    for (const row of [ahead, near]) {
      expect((await rider.client.from('user_ftp_data').insert(row)).error).toBeNull()
    }
    const { data } = await rider.client
      .from('user_ftp_data')
      .select('id, created_at, updated_at')
      .in('id', [ahead.id, near.id])
    const byId = new Map(data!.map((r) => [r.id, r]))
    expect(nearNow(byId.get(ahead.id)!.created_at)).toBe(true)
    expect(nearNow(byId.get(ahead.id)!.updated_at)).toBe(true)
    expect(Date.parse(byId.get(near.id)!.updated_at)).toBe(Date.parse(drift))
  })

  it("a deletion's version is judged on the same clock: one far ahead leaves a newer row standing", async () => {
    // Issue 31.8: the app deletes a one-row result only if the server's row is not newer than
    // what the rider deleted; a version from a clock far ahead counts as the server's now.
    const rider = await newRider(backend)
    // Another device, its clock a little ahead (kept as sent), saved after the deleted row.
    const newer = imc({ weight: 75, updated_at: secondsFromNow(180) })
    expect((await rider.client.from('user_imc_data').insert(newer)).error).toBeNull()

    const remove = (deletedVersion: string) =>
      deleteResultRow(untyped(rider.client), 'user_imc_data', { deletedVersion })
    expect((await remove(FAR_FUTURE)).error).toBeNull()
    const standing = await rider.client.from('user_imc_data').select('weight')
    expect(standing.data).toEqual([{ weight: 75 }])

    // A version within the drift the server keeps is taken as sent: the row is not newer.
    expect((await remove(secondsFromNow(240))).error).toBeNull()
    expect((await rider.client.from('user_imc_data').select('weight')).data).toEqual([])
    // Only a one-row table, and only one's own row.
    const other = await newRider(backend)
    expect((await other.client.from('user_imc_data').insert(imc())).error).toBeNull()
    expect((await remove(secondsFromNow(0))).data).toBe(0)
    expect((await other.client.from('user_imc_data').select('id')).data).toHaveLength(1)
    const ftpTable = await deleteResultRow(untyped(rider.client), 'user_ftp_data', {})
    expect(ftpTable).toMatchObject({ status: 400, error: { code: '22023' } })
  })

  it("the rider's profile follows the same rule", async () => {
    const rider = await newRider(backend)
    const { data, error } = await rider.client
      .from('athlete_profiles')
      .upsert(
        { id: crypto.randomUUID(), weight_kg: 70, updated_at: FAR_FUTURE },
        { onConflict: 'user_id' },
      )
      .select('updated_at')
      .single()
    expect(error).toBeNull()
    expect(nearNow(data!.updated_at)).toBe(true)
  })
})

describe('values outside the forms bounds (spec 02 §5) are refused with 400 23514', () => {
  const cases: [ResultTable, Record<string, unknown>][] = [
    ['user_heart_rate_data', { age: 0 }],
    ['user_heart_rate_data', { age: 121 }],
    ['user_heart_rate_data', { gender: 'outro' }],
    ['user_heart_rate_data', { method: 'karvonen' }],
    ['user_heart_rate_data', { fthr: 99 }],
    ['user_heart_rate_data', { fthr: 221 }],
    ['user_heart_rate_data', { max_hr: 400 }],
    ['user_heart_rate_data', { zone2_min: 140, zone2_max: 120 }],
    ['user_ftp_data', { ftp: 0 }],
    ['user_ftp_data', { ftp: -10 }],
    ['user_ftp_data', { ftp: 3000 }],
    ['user_ftp_data', { method: 'ramp' }],
    ['user_ftp_data', { weight_kg: 29.9 }],
    ['user_imc_data', { height: 99.9 }],
    ['user_imc_data', { height: 251 }],
    ['user_imc_data', { weight: 29 }],
    ['user_imc_data', { weight: 301 }],
    ['user_imc_data', { classification: 'Magro' }],
    ['user_harris_benedict_data', { age: 9 }],
    ['user_harris_benedict_data', { age: 121 }],
    ['user_harris_benedict_data', { gender: 'feminino' }],
    ['user_harris_benedict_data', { activity_level: 'athlete' }],
    ['user_harris_benedict_data', { height: 300 }],
    ['user_harris_benedict_data', { weight: 10 }],
    ['user_ride_summaries', { file_format: 'kml' }],
    ['user_ride_summaries', { elapsed_seconds: 59 }],
    ['user_ride_summaries', { elapsed_seconds: 600, moving_seconds: 601 }],
    ['user_ride_summaries', { ftp_estimate: 0 }],
    ['user_ride_summaries', { max_hr: 256 }],
    ['user_ride_summaries', { max_power: 65_536 }],
    ['user_ride_summaries', { tss: -1 }],
    ['user_ride_summaries', { power_z3_seconds: -1 }],
    // Issue 31.10: within what a ride can be. A week at most (the app refuses longer files), an IF
    // finite however odd the power meter, a start neither before 1990 nor a day in the future.
    ['user_ride_summaries', { elapsed_seconds: 7 * 86_400 + 1 }],
    ['user_ride_summaries', { intensity_factor: 100.01 }],
    ['user_ride_summaries', { intensity_factor: -0.01 }],
    ['user_ride_summaries', { intensity_factor: 'NaN' }],
    ['user_ride_summaries', { intensity_factor: 'Infinity' }],
    ['user_ride_summaries', { ride_started_at: '1989-12-31T00:00:00.000Z' }],
    ['user_ride_summaries', { ride_started_at: secondsFromNow(86_400 + 600) }],
    ['user_ride_summaries', { ride_started_at: '2099-01-01T00:00:00.000Z' }],
    // Issue 34.3: a name, trimmed, of at most 80 characters; steps; a session of 1 s to 6 h.
    ['user_workouts', { name: '' }],
    ['user_workouts', { name: 'a'.repeat(81) }],
    ['user_workouts', { name: '🚵'.repeat(81) }],
    ['user_workouts', { name: ' Limiar' }],
    ['user_workouts', { name: 'Limiar ' }],
    ['user_workouts', { text: '' }],
    ['user_workouts', { text: 'x'.repeat(10_001) }],
    ['user_workouts', { total_seconds: 0 }],
    ['user_workouts', { total_seconds: -60 }],
    ['user_workouts', { total_seconds: 21_601 }],
  ]

  let rider: Rider
  beforeAll(async () => {
    rider = await newRider(backend)
  })

  it.each(cases)('%s %o', async (table, override) => {
    const { error, status } = await untyped(rider.client)
      .from(table)
      .insert(RESULT_TABLES[table](override))
    expect(status).toBe(400)
    expect(error?.code).toBe('23514')
  })

  it('accepts the edges of every bound', async () => {
    const edges: [ResultTable, Record<string, unknown>][] = [
      ['user_heart_rate_data', { age: 120, fthr: 220 }],
      ['user_ftp_data', { ftp: 2500, weight_kg: 300 }],
      [
        'user_imc_data',
        { height: 100, weight: 300, imc: 300, classification: 'Obesidade grau III' },
      ],
      ['user_harris_benedict_data', { age: 10, height: 250, weight: 30, gender: 'female' }],
      // What the app computes from odd real files: a week long, a power meter that died
      // after 30 s (FTP 5 W, IF 6.2), a spike, a strap that worked for a minute.
      [
        'user_ride_summaries',
        {
          elapsed_seconds: 7 * 86_400,
          moving_seconds: 5 * 86_400,
          ftp_estimate: 5,
          intensity_factor: 6.2,
          tss: 14_183,
          max_power: 6000,
          best_20min_hr: null,
          avg_hr: 61,
        },
      ],
      // The other edges: the IF's ceiling, a start on the first day of 1990 or later today.
      ['user_ride_summaries', { intensity_factor: 100 }],
      ['user_ride_summaries', { ride_started_at: '1990-01-01T00:00:00.000Z' }],
      ['user_ride_summaries', { ride_started_at: secondsFromNow(86_400 - 600) }],
      ['user_workouts', { name: 'a'.repeat(80), text: 'x'.repeat(10_000), total_seconds: 1 }],
      // 80 characters that are 160 UTF-16 units: the bound counts characters.
      ['user_workouts', { name: '🚵'.repeat(80), total_seconds: 21_600 }],
      // A ride without power nor heart rate: only the route and the time.
      [
        'user_ride_summaries',
        Object.fromEntries(
          Object.keys(RESULT_TABLES.user_ride_summaries())
            .filter((column) => /power|ftp|intensity|tss|hr/.test(column))
            .map((column) => [column, null]),
        ),
      ],
    ]
    for (const [table, override] of edges) {
      const { error } = await untyped(rider.client)
        .from(table)
        .insert(RESULT_TABLES[table](override))
      expect(error).toBeNull()
    }
  })

  it('wrong types are 400 22P02, missing required values 400 23502', async () => {
    const loose = untyped(rider.client)
    const typed = await loose
      .from('user_ftp_data')
      .insert(RESULT_TABLES.user_ftp_data({ ftp: 'muito' }))
    expect(typed).toMatchObject({ status: 400, error: { code: '22P02' } })
    const missing = await loose.from('user_ftp_data').insert({ method: 'coggan' })
    expect(missing).toMatchObject({ status: 400, error: { code: '23502' } })
  })
})
