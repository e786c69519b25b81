// The events calendar on the server: who reads and writes events, the bounds of every column, and
// registration through its functions (capacity, statuses, ratings), through supabase-js against
// the local twin running the real migrations.

import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import type { Database, EventRow } from './helpers/database.ts'
import {
  freshBackend,
  newClient,
  newRider,
  seedAccount,
  untyped,
  type Rider,
} from './helpers/backend.ts'

let backend: LocalSupabase
let admin: Rider

beforeAll(async () => {
  backend = await freshBackend()
  admin = await seedAccount(backend, 'admin@borapedalar.test')
})

const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number, hour = 7) => {
  const at = new Date(Date.now() + days * DAY)
  at.setUTCHours(hour + 3, 0, 0, 0) // hour in Brasília
  return at.toISOString()
}

/** A valid event: the bounds tests change one field at a time. */
type EventInsert = Database['public']['Tables']['events']['Insert']

const eventRow = (overrides: Partial<EventRow> = {}): EventInsert => ({
  title: 'Pedal da Serra',
  description: 'Volta de 60 km com 1.200 m de subida.',
  modality: 'mtb',
  starts_at: inDays(10),
  ends_at: inDays(10, 13),
  time_zone: 'America/Sao_Paulo',
  city: 'Brotas',
  state: 'SP',
  meeting_point: 'Praça da Matriz',
  latitude: -22.28,
  longitude: -48.13,
  distance_km: 60,
  elevation_m: 1200,
  price_cents: 8000,
  capacity: 50,
  status: 'published',
  ...overrides,
})

/** A new account made an organizer the only way there is: asked for, and granted by an admin. */
async function newOrganizer(name = 'Org Teste'): Promise<Rider> {
  const rider = await newRider(backend, { fullName: name })
  const asked = await rider.client.rpc('request_organizer_upgrade')
  if (asked.error) throw new Error(asked.error.message)
  const granted = await admin.client.rpc('review_organizer_request', {
    request_id: asked.data.id,
    approve: true,
  })
  if (granted.error) throw new Error(granted.error.message)
  return rider
}

async function createEvent(organizer: Rider, overrides: Partial<EventRow> = {}) {
  const { data, error } = await organizer.client
    .from('events')
    .insert(eventRow(overrides))
    .select()
    .single()
  if (error) throw new Error(`create event: ${error.message}`)
  return data
}

const register = (rider: Rider, eventId: string, shareEmail = false) =>
  rider.client.rpc('register_for_event', { event_id: eventId, share_email: shareEmail })

