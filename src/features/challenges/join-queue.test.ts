import { describe, expect, it } from 'vitest'
import { memoryStore } from '../../lib/device-copy'
import {
  deliverQueuedChanges,
  forgetQueuedChange,
  hasWaitingChanges,
  queueChange,
  queuedChanges,
  withQueuedChanges,
  type ChangeDelivery,
  type QueuedAction,
  type QueuedChange,
} from './join-queue'
import type { Participation } from './types'

const RIDER = 'rider-1'
const T0 = new Date('2026-11-28T12:00:00Z')
const entry = (challengeId: string, action: QueuedAction = 'join') => ({
  challengeId,
  slug: `desafio-${challengeId}`,
  title: `Desafio ${challengeId}`,
  action,
})
const participation = (challengeId: string, joinedAt = '2026-11-01T10:00:00Z'): Participation => ({
  challenge_id: challengeId,
  joined_at: joinedAt,
  on_leaderboard: challengeId === 'b',
})
const summary = (queue: readonly QueuedChange[]) =>
  queue.map((e) => `${e.challengeId}:${e.action}:${e.state}`)

describe('joining and leaving with no signal', () => {
  it('wait on the device, one entry per challenge, kept per rider', async () => {
    const store = memoryStore()
    expect(await hasWaitingChanges(store, RIDER)).toBe(false)
    const queued = await queueChange(store, RIDER, entry('a'), T0)
    expect(queued).toMatchObject({ queuedAt: T0.toISOString(), state: 'waiting' })
    await queueChange(store, RIDER, entry('b', 'leave'), T0)
    expect(summary(await queuedChanges(store, RIDER))).toEqual([
      'a:join:waiting',
      'b:leave:waiting',
    ])
    expect(await hasWaitingChanges(store, RIDER)).toBe(true)
    expect(await queuedChanges(store, 'someone-else')).toEqual([])
  })

  it.each<{ first: QueuedAction; second: QueuedAction; left: string[] }>([
    // Leaving a join never sent, or joining again after a leave never sent: nothing to send.
    { first: 'join', second: 'leave', left: [] },
    { first: 'leave', second: 'join', left: [] },
    // The same tap twice: one entry, the later moment.
    { first: 'join', second: 'join', left: ['a:join:waiting'] },
  ])('$first then $second leaves $left', async ({ first, second, left }) => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a', first), T0)
    const later = new Date(T0.getTime() + 60_000)
    const answer = await queueChange(store, RIDER, entry('a', second), later)
    const queue = await queuedChanges(store, RIDER)
    expect(summary(queue)).toEqual(left)
    expect(answer === null).toBe(left.length === 0)
    if (left.length > 0) expect(queue[0]!.queuedAt).toBe(later.toISOString())
  })

  it("a new tap after a refusal replaces the refusal's entry", async () => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a'), T0)
    await deliverQueuedChanges(store, RIDER, () =>
      Promise.resolve<ChangeDelivery>({ kind: 'refused', message: 'Este desafio já terminou.' }),
    )
    await queueChange(store, RIDER, entry('a', 'leave'), T0)
    expect(summary(await queuedChanges(store, RIDER))).toEqual(['a:leave:waiting'])
  })

  it('are sent oldest first; delivered ones leave, refused ones stay with the message', async () => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a'), T0)
    await queueChange(store, RIDER, entry('b', 'leave'), T0)
    await queueChange(store, RIDER, entry('c'), T0)
    const sent: string[] = []
    const reports = await deliverQueuedChanges(store, RIDER, (e) => {
      sent.push(`${e.challengeId}:${e.action}`)
      return Promise.resolve<ChangeDelivery>(
        e.challengeId === 'c'
          ? { kind: 'refused', message: 'Este desafio já terminou.' }
          : { kind: 'delivered' },
      )
    })
    expect(sent).toEqual(['a:join', 'b:leave', 'c:join'])
    expect(reports.map((r) => r.outcome.kind)).toEqual(['delivered', 'delivered', 'refused'])
    const queue = await queuedChanges(store, RIDER)
    expect(summary(queue)).toEqual(['c:join:refused'])
    expect(queue[0]!.message).toBe('Este desafio já terminou.')
    expect(await hasWaitingChanges(store, RIDER)).toBe(false)
    // A refusal is not sent again; the rider's 'Entendi' takes it out.
    expect(await deliverQueuedChanges(store, RIDER, () => Promise.reject(new Error('no')))).toEqual(
      [],
    )
    await forgetQueuedChange(store, RIDER, 'c')
    expect(await queuedChanges(store, RIDER)).toEqual([])
  })

  it('an unreachable server stops the round; the rest waits, untouched', async () => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a'), T0)
    await queueChange(store, RIDER, entry('b'), T0)
    const sent: string[] = []
    const reports = await deliverQueuedChanges(store, RIDER, (e) => {
      sent.push(e.challengeId)
      return Promise.resolve<ChangeDelivery>({ kind: 'unreachable' })
    })
    expect(sent).toEqual(['a'])
    expect(reports).toEqual([])
    expect(summary(await queuedChanges(store, RIDER))).toEqual(['a:join:waiting', 'b:join:waiting'])
  })

  it('overlapping calls share one round: each change is sent once', async () => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a'), T0)
    let sends = 0
    const send = () => {
      sends += 1
      return Promise.resolve<ChangeDelivery>({ kind: 'delivered' })
    }
    const [one, two] = await Promise.all([
      deliverQueuedChanges(store, RIDER, send),
      deliverQueuedChanges(store, RIDER, send),
    ])
    expect(sends).toBe(1)
    expect(one).toBe(two)
  })

  it('a tap made while its entry is being sent is kept for the next round', async () => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a'), T0)
    await deliverQueuedChanges(store, RIDER, async () => {
      // The rider leaves while the join is on its way: the leave must not be lost.
      expect(summary(await queuedChanges(store, RIDER))).toEqual(['a:join:sending'])
      await queueChange(store, RIDER, entry('a', 'leave'), new Date(T0.getTime() + 1000))
      return { kind: 'delivered' }
    })
    expect(summary(await queuedChanges(store, RIDER))).toEqual(['a:leave:waiting'])
  })

  it('a round cut short (the tab closed while sending) is sent again by the next', async () => {
    const store = memoryStore()
    await queueChange(store, RIDER, entry('a'), T0)
    const queue = await queuedChanges(store, RIDER)
    await store.put('/__desafios__/fila/rider-1', [{ ...queue[0]!, state: 'sending' }])
    expect(await hasWaitingChanges(store, RIDER)).toBe(true)
    const sent: string[] = []
    await deliverQueuedChanges(store, RIDER, (e) => {
      sent.push(e.challengeId)
      return Promise.resolve<ChangeDelivery>({ kind: 'delivered' })
    })
    expect(sent).toEqual(['a'])
    expect(await queuedChanges(store, RIDER)).toEqual([])
  })
})

describe('participations as the rider sees them', () => {
  const server = [participation('a'), participation('b')]
  it.each<{ name: string; queue: QueuedChange[]; expected: Participation[] }>([
    { name: 'nothing waiting: the server’s', queue: [], expected: server },
    {
      name: 'a waiting join counts from its tap',
      queue: [{ ...entry('c'), queuedAt: T0.toISOString(), state: 'waiting' }],
      expected: [
        ...server,
        { challenge_id: 'c', joined_at: T0.toISOString(), on_leaderboard: false },
      ],
    },
    {
      name: 'a waiting leave is already gone',
      queue: [{ ...entry('a', 'leave'), queuedAt: T0.toISOString(), state: 'waiting' }],
      expected: [participation('b')],
    },
    {
      name: 'a refused join adds nothing',
      queue: [{ ...entry('c'), queuedAt: T0.toISOString(), state: 'refused', message: 'x' }],
      expected: server,
    },
    {
      name: 'a waiting join already on the server keeps the server’s moment',
      queue: [{ ...entry('a'), queuedAt: T0.toISOString(), state: 'waiting' }],
      expected: server,
    },
  ])('$name', ({ queue, expected }) => {
    expect(withQueuedChanges(server, queue)).toEqual(expected)
  })
})
