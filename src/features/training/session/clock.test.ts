import { describe, expect, it } from 'vitest'
import {
  elapsedMs,
  isPaused,
  pauseClock,
  pausesUntil,
  readingMs,
  resumeClock,
  startClock,
} from './clock'

const T0 = Date.parse('2026-11-20T07:00:00Z')

describe('the test clock', () => {
  it.each([
    // now, elapsed ms: only the wall clock counts, however often (or rarely) anyone asked
    [T0, 0],
    [T0 + 999, 999],
    [T0 + 61_250, 61_250],
    [T0 - 5_000, 0],
  ])('started at T0, at T0%+i ms reads %i ms', (now, elapsed) => {
    expect(elapsedMs(startClock(T0), now)).toBe(elapsed)
  })

  it('a pause stops it; the resume goes on from where it stopped', () => {
    const paused = pauseClock(startClock(T0), T0 + 10_000)
    expect(isPaused(paused)).toBe(true)
    expect(elapsedMs(paused, T0 + 70_000)).toBe(10_000)
    const resumed = resumeClock(paused, T0 + 70_000)
    expect(resumed).toEqual({
      startedAt: T0,
      pausedAt: null,
      pausedMs: 60_000,
      pauses: [{ atMs: 10_000, ms: 60_000 }],
    })
    expect(elapsedMs(resumed, T0 + 75_000)).toBe(15_000)
  })

  it('pauses add up', () => {
    let clock = startClock(T0)
    clock = resumeClock(pauseClock(clock, T0 + 1_000), T0 + 3_000)
    clock = resumeClock(pauseClock(clock, T0 + 5_000), T0 + 9_000)
    expect(elapsedMs(clock, T0 + 10_000)).toBe(4_000)
  })

  it('keeps each pause where it fell on the test clock, and how long it lasted', () => {
    let clock = startClock(T0)
    clock = resumeClock(pauseClock(clock, T0 + 1_000), T0 + 3_000)
    clock = resumeClock(pauseClock(clock, T0 + 5_000), T0 + 9_000)
    expect(clock.pauses).toEqual([
      { atMs: 1_000, ms: 2_000 },
      // 5 s of wall time, 2 of them paused: 3 s into the test.
      { atMs: 3_000, ms: 4_000 },
    ])
    expect(pausesUntil(clock, T0 + 20_000)).toBe(clock.pauses)
    // The running pause, as long as it has lasted so far.
    const paused = pauseClock(clock, T0 + 10_000)
    expect(pausesUntil(paused, T0 + 70_000)).toEqual([...clock.pauses, { atMs: 4_000, ms: 60_000 }])
  })

  it('pausing twice keeps the first pause; resuming a running clock changes nothing', () => {
    const paused = pauseClock(startClock(T0), T0 + 1_000)
    expect(pauseClock(paused, T0 + 9_000)).toBe(paused)
    const running = startClock(T0)
    expect(resumeClock(running, T0 + 9_000)).toBe(running)
  })

  it('a wall clock set back during a pause gives no time back', () => {
    const clock = resumeClock(pauseClock(startClock(T0), T0 + 10_000), T0 + 4_000)
    expect(clock.pausedMs).toBe(0)
    expect(clock.pauses).toEqual([{ atMs: 10_000, ms: 0 }])
    expect(elapsedMs(clock, T0 + 12_000)).toBe(12_000)
  })

  it('survives a reload: its JSON reads the same', () => {
    const clock = pauseClock(
      resumeClock(pauseClock(startClock(T0), T0 + 1_000), T0 + 2_500),
      T0 + 4_000,
    )
    const reloaded = JSON.parse(JSON.stringify(clock)) as typeof clock
    expect(reloaded).toEqual(clock)
    expect(elapsedMs(reloaded, T0 + 99_000)).toBe(2_500)
  })
})

describe('readingMs: where a sensor reading falls on the test clock', () => {
  const clock = pauseClock(
    resumeClock(pauseClock(startClock(T0), T0 + 10_000), T0 + 20_000),
    T0 + 30_000,
  )

  it.each([
    [T0 - 1, null], // before the start
    [T0 + 25_000, 15_000], // after the resume
    [T0 + 29_999, 19_999],
    [T0 + 30_000, null], // in the running pause
    [T0 + 45_000, null],
  ])('at T0%+i ms → %s', (at, ms) => {
    expect(readingMs(clock, at)).toBe(ms)
  })
})
