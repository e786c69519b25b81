import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimeoutError, withTimeout } from './timeouts'

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const later = <T>(ms: number, value: T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

  it('resolves with the value when the promise wins', async () => {
    const result = withTimeout(later(100, 'ok'), 1000)
    await vi.advanceTimersByTimeAsync(100)
    await expect(result).resolves.toBe('ok')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes a rejection through untouched', async () => {
    const failure = new Error('server said no')
    const result = withTimeout(Promise.reject(failure), 1000)
    await expect(result).rejects.toBe(failure)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects with a TimeoutError carrying the limit when time runs out', async () => {
    const result = withTimeout(later(20_000, 'late'), 15_000)
    const settled = expect(result).rejects.toSatisfy(
      (error) => error instanceof TimeoutError && error.timeoutMs === 15_000,
    )
    await vi.advanceTimersByTimeAsync(14_999)
    expect(vi.getTimerCount()).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    await settled
  })

  it('rejects with the caller’s error when given one', async () => {
    const custom = new Error('custom time-out')
    const result = withTimeout(later(20_000, 'late'), 10_000, () => custom)
    const settled = expect(result).rejects.toBe(custom)
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
  })

  it('names itself like the DOM time-out', () => {
    expect(new TimeoutError(5).name).toBe('TimeoutError')
    expect(new TimeoutError(5)).toBeInstanceOf(Error)
  })
})