describe('events: who reads and writes', () => {
  let org: Rider
  let other: Rider
  let rider: Rider
  beforeAll(async () => {
    org = await newOrganizer('Org Um')
    other = await newOrganizer('Org Dois')
    rider = await newRider(backend, { fullName: 'Ciclista' })
  })

  it("an organizer's new event gets its organizer and a slug from the title, whatever was sent", async () => {
    const { data, error } = await org.client
      .from('events')
      .insert(eventRow({ title: 'Desafio Água Fria & Cia' }))
      .select()
      .single()
    expect(error).toBeNull()
    expect(data?.organizer_id).toBe(org.id)
    expect(data?.slug).toMatch(/^desafio-agua-fria-cia-[0-9a-f]{6}$/)
    expect(data?.places_taken).toBe(0)

    const forged = await org.client
      .from('events')
      .insert({ ...eventRow(), organizer_id: other.id, slug: 'minha', places_taken: 40 })
    expect(forged.error?.code).toBe('42501')
  })

  it('a rider who is not an organizer cannot create an event; a visitor cannot either', async () => {
    const byRider = await rider.client.from('events').insert(eventRow())
    expect(byRider.error?.code).toBe('42501')
    const byVisitor = await newClient(backend).from('events').insert(eventRow())
    expect(byVisitor.error).not.toBeNull()
  })

  it('visitors read published and cancelled events, never a draft; the organizer reads theirs', async () => {
    const draft = await createEvent(org, { status: 'draft', title: 'Rascunho secreto' })
    const published = await createEvent(org, { title: 'Publicado' })
    const visitor = newClient(backend)
    const seen = await visitor.from('events').select('id').in('id', [draft.id, published.id])
    expect(seen.data?.map((row: { id: string }) => row.id)).toEqual([published.id])
    const byRider = await rider.client.from('events').select('id').eq('id', draft.id)
    expect(byRider.data).toEqual([])
    const byOwner = await org.client.from('events').select('id').eq('id', draft.id)
    expect(byOwner.data).toHaveLength(1)
    const byAdmin = await admin.client.from('events').select('id').eq('id', draft.id)
    expect(byAdmin.data).toHaveLength(1)
  })

  it("an organizer edits their own events, not another organizer's, and never the slug", async () => {
    const event = await createEvent(org)
    const renamed = await org.client
      .from('events')
      .update({ title: 'Pedal da Serra 2027' })
      .eq('id', event.id)
      .select()
      .single()
    expect(renamed.data).toMatchObject({ title: 'Pedal da Serra 2027', slug: event.slug })

    const hijack = await other.client
      .from('events')
      .update({ title: 'Meu agora' })
      .eq('id', event.id)
      .select()
    expect(hijack.data).toEqual([])
    const slug = await org.client.from('events').update({ slug: 'x' }).eq('id', event.id)
    expect(slug.error?.code).toBe('42501')
    const taken = await org.client.from('events').update({ places_taken: 0 }).eq('id', event.id)
    expect(taken.error?.code).toBe('42501')
  })

  it('a cancelled event stays cancelled', async () => {
    const event = await createEvent(org)
    await org.client.from('events').update({ status: 'cancelled' }).eq('id', event.id)
    const back = await org.client.from('events').update({ status: 'published' }).eq('id', event.id)
    expect(back.error?.message).toBe('Um evento cancelado não volta ao calendário.')
  })

  it('an admin unpublishes an event with a reason; an organizer cannot unpublish through it', async () => {
    const event = await createEvent(org)
    const registered = await newRider(backend)
    await register(registered, event.id)
    const byOrganizer = await org.client.rpc('unpublish_event', {
      event_id: event.id,
      reason: 'Teste',
    })
    expect(byOrganizer.error?.code).toBe('42501')
    const noReason = await admin.client.rpc('unpublish_event', {
      event_id: event.id,
      reason: ' ',
    })
    expect(noReason.error?.code).toBe('22023')
    const done = await admin.client.rpc('unpublish_event', {
      event_id: event.id,
      reason: 'Local sem autorização da prefeitura',
    })
    expect(done.error).toBeNull()
    expect(done.data).toMatchObject({
      status: 'draft',
      unpublished_reason: 'Local sem autorização da prefeitura',
    })
    const visitor = await newClient(backend).from('events').select('id').eq('id', event.id)
    expect(visitor.data).toEqual([])
    // The rider who holds a place still reads it, with what happened; another rider does not.
    const theirs = await registered.client
      .from('events')
      .select('status, unpublished_reason')
      .eq('id', event.id)
    expect(theirs.data).toEqual([
      { status: 'draft', unpublished_reason: 'Local sem autorização da prefeitura' },
    ])
    const other = await newRider(backend)
    expect((await other.client.from('events').select('id').eq('id', event.id)).data).toEqual([])
    // The admin reads its registrations per day, as its list.
    const perDay = await admin.client.rpc('event_registrations_per_day', { event_id: event.id })
    expect(perDay.data).toHaveLength(1)
  })
})

