// The build's read of the events it writes pages for (scripts/event-pages.ts), against the twin:
// the rows any visitor reads, published and not over; and no answer when no backend listens.

import { createServer } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import { fetchUpcomingEvents } from '../../scripts/event-pages.ts'
import { EVENT_COLUMNS } from '../../src/features/events/api.ts'
import { prerenderedEventHeads } from '../../src/features/events/prerendered-heads.ts'
import { freshBackend, newClient } from './helpers/backend.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('the event pages a build writes', () => {
  it("reads the seed's published events not yet over, never a draft or a past one", async () => {
    const service = newClient(backend, backend.serviceRoleKey)
    const seeded = await service.from('events').select('slug, status, ends_at')
    const organizer = (await service.from('events').select('organizer_id').limit(1)).data?.[0]
    const draft = await service.from('events').insert({
      organizer_id: organizer?.organizer_id,
      title: 'Rascunho do Organizador',
      modality: 'mtb',
      starts_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 20 * 86_400_000 + 3_600_000).toISOString(),
      city: 'Brotas',
      state: 'SP',
      meeting_point: 'Praça',
      status: 'draft',
    })
    expect(draft.error).toBeNull()
    const now = new Date()
    const expected = (seeded.data ?? [])
      .filter((event) => event.status === 'published' && new Date(event.ends_at) > now)
      .map((event) => `/eventos/${event.slug}`)
      .sort()
    expect(expected.length).toBeGreaterThanOrEqual(2)

    const rows = await fetchUpcomingEvents({
      url: backend.url,
      anonKey: backend.anonKey,
      columns: EVENT_COLUMNS,
      now,
    })
    expect(rows).not.toBeNull()
    const paths = prerenderedEventHeads(rows!, now).map((page) => page.path)
    expect([...paths].sort()).toEqual(expected)
    expect(paths.some((path) => path.includes('rascunho'))).toBe(false)
  })

  it('with no backend answering, there are none, and the build goes on', async () => {
    const rows = await fetchUpcomingEvents({
      url: `http://127.0.0.1:${await closedPort()}`,
      anonKey: backend.anonKey,
      columns: EVENT_COLUMNS,
      now: new Date(),
    })
    expect(rows).toBeNull()
  })

  it('a backend that refuses the key gives none either', async () => {
    const rows = await fetchUpcomingEvents({
      url: backend.url,
      anonKey: 'not-a-key',
      columns: EVENT_COLUMNS,
      now: new Date(),
    })
    expect(rows).toBeNull()
  })
})
