import { describe, expect, it } from 'vitest'
import type { RegistrationRow } from './api'
import { COPY_KEYS, forgetRegistrationCopies, memoryStore, readCopy } from './device-copy'
import { keepRegistration } from './event-copies'
import {
  deliverQueued,
  forgetQueued,
  queuedRegistrations,
  queueRegistration,
  type Delivery,
  type QueuedRegistration,
} from './registration-queue'

const RIDER = 'rider-1'
const entry = (eventId: string) => ({
  eventId,
  slug: `evento-${eventId}`,
  title: `Evento ${eventId}`,
  shareEmail: eventId === 'b',
})
const registration = (eventId: string, status: RegistrationRow['status']): RegistrationRow => ({
  id: `r-${eventId}`,
  event_id: eventId,
  status,
  share_email: false,
  created_at: '2026-11-28T12:00:00Z',
  updated_at: '2026-11-28T12:00:00Z',
})

describe('registrations made with no signal', () => {
  it('wait on the device, one per event, the last tap winning', async () => {
    const store = memoryStore()
    await queueRegistration(store, RIDER, entry('a'))
    await queueRegistration(store, RIDER, { ...entry('a'), shareEmail: true })
    await queueRegistration(store, RIDER, entry('b'))
    const queue = await queuedRegistrations(store, RIDER)
    expect(queue.map((e) => [e.eventId, e.shareEmail, e.state])).toEqual([
      ['a', true, 'waiting'],
      ['b', true, 'waiting'],
    ])
    expect(await queuedRegistrations(store, 'someone-else')).toEqual([])
  })

  it("are sent in order; the server's registration is kept and the entry leaves", async () => {
    const store = memoryStore()
    await queueRegistration(store, RIDER, entry('a'))
    await queueRegistration(store, RIDER, entry('b'))
    const sent: string[] = []
    const reports = await deliverQueued(store, RIDER, (e) => {
      sent.push(`${e.eventId}:${e.shareEmail}`)
      return Promise.resolve<Delivery>({
        kind: 'delivered',
        registration: registration(e.eventId, e.eventId === 'a' ? 'pending' : 'confirmed'),
      })
    })
    expect(sent).toEqual(['a:false', 'b:true'])
    expect(reports.map((r) => r.outcome.kind)).toEqual(['delivered', 'delivered'])
    expect(await queuedRegistrations(store, RIDER)).toEqual([])
    const kept = await readCopy<RegistrationRow>(store, COPY_KEYS.registration(RIDER, 'b'))
    expect(kept?.value.status).toBe('confirmed')
  })

  it("keep a refusal ('Evento lotado') with its message until the rider has seen it", async () => {
    const store = memoryStore()
    await queueRegistration(store, RIDER, entry('a'))
    const reports = await deliverQueued(store, RIDER, () =>
      Promise.resolve<Delivery>({ kind: 'refused', message: 'Evento lotado' }),
    )
    expect(reports[0]?.outcome).toEqual({ kind: 'refused', message: 'Evento lotado' })
    const [refused] = await queuedRegistrations(store, RIDER)
    expect(refused).toMatchObject({ eventId: 'a', state: 'refused', message: 'Evento lotado' })
    // A refused entry is not sent again.
    let calls = 0
    await deliverQueued(store, RIDER, () => {
      calls += 1
      return Promise.resolve<Delivery>({ kind: 'unreachable' })
    })
    expect(calls).toBe(0)
    await forgetQueued(store, RIDER, 'a')
    expect(await queuedRegistrations(store, RIDER)).toEqual([])
  })

  it('stay when the server cannot be reached, and the round stops there', async () => {
    const store = memoryStore()
    await queueRegistration(store, RIDER, entry('a'))
    await queueRegistration(store, RIDER, entry('b'))
    let calls = 0
    const reports = await deliverQueued(store, RIDER, () => {
      calls += 1
      return Promise.resolve<Delivery>({ kind: 'unreachable' })
    })
    expect(calls).toBe(1)
    expect(reports).toEqual([])
    expect((await queuedRegistrations(store, RIDER)).map((e) => e.state)).toEqual([
      'waiting',
      'waiting',
    ])
  })

  it('are sent once when deliveries overlap (online event and app start together)', async () => {
    const store = memoryStore()
    await queueRegistration(store, RIDER, entry('a'))
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    let calls = 0
    const send = async (e: QueuedRegistration): Promise<Delivery> => {
      calls += 1
      await gate
      return { kind: 'delivered', registration: registration(e.eventId, 'pending') }
    }
    const first = deliverQueued(store, RIDER, send)
    const second = deliverQueued(store, RIDER, send)
    release()
    expect(await first).toEqual(await second)
    expect(calls).toBe(1)
  })

  it('lose nothing queued while a round is sending', async () => {
    const store = memoryStore()
    await queueRegistration(store, RIDER, entry('a'))
    const reports = await deliverQueued(store, RIDER, async (e) => {
      // The rider taps another event's 'Inscrever-se' while the first is on its way.
      await queueRegistration(store, RIDER, entry('b'))
      return { kind: 'delivered', registration: registration(e.eventId, 'pending') }
    })
    expect(reports.map((r) => r.entry.eventId)).toEqual(['a'])
    expect((await queuedRegistrations(store, RIDER)).map((e) => e.eventId)).toEqual(['b'])
  })
})

describe('at sign-out', () => {
  it("the rider's registration copies go; their queue, another rider's copies and the events stay", async () => {
    const store = memoryStore()
    await keepRegistration(store, RIDER, registration('a', 'confirmed'))
    await keepRegistration(store, RIDER, registration('b', 'pending'))
    await keepRegistration(store, 'rider-10', registration('a', 'pending'))
    await queueRegistration(store, RIDER, entry('c'))
    await store.put(COPY_KEYS.event('evento-a'), { value: null, savedAt: '2026-11-28T12:00:00Z' })

    expect(await forgetRegistrationCopies(RIDER, store)).toBe(2)
    expect(await readCopy(store, COPY_KEYS.registration(RIDER, 'a'))).toBeUndefined()
    expect(await readCopy(store, COPY_KEYS.registration(RIDER, 'b'))).toBeUndefined()
    expect(await readCopy(store, COPY_KEYS.registration('rider-10', 'a'))).toBeDefined()
    expect((await queuedRegistrations(store, RIDER)).map((e) => e.eventId)).toEqual(['c'])
    expect(await readCopy(store, COPY_KEYS.event('evento-a'))).toBeDefined()
  })
})