describe('events: bad input is refused by the server', () => {
  let org: Rider
  beforeAll(async () => {
    org = await newOrganizer()
  })

  it.each([
    ['an event in the past', { starts_at: inDays(-2), ends_at: inDays(-2, 12) }],
    ['an end before its start', { starts_at: inDays(5, 12), ends_at: inDays(5, 8) }],
    ['an event of 31 days', { starts_at: inDays(5), ends_at: inDays(36) }],
    ['a negative price', { price_cents: -1 }],
    ['capacity 0', { capacity: 0 }],
    ['an http: registration link', { registration_url: 'http://inscricoes.example.com' }],
    ['a link with a space', { registration_url: 'https://a.example.com/x y' }],
    ['a state that is not a UF', { state: 'XX' }],
    ['a title of 10,000 characters', { title: 'a'.repeat(10_000) }],
    ['a title of 2 characters', { title: 'ab' }],
    ['a description over 5,000 characters', { description: 'a'.repeat(5001) }],
    ['an unknown modality', { modality: 'bmx' }],
    ['a time zone outside Brazil', { time_zone: 'Europe/Lisbon' }],
    ['coordinates outside Brazil', { latitude: 40.7, longitude: -74.0 }],
    ['a latitude without its longitude', { longitude: null }],
    ['an unknown status', { status: 'archived' }],
  ])('%s', async (_label, overrides: Record<string, unknown>) => {
    const { error } = await untyped(org.client)
      .from('events')
      .insert({ ...eventRow(), ...overrides })
    expect(error).not.toBeNull()
    expect(error?.code).toBe('23514')
  })

  it('HTML in a title or description is kept as the text it is', async () => {
    const title = '<script>alert(1)</script>'
    const event = await createEvent(org, { title, description: '<img src=x onerror=alert(1)>' })
    const { data } = await org.client.from('events').select('title, slug').eq('id', event.id)
    expect(data?.[0]).toMatchObject({ title })
    expect(data?.[0]?.slug).toMatch(/^script-alert-1-script-[0-9a-f]{6}$/)
  })
})

