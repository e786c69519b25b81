import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryWhileWaiting, type RetryReason } from './retry-while-waiting'

/** An attempt that answers, in turn, the given outcomes ('throw' rejects), then "nothing waits". */
function attempts(...outcomes: (boolean | 'throw')[]) {
  const calls: number[] = []
  const attempt = vi.fn(() => {
    calls.push(Date.now())
    const outcome = outcomes.shift() ?? false
    return outcome === 'throw'
      ? Promise.reject(new Error('chunk failed'))
      : Promise.resolve(outcome)
  })
  return { attempt, calls }
}

function triggers() {
  let fire: (reason: RetryReason) => void = () => {}
  const unsubscribe = vi.fn()
  return {
    subscribe: (f: typeof fire) => {
      fire = f
      return unsubscribe
    },
    fire: (reason: RetryReason) => fire(reason),
    unsubscribe,
  }
}

/** Lets the attempt's promise and the run's continuation settle. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('retryWhileWaiting', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tries at once and stops when nothing waits', async () => {
    const { attempt } = attempts(false)
    retryWhileWaiting(attempt, { subscribe: triggers().subscribe })
    await settle()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('tries again after pauses doubling from 2 s up to 30 s while something waits', async () => {
    const { attempt, calls } = attempts(true, true, true, true, true, true, true, false)
    retryWhileWaiting(attempt, { subscribe: triggers().subscribe })
    await vi.advanceTimersByTimeAsync(300_000)
    const pauses = calls.slice(1).map((at, i) => at - calls[i]!)
    expect(pauses).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
  })

  it('counts a thrown attempt (its code could not load) as still waiting', async () => {
    const { attempt } = attempts('throw', false)
    retryWhileWaiting(attempt, { subscribe: triggers().subscribe })
    await settle()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(attempt).toHaveBeenCalledTimes(2)
  })

  it("tries at 'online' and when the page is shown, and 'online' starts the pauses over", async () => {
    const { attempt, calls } = attempts(true, true, true, true, true, false)
    const events = triggers()
    retryWhileWaiting(attempt, { subscribe: events.subscribe })
    await vi.advanceTimersByTimeAsync(2_000 + 4_000) // runs at 0, 2 s and 6 s; next pause 8 s
    expect(calls).toEqual([0, 2_000, 6_000])
    events.fire('visible')
    await settle()
    expect(calls).toEqual([0, 2_000, 6_000, 6_000])
    events.fire('online')
    await settle()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(calls).toEqual([0, 2_000, 6_000, 6_000, 6_000, 8_000])
  })

  it("tries again after the first pause when something new is 'queued' (a send just failed)", async () => {
    const { attempt, calls } = attempts(false, false, false)
    const events = triggers()
    retryWhileWaiting(attempt, { subscribe: events.subscribe })
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toEqual([0])
    events.fire('queued')
    events.fire('queued')
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toEqual([0])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([0, 12_000])
  })

  it('never runs two attempts at once: a trigger during one runs once more after it', async () => {
    let release = () => {}
    let running = 0
    let most = 0
    const attempt = vi.fn(async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise<void>((resolve) => (release = resolve))
      running -= 1
      return false
    })
    const events = triggers()
    retryWhileWaiting(attempt, { subscribe: events.subscribe })
    events.fire('online')
    events.fire('visible')
    release()
    await settle()
    release()
    await settle()
    expect(attempt).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
  })

  it('stops: no more attempts, the events unsubscribed', async () => {
    const { attempt } = attempts(true, true, true)
    const events = triggers()
    const stop = retryWhileWaiting(attempt, { subscribe: events.subscribe })
    await settle()
    stop()
    events.fire('online')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(events.unsubscribe).toHaveBeenCalledTimes(1)
  })
})