describe('registrations', () => {
  let org: Rider
  let ana: Rider
  let bia: Rider
  beforeAll(async () => {
    org = await newOrganizer('Org Inscrições')
    ana = await newRider(backend, { fullName: 'Ana' })
    bia = await newRider(backend, { fullName: 'Bia' })
  })

  it('a rider registers once, pending, and the place is taken; twice is refused', async () => {
    const event = await createEvent(org)
    const first = await register(ana, event.id)
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ event_id: event.id, user_id: ana.id, status: 'pending' })
    const again = await register(ana, event.id)
    expect(again.error).toMatchObject({
      code: 'BP019',
      message: 'Você já está inscrito neste evento.',
    })
    const { data } = await ana.client.from('events').select('places_taken').eq('id', event.id)
    expect(data?.[0]?.places_taken).toBe(1)
  })

  it('a full event answers Evento lotado with its own code', async () => {
    const event = await createEvent(org, { capacity: 1 })
    expect((await register(ana, event.id)).error).toBeNull()
    const full = await register(bia, event.id)
    expect(full.error).toMatchObject({ code: 'BP018', message: 'Evento lotado' })
  })

  it('two riders taking the last place at the same instant: one gets it', async () => {
    const event = await createEvent(org, { capacity: 1 })
    const riders = await Promise.all([newRider(backend), newRider(backend), newRider(backend)])
    const answers = await Promise.all(riders.map((rider) => register(rider, event.id)))
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
    expect(answers.filter((answer) => answer.error?.code === 'BP018')).toHaveLength(2)
  })

  it('a cancelled, a draft, an unknown and a visitor registration are each refused', async () => {
    const cancelled = await createEvent(org)
    await org.client.from('events').update({ status: 'cancelled' }).eq('id', cancelled.id)
    expect((await register(ana, cancelled.id)).error?.code).toBe('BP020')

    const draft = await createEvent(org, { status: 'draft' })
    expect((await register(ana, draft.id)).error?.code).toBe('BP017')
    expect((await register(ana, randomUUID())).error?.code).toBe('BP017')

    const open = await createEvent(org)
    const visitor = await newClient(backend).rpc('register_for_event', {
      event_id: open.id,
    })
    expect(visitor.error).not.toBeNull()
  })

  it('a past event takes no registration', async () => {
    const service = newClient(backend, backend.serviceRoleKey)
    const { data, error } = await service
      .from('events')
      .insert({
        ...eventRow({ starts_at: inDays(-3), ends_at: inDays(-3, 12) }),
        organizer_id: org.id,
      })
      .select()
      .single()
    expect(error).toBeNull()
    expect((await register(ana, data?.id ?? '')).error).toMatchObject({
      code: 'BP021',
      message: 'As inscrições deste evento estão encerradas.',
    })
  })

  it('the rider cancels their own, the place is freed, and they may register again', async () => {
    const event = await createEvent(org, { capacity: 1 })
    await register(ana, event.id)
    const cancelled = await ana.client.rpc('cancel_my_registration', {
      event_id: event.id,
    })
    expect(cancelled.data).toMatchObject({ status: 'cancelled' })
    const twice = await ana.client.rpc('cancel_my_registration', { event_id: event.id })
    expect(twice.error?.code).toBe('BP026')
    expect((await register(bia, event.id)).error).toBeNull()
    expect((await register(ana, event.id)).error?.code).toBe('BP018')
  })

  it('the organizer confirms or refuses; another organizer or the rider cannot', async () => {
    const event = await createEvent(org)
    const registration = (await register(ana, event.id)).data as { id: string }
    const stranger = await newOrganizer('Outro')
    for (const caller of [stranger, ana]) {
      const attempt = await caller.client.rpc('set_registration_status', {
        registration_id: registration.id,
        status: 'confirmed',
      })
      expect(attempt.error?.code).toBe('BP023')
    }
    const confirmed = await org.client.rpc('set_registration_status', {
      registration_id: registration.id,
      status: 'confirmed',
    })
    expect(confirmed.data).toMatchObject({ status: 'confirmed' })
    const refused = await org.client.rpc('set_registration_status', {
      registration_id: registration.id,
      status: 'refused',
    })
    expect(refused.data).toMatchObject({ status: 'refused' })
    expect((await register(ana, event.id)).error?.code).toBe('BP022')
    const bogus = await untyped(org.client).rpc('set_registration_status', {
      registration_id: registration.id,
      status: 'cancelled',
    })
    expect(bogus.error?.code).toBe('22023')
  })

  it('a rider reads only their own registrations; the organizer sees names, the e-mail only when shared', async () => {
    const event = await createEvent(org)
    await register(ana, event.id, true)
    await register(bia, event.id)
    const mine = await bia.client.from('event_registrations').select('user_id')
    expect(new Set(mine.data?.map((row: { user_id: string }) => row.user_id))).toEqual(
      new Set([bia.id]),
    )
    const list = await org.client.rpc('event_registrations_of', { event_id: event.id })
    expect(list.error).toBeNull()
    // Newest first: the first page is also the latest registrations.
    expect(list.data).toEqual([
      expect.objectContaining({ rider_name: 'Bia', email: null, status: 'pending' }),
      expect.objectContaining({ rider_name: 'Ana', email: ana.email, status: 'pending' }),
    ])
    const byRider = await ana.client.rpc('event_registrations_of', { event_id: event.id })
    expect(byRider.error?.code).toBe('BP017')
    const direct = await ana.client
      .from('event_registrations')
      .insert({ event_id: event.id, user_id: ana.id, status: 'confirmed' })
    expect(direct.error?.code).toBe('42501')
  })

  it('a confirmed rider rates an ended event once, 1 to 5; nobody else, and not before the end', async () => {
    const service = newClient(backend, backend.serviceRoleKey)
    const ended = (
      await service
        .from('events')
        .insert({
          ...eventRow({ starts_at: inDays(-5), ends_at: inDays(-5, 12) }),
          organizer_id: org.id,
        })
        .select()
        .single()
    ).data as { id: string }
    await service.from('event_registrations').insert([
      { event_id: ended.id, user_id: ana.id, status: 'confirmed' },
      { event_id: ended.id, user_id: bia.id, status: 'pending' },
    ])
    const rate = (rider: Rider, eventId: string, rating: number) =>
      rider.client.rpc('rate_event', { event_id: eventId, rating })

    expect((await rate(ana, ended.id, 6)).error?.code).toBe('22023')
    expect((await rate(bia, ended.id, 4)).error?.code).toBe('BP024')
    const rated = await rate(ana, ended.id, 5)
    expect(rated.data).toMatchObject({ rating: 5 })
    expect((await rate(ana, ended.id, 3)).error).toMatchObject({
      code: 'BP025',
      message: 'Você já avaliou este evento.',
    })

    const upcoming = await createEvent(org)
    await register(ana, upcoming.id)
    expect((await rate(ana, upcoming.id, 5)).error?.code).toBe('BP024')
  })

  it("deleting a rider's account frees their place and leaves the organizer's list", async () => {
    const event = await createEvent(org, { capacity: 2 })
    const leaving = await newRider(backend, { fullName: 'Vai Embora' })
    await register(leaving, event.id)
    expect((await leaving.client.rpc('delete_my_account')).error).toBeNull()
    const list = await org.client.rpc('event_registrations_of', { event_id: event.id })
    expect(list.data).toEqual([])
    const { data } = await org.client.from('events').select('places_taken').eq('id', event.id)
    expect(data?.[0]?.places_taken).toBe(0)
  })

  it("deleting an organizer's account cancels their events not yet started; riders still see them", async () => {
    const leavingOrg = await newOrganizer('Org Sai')
    const event = await createEvent(leavingOrg)
    await register(ana, event.id)
    expect((await leavingOrg.client.rpc('delete_my_account')).error).toBeNull()
    const seen = await ana.client.from('events').select('status, organizer_id').eq('id', event.id)
    expect(seen.data).toEqual([{ status: 'cancelled', organizer_id: null }])
    const named = await ana.client.from('events').select('organizer_name').eq('id', event.id)
    expect(named.data).toEqual([{ organizer_name: null }])
    const mine = await ana.client
      .from('event_registrations')
      .select('status')
      .eq('event_id', event.id)
    expect(mine.data).toEqual([{ status: 'pending' }])
  })
})

describe("the organizer's list, a page at a time", () => {
  let org: Rider
  let riders: Rider[]
  beforeAll(async () => {
    org = await newOrganizer('Org Páginas')
    riders = await Promise.all(
      ['R1', 'R2', 'R3', 'R4', 'R5'].map((fullName) => newRider(backend, { fullName })),
    )
  })

  type Listed = { id: string; rider_name: string; created_at: string; total_count: number }
  /** Every page of `pageSize`, each from the last row of the one before, as the app reads them. */
  async function allPages(eventId: string, pageSize: number): Promise<Listed[][]> {
    const pages: Listed[][] = []
    for (;;) {
      const last = pages.at(-1)?.at(-1)
      const { data, error } = await org.client.rpc('event_registrations_of', {
        event_id: eventId,
        page_size: pageSize,
        ...(last ? { before_created_at: last.created_at, before_id: last.id } : {}),
      })
      if (error) throw new Error(error.message)
      pages.push(data)
      if (data.length < pageSize) return pages
    }
  }

  it('pages come newest first, each after the last row of the one before, with the total on every row', async () => {
    const event = await createEvent(org)
    for (const rider of riders) expect((await register(rider, event.id)).error).toBeNull()
    const pages = await allPages(event.id, 2)
    expect(pages.map((page) => page.map((row) => row.rider_name))).toEqual([
      ['R5', 'R4'],
      ['R3', 'R2'],
      ['R1'],
    ])
    expect(new Set(pages.flat().map((row) => row.total_count))).toEqual(new Set([5]))
    // An old client's call, with the event alone, still answers: the newest 200.
    const old = await org.client.rpc('event_registrations_of', { event_id: event.id })
    expect(old.data?.map((row) => row.rider_name)).toEqual(['R5', 'R4', 'R3', 'R2', 'R1'])
  })

  it('rows made in the same instant are neither skipped nor repeated across pages', async () => {
    const event = await createEvent(org)
    const service = newClient(backend, backend.serviceRoleKey)
    const instant = new Date(Date.now() - 60_000).toISOString()
    const inserted = await service
      .from('event_registrations')
      .insert(
        riders.map((rider) => ({ event_id: event.id, user_id: rider.id, created_at: instant })),
      )
    expect(inserted.error).toBeNull()
    for (const pageSize of [1, 2, 3, 4, 5, 6]) {
      const rows = (await allPages(event.id, pageSize)).flat()
      expect(rows.map((row) => row.rider_name).sort(), `pages of ${pageSize}`).toEqual([
        'R1',
        'R2',
        'R3',
        'R4',
        'R5',
      ])
      const ids = rows.map((row) => row.id)
      expect(ids, `pages of ${pageSize}: (created_at, id) descending`).toEqual(
        [...ids].sort().reverse(),
      )
    }
  })

  it.each([
    ['a page of 0', { page_size: 0 }],
    ['a page of 201', { page_size: 201 }],
    ['a negative page', { page_size: -5 }],
    ['a null page', { page_size: null }],
    ['a cursor without its id', { before_created_at: new Date().toISOString() }],
    ['a cursor without its time', { before_id: randomUUID() }],
  ])('%s is refused (22023), never cut short', async (_, args) => {
    const event = await createEvent(org)
    const { error } = await untyped(org.client).rpc('event_registrations_of', {
      event_id: event.id,
      ...args,
    })
    expect(error?.code).toBe('22023')
  })

  it('a page of 200, the most, is answered; another organizer and a rider still get BP017', async () => {
    const event = await createEvent(org)
    await register(riders[0]!, event.id)
    const most = await org.client.rpc('event_registrations_of', {
      event_id: event.id,
      page_size: 200,
    })
    expect(most.data).toHaveLength(1)
    const other = await newOrganizer('Org Curiosa')
    for (const caller of [other, riders[0]!]) {
      const { error } = await caller.client.rpc('event_registrations_of', {
        event_id: event.id,
        page_size: 1,
      })
      expect(error?.code).toBe('BP017')
    }
  })
})

describe("the organizer's name", () => {
  it('anyone reads it on the event; it follows a change of name and cannot be forged', async () => {
    const org = await newOrganizer('Clube Pedal Forte')
    const event = await createEvent(org)
    const visitor = newClient(backend)
    const read = async () =>
      (await visitor.from('events').select('organizer_name').eq('id', event.id)).data?.[0]
    expect(await read()).toEqual({ organizer_name: 'Clube Pedal Forte' })

    const renamed = await org.client
      .from('profiles')
      .update({ full_name: 'Pedal Forte MTB' })
      .eq('id', org.id)
    expect(renamed.error).toBeNull()
    expect(await read()).toEqual({ organizer_name: 'Pedal Forte MTB' })

    const forged = await org.client
      .from('events')
      .update({ organizer_name: 'Outro Nome' })
      .eq('id', event.id)
    expect(forged.error?.code).toBe('42501')
  })
})

describe("the organizer's figures", () => {
  it('count their events and live registrations, sum confirmed revenue, average the ratings', async () => {
    const org = await newOrganizer('Org Números')
    const empty = await org.client.rpc('organizer_figures')
    expect(empty.data).toEqual([
      {
        events_total: 0,
        events_upcoming: 0,
        registrations_total: 0,
        revenue_cents: 0,
        rating_average: null,
        ratings_count: 0,
      },
    ])

    const paid = await createEvent(org, { price_cents: 8000 })
    const [ana, bia, caio] = await Promise.all([
      newRider(backend),
      newRider(backend),
      newRider(backend),
    ])
    const anaRegistration = (await register(ana, paid.id)).data
    await register(bia, paid.id)
    const caioRegistration = (await register(caio, paid.id)).data
    await org.client.rpc('set_registration_status', {
      registration_id: anaRegistration?.id ?? '',
      status: 'confirmed',
    })
    await org.client.rpc('set_registration_status', {
      registration_id: caioRegistration?.id ?? '',
      status: 'refused',
    })
    const service = newClient(backend, backend.serviceRoleKey)
    const ended = (
      await service
        .from('events')
        .insert({
          ...eventRow({ starts_at: inDays(-5), ends_at: inDays(-5, 12), price_cents: 0 }),
          organizer_id: org.id,
        })
        .select()
        .single()
    ).data
    await service.from('event_registrations').insert([
      { event_id: ended?.id ?? '', user_id: ana.id, status: 'confirmed', rating: 5 },
      { event_id: ended?.id ?? '', user_id: bia.id, status: 'confirmed', rating: 4 },
    ])

    // Neither a draft nor a cancelled event counts: not in 'Eventos', their places earn nothing.
    await createEvent(org, { status: 'draft', title: 'Rascunho' })
    const called = await service
      .from('events')
      .insert({ ...eventRow({ price_cents: 5000 }), organizer_id: org.id, status: 'cancelled' })
      .select()
      .single()
    await service
      .from('event_registrations')
      .insert({ event_id: called.data?.id ?? '', user_id: bia.id, status: 'confirmed' })

    const figures = await org.client.rpc('organizer_figures')
    expect(figures.data).toEqual([
      {
        events_total: 2,
        // Still ahead and not cancelled: the published one and the draft.
        events_upcoming: 2,
        registrations_total: 4,
        revenue_cents: 8000,
        rating_average: 4.5,
        ratings_count: 2,
      },
    ])
    const other = await newOrganizer('Outro Org')
    expect((await other.client.rpc('organizer_figures')).data?.[0]?.registrations_total).toBe(0)
  })

  it("registrations per day on the event's clock; only for the event's organizer", async () => {
    const org = await newOrganizer('Org Dias')
    const event = await createEvent(org, { time_zone: 'America/Manaus' })
    const service = newClient(backend, backend.serviceRoleKey)
    const riders = await Promise.all([newRider(backend), newRider(backend), newRider(backend)])
    await service.from('event_registrations').insert([
      // 02:30 UTC on the 2nd is still the 1st in Manaus (−4).
      { event_id: event.id, user_id: riders[0].id, created_at: '2026-11-02T02:30:00Z' },
      { event_id: event.id, user_id: riders[1].id, created_at: '2026-11-01T15:00:00Z' },
      { event_id: event.id, user_id: riders[2].id, created_at: '2026-11-03T12:00:00Z' },
    ])
    const days = await org.client.rpc('event_registrations_per_day', { event_id: event.id })
    expect(days.data).toEqual([
      { day: '2026-11-01', registrations: 2 },
      { day: '2026-11-03', registrations: 1 },
    ])
    const stranger = await newOrganizer('Estranho')
    const refused = await stranger.client.rpc('event_registrations_per_day', { event_id: event.id })
    expect(refused.error?.code).toBe('BP017')
  })
})

describe('demo data', () => {
  it('the demo organizer has a past event with ratings, a full one and a free one', async () => {
    const visitor = newClient(backend)
    const { data } = await visitor
      .from('events')
      .select('id, title, starts_at, price_cents, capacity, places_taken')
      .in('title', [
        'Desafio Serra do Japi',
        'Gravel das Araucárias',
        'Pedal Noturno do Ibirapuera',
      ])
      .order('starts_at')
    expect(data?.map((event) => event.title)).toEqual([
      'Desafio Serra do Japi',
      'Pedal Noturno do Ibirapuera',
      'Gravel das Araucárias',
    ])
    const [past, free, full] = data ?? []
    expect(Date.parse(past!.starts_at)).toBeLessThan(Date.now())
    expect(free).toMatchObject({ price_cents: 0, capacity: null })
    expect(full!.places_taken).toBe(full!.capacity)

    const organizer = await seedAccount(backend, 'organizador@borapedalar.test')
    const rated = await organizer.client.rpc('event_registrations_of', { event_id: past!.id })
    expect(rated.data?.map((row) => row.rating).sort()).toEqual([4, 5])
    const latecomer = await newRider(backend)
    expect((await register(latecomer, full!.id)).error?.code).toBe('BP018')
  })
})
