import { describe, expect, it } from 'vitest'
import type { RecordingPause, RecordingSecond } from '../../results'
import {
  elapsedMs,
  pauseClock,
  pausesUntil,
  resumeClock,
  startClock,
  SessionRecorder,
} from '../session'
import { FTHR_30_TEST, FTP_20_TEST, RAMP_TEST } from './protocols'
import {
  blockInterruption,
  fthrFromRecording,
  ftpFrom20MinuteRecording,
  ftpFromRampRecording,
  interruptionText,
  rampPausedText,
  rampShouldEnd,
  resultOfRecording,
} from './results'
import { planTest, positionAt } from './timeline'

const MIN = 60

/** One second each from `from` to `to` (excluded), with `fields`. */
function fill(
  from: number,
  to: number,
  fields: Omit<RecordingSecond, 'second'>,
): RecordingSecond[] {
  const out: RecordingSecond[] = []
  for (let second = from; second < to; second += 1) out.push({ second, ...fields })
  return out
}

describe('FTP 20 min (Allen & Coggan): 95 % of the 20-minute block', () => {
  const plan = planTest(FTP_20_TEST)
  const BLOCK = 'O teste terminou antes do fim do bloco “20 minutos no máximo sustentável”'
  /** Warm-up and the 5-minute effort at 150 W, the block as given, cool-down at 120 W. */
  const test = (block: RecordingSecond[]) => [
    ...fill(0, 35 * MIN, { watts: 150, bpm: 130 }),
    ...block,
    ...fill(55 * MIN, 65 * MIN, { watts: 120 }),
  ]

  it('a 20-minute block at 268 W → FTP 255 W', () => {
    expect(
      ftpFrom20MinuteRecording(test(fill(2100, 3300, { watts: 268 })), plan, 65 * MIN),
    ).toEqual({
      ok: true,
      value: 255,
      formula: '95 % de 268 W = 255 W',
    })
  })

  it.each([
    [55 * MIN - 1, false],
    [55 * MIN - 0.1, false],
    [55 * MIN, true], // the cool-down is not needed
    [60 * MIN, true],
  ])('ended at %f s: a result is %s', (end, ok) => {
    const series = test(fill(2100, 3300, { watts: 268 })).filter((s) => s.second < end)
    const result = ftpFrom20MinuteRecording(series, plan, end)
    expect(result.ok).toBe(ok)
    if (!result.ok) expect(result.reason).toBe(`${BLOCK}, por isso não há resultado.`)
  })

  it('a gap over 10 s inside the block is left out of the average, not counted as 0 W', () => {
    // 10 min at 250 W, then 10 min at 286 W with 2 minutes missing: (600×250 + 480×286) / 1080.
    const block = [...fill(2100, 2700, { watts: 250 }), ...fill(2820, 3300, { watts: 286 })]
    expect(ftpFrom20MinuteRecording(test(block), plan, 65 * MIN)).toMatchObject({
      value: 253,
      formula: '95 % de 266 W = 253 W',
    })
  })

  it('a gap of 10 s holds the value before it, as in ride files', () => {
    // 400 W at 40:00 held for 10 s: (10×400 + 1190×268) / 1200 = 269.1.
    const block = [
      ...fill(2100, 2400, { watts: 268 }),
      { second: 2400, watts: 400 },
      ...fill(2410, 3300, { watts: 268 }),
    ]
    expect(ftpFrom20MinuteRecording(test(block), plan, 65 * MIN)).toMatchObject({
      formula: '95 % de 269 W = 256 W',
    })
  })

  it.each([
    [599, false],
    [600, true],
  ])('%i of the 1200 seconds recorded: a result is %s', (seconds, ok) => {
    const result = ftpFrom20MinuteRecording(
      test(fill(2100, 2100 + seconds, { watts: 268 })),
      plan,
      65 * MIN,
    )
    expect(result).toEqual(
      ok
        ? { ok: true, value: 255, formula: '95 % de 268 W = 255 W' }
        : {
            ok: false,
            reason:
              'Só 599 dos 1.200 segundos do bloco “20 minutos no máximo sustentável” têm potência ' +
              'registrada; o resultado pede pelo menos metade deles (600), por isso não há resultado.',
          },
    )
  })

  it('no power in the block: no result, and it says so', () => {
    expect(ftpFrom20MinuteRecording(test(fill(2100, 3300, { bpm: 170 })), plan, 65 * MIN)).toEqual({
      ok: false,
      reason:
        'Nenhuma potência foi registrada no bloco “20 minutos no máximo sustentável”, por isso não há resultado.',
    })
  })

  it('a block at 0 W gives no FTP', () => {
    expect(ftpFrom20MinuteRecording(test(fill(2100, 3300, { watts: 0 })), plan, 65 * MIN)).toEqual({
      ok: false,
      reason: '95 % de 0 W = 0 W, e 0 W não é um FTP válido.',
    })
  })

  it('thousands read the pt-BR way', () => {
    const result = ftpFrom20MinuteRecording(test(fill(2100, 3300, { watts: 1200 })), plan, 65 * MIN)
    expect(result).toMatchObject({ formula: '95 % de 1.200 W = 1.140 W' })
  })

  it('a pause in the middle of the block: its seconds are not recorded, the block keeps its 20 minutes of riding, and the result is marked interrupted', () => {
    const T0 = Date.parse('2026-11-20T07:00:00Z')
    const recorder = new SessionRecorder()
    let clock = startClock(T0)
    const pauseAt = T0 + 45 * MIN * 1000
    const resumeAt = pauseAt + 10 * MIN * 1000
    // The meter sends 4 times a second all along: 0 W while the rider stands in the pause.
    for (let at = T0; at < T0 + 75 * MIN * 1000; at += 250) {
      if (at === pauseAt) clock = pauseClock(clock, at)
      if (at === resumeAt) clock = resumeClock(clock, at)
      const position = positionAt(plan, elapsedMs(clock, at) / 1000)
      const watts = at >= pauseAt && at < resumeAt ? 0 : position.step.measured ? 268 : 150
      recorder.add({ at, watts }, clock)
    }
    const end = elapsedMs(clock, T0 + 75 * MIN * 1000) / 1000
    expect(end).toBe(65 * MIN)
    const series = recorder.series()
    expect(series).toHaveLength(65 * MIN)
    expect(series.some((s) => s.watts === 0)).toBe(false)
    const pauses = pausesUntil(clock, T0 + 75 * MIN * 1000)
    expect(pauses).toEqual([{ atMs: 45 * MIN * 1000, ms: 10 * MIN * 1000 }])
    expect(resultOfRecording(plan, { series, endSecond: end, pauses })).toMatchObject({
      main: { ok: true, value: 255 },
      interruption: { count: 1, pausedMs: 10 * MIN * 1000, placed: true },
      blockDone: true,
    })
  })

  it('refuses another test’s plan', () => {
    expect(() => ftpFrom20MinuteRecording([], planTest(RAMP_TEST), 9999)).toThrow()
  })
})

describe('the ramp: 75 % of the best minute', () => {
  const plan = planTest(RAMP_TEST)
  const RAMP = 5 * MIN
  /** Warm-up at 100 W, steps 1..n each held at its target, then `quit` seconds at 40 W. */
  function ramp(steps: number, quit = 10): RecordingSecond[] {
    const out = fill(0, RAMP, { watts: 100 })
    for (let k = 0; k < steps; k += 1)
      out.push(...fill(RAMP + k * MIN, RAMP + (k + 1) * MIN, { watts: 100 + 20 * k }))
    const end = RAMP + steps * MIN
    return [...out, ...fill(end, end + quit, { watts: 40 })]
  }

  it('a ramp whose best minute is 340 W → FTP 255 W, ended by the 10 s under half the target', () => {
    const series = ramp(13) // the 13th step is 340 W; the 14th (360 W) is where the rider fades
    const end = RAMP + 13 * MIN + 10
    expect(rampShouldEnd(series, plan, end - 1)).toBe(false)
    expect(rampShouldEnd(series, plan, end)).toBe(true)
    expect(ftpFromRampRecording(series, plan, end)).toEqual({
      ok: true,
      value: 255,
      formula: '75 % de 340 W = 255 W',
    })
  })

  it.each([
    [RAMP + 59, false],
    [RAMP + 60, true],
  ])('ended at %i s: a result is %s', (end, ok) => {
    const series = ramp(1, 0).filter((s) => s.second < end)
    expect(ftpFromRampRecording(series, plan, end)).toEqual(
      ok
        ? { ok: true, value: 75, formula: '75 % de 100 W = 75 W' }
        : {
            ok: false,
            reason:
              'O teste terminou antes de completar 1 minuto de rampa, e o FTP vem do melhor minuto: ' +
              'por isso não há resultado.',
          },
    )
  })

  it('a stop inside the ramp is 0 W in the window: two 40 s efforts never make a minute', () => {
    const series = [
      ...fill(0, RAMP, { watts: 100 }),
      ...fill(RAMP, RAMP + 40, { watts: 400 }),
      ...fill(RAMP + 60, RAMP + 100, { watts: 400 }),
    ]
    // Every window holds 40 s at 400 W: 266.7 → 267 W.
    expect(ftpFromRampRecording(series, plan, RAMP + 100)).toMatchObject({
      formula: '75 % de 267 W = 200 W',
    })
  })

  it('without power in the ramp: no result', () => {
    const series = [...fill(0, RAMP, { watts: 100 }), ...fill(RAMP, RAMP + 200, { bpm: 170 })]
    expect(ftpFromRampRecording(series, plan, RAMP + 200)).toEqual({
      ok: false,
      reason: 'Nenhuma potência foi registrada na rampa, por isso não há resultado.',
    })
  })
})

describe('rampShouldEnd: under 50 % of the target for 10 s, after the first step began', () => {
  const RAMP = 5 * MIN
  /** At the target up to `from`, then `watts` for 10 s (a second left out if asked). */
  function fade(from: number, watts: number, missing?: number, ftp?: number): RecordingSecond[] {
    const plan = planTest(RAMP_TEST, ftp === undefined ? {} : { ftp })
    const out: RecordingSecond[] = []
    for (let second = 0; second < from; second += 1) {
      out.push({ second, watts: positionAt(plan, second).targetWatts ?? 0 })
    }
    return [...out, ...fill(from, from + 10, { watts })].filter((s) => s.second !== missing)
  }

  it.each([
    // from, watts, missing second, FTP, elapsed, ends
    ['49 W against 100 W', RAMP, 49, undefined, undefined, RAMP + 10, true],
    ['only 9 complete seconds yet', RAMP, 49, undefined, undefined, RAMP + 9.9, false],
    [
      'the open second is not counted yet, the last 10 complete are',
      RAMP,
      49,
      undefined,
      undefined,
      RAMP + 10.5,
      true,
    ],
    ['exactly half is not under', RAMP, 50, undefined, undefined, RAMP + 10, false],
    ['a missing second is not under', RAMP, 0, RAMP + 4, undefined, RAMP + 10, false],
    [
      'step 11 targets 300 W: 149 W is under',
      RAMP + 10 * MIN,
      149,
      undefined,
      undefined,
      RAMP + 10 * MIN + 10,
      true,
    ],
    [
      'step 11: 150 W is not',
      RAMP + 10 * MIN,
      150,
      undefined,
      undefined,
      RAMP + 10 * MIN + 10,
      false,
    ],
    [
      'FTP 263: the first step targets 130 W, 64 W is under',
      RAMP,
      64,
      undefined,
      263,
      RAMP + 10,
      true,
    ],
    ['FTP 263: 65 W is not', RAMP, 65, undefined, 263, RAMP + 10, false],
  ])('%s', (_, from, watts, missing, ftp, elapsed, ends) => {
    const plan = planTest(RAMP_TEST, ftp === undefined ? {} : { ftp })
    expect(rampShouldEnd(fade(from, watts, missing, ftp), plan, elapsed)).toBe(ends)
  })

  it('a stop in the warm-up does not count: the 10 s must all be in the ramp', () => {
    const plan = planTest(RAMP_TEST)
    const series = fill(0, RAMP + 20, { watts: 0 })
    expect(rampShouldEnd(series, plan, RAMP + 9)).toBe(false)
    expect(rampShouldEnd(series, plan, RAMP + 10)).toBe(true)
  })

  it('ten under after a missing second end it', () => {
    const plan = planTest(RAMP_TEST)
    const series = fill(0, RAMP + 20, { watts: 0 }).filter((s) => s.second !== RAMP + 4)
    expect(rampShouldEnd(series, plan, RAMP + 14)).toBe(false)
    expect(rampShouldEnd(series, plan, RAMP + 15)).toBe(true)
  })

  it('never ends a fixed test', () => {
    expect(rampShouldEnd(fill(0, 100, { watts: 0 }), planTest(FTP_20_TEST), 100)).toBe(false)
  })
})

describe('FTHR 30 min (Friel): the last 20 minutes’ average heart rate', () => {
  const plan = planTest(FTHR_30_TEST)
  const END = 50 * MIN
  const BLOCK = '30 minutos no maior esforço sustentável'
  /** Warm-up, the 30 minutes (first 10, last 20), cool-down. */
  const test = (first: RecordingSecond[], last: RecordingSecond[]) => [
    ...fill(0, 10 * MIN, { bpm: 130 }),
    ...first,
    ...last,
    ...fill(40 * MIN, END, { bpm: 140 }),
  ]

  it('30 minutes whose last 20 average 171 bpm → FTHR 171; no power, no FTP reference', () => {
    const series = test(fill(600, 1200, { bpm: 160 }), fill(1200, 2400, { bpm: 171 }))
    expect(fthrFromRecording(series, plan, END)).toEqual({
      ok: true,
      value: 171,
      formula: 'média dos últimos 20 minutos: 171 bpm',
      ftpReference: null,
    })
  })

  it('170.5 bpm rounds to 171', () => {
    const series = test(fill(600, 1200, { bpm: 150 }), [
      ...fill(1200, 1800, { bpm: 170 }),
      ...fill(1800, 2400, { bpm: 171 }),
    ])
    expect(fthrFromRecording(series, plan, END)).toMatchObject({ ok: true, value: 171 })
  })

  it('with power: the 30 minutes’ average power as a second FTP reference', () => {
    const series = test(
      fill(600, 1200, { bpm: 160, watts: 240 }),
      fill(1200, 2400, { bpm: 171, watts: 255 }),
    )
    expect(fthrFromRecording(series, plan, END)).toMatchObject({
      value: 171,
      ftpReference: { ok: true, value: 250, formula: 'potência média dos 30 minutos: 250 W' },
    })
  })

  it('ended before the 30 minutes end: no result', () => {
    const series = test(fill(600, 1200, { bpm: 160 }), fill(1200, 2399, { bpm: 171 }))
    expect(fthrFromRecording(series, plan, 2399)).toEqual({
      ok: false,
      reason: `O teste terminou antes do fim do bloco “${BLOCK}”, por isso não há resultado.`,
      ftpReference: null,
    })
  })

  it('an average outside the FTHR calculator’s limits is refused', () => {
    const series = test(fill(600, 1200, { bpm: 90 }), fill(1200, 2400, { bpm: 95 }))
    expect(fthrFromRecording(series, plan, END)).toMatchObject({
      ok: false,
      reason:
        'A média dos últimos 20 minutos foi de 95 bpm, fora da faixa aceita para o FTHR (100 a 220 bpm).',
    })
  })

  it('a strap silent for most of the last 20 minutes: no FTHR, yet the power reference stands', () => {
    const series = test(fill(600, 1200, { bpm: 160, watts: 250 }), [
      ...fill(1200, 1799, { bpm: 171, watts: 250 }),
      ...fill(1799, 2400, { watts: 250 }),
    ])
    expect(fthrFromRecording(series, plan, END)).toEqual({
      ok: false,
      reason:
        `Só 599 dos 1.200 segundos dos últimos 20 minutos do bloco “${BLOCK}” têm frequência ` +
        'cardíaca registrada; o resultado pede pelo menos metade deles (600), por isso não há resultado.',
      ftpReference: { ok: true, value: 250, formula: 'potência média dos 30 minutos: 250 W' },
    })
  })

  it('power in under half the block: the reference says why it is missing', () => {
    const series = test(fill(600, 1200, { bpm: 160, watts: 250 }), fill(1200, 2400, { bpm: 171 }))
    const result = fthrFromRecording(series, plan, END)
    expect(result).toMatchObject({ ok: true, value: 171 })
    expect(result.ftpReference).toEqual({
      ok: false,
      reason:
        `Só 600 dos 1.800 segundos do bloco “${BLOCK}” têm potência registrada; o resultado ` +
        'pede pelo menos metade deles (900), por isso não há resultado.',
    })
  })
})

describe('pauses: a pause inside a measured block, and in the ramp', () => {
  const at = (minutes: number, seconds = 0) => (minutes * MIN + seconds) * 1000
  const pause = (atMs: number | null, ms: number): RecordingPause => ({ atMs, ms })

  describe('FTP 20: a pause inside 35:00–55:00 keeps the figure, marked interrupted', () => {
    const plan = planTest(FTP_20_TEST)
    // 10 minutes at 290 W, a pause, 10 more at 290 W: two efforts, not a 20-minute one.
    const series = [
      ...fill(0, 35 * MIN, { watts: 150 }),
      ...fill(35 * MIN, 55 * MIN, { watts: 290 }),
      ...fill(55 * MIN, 65 * MIN, { watts: 120 }),
    ]

    it.each<
      [string, RecordingPause[], { count: number; pausedMs: number; placed: boolean } | null]
    >([
      ['no pause', [], null],
      ['5 min in the warm-up (5:00)', [pause(at(5), 300_000)], null],
      ['2 min in the rest before the block (30:00)', [pause(at(30), 120_000)], null],
      ['at the block’s very start (35:00)', [pause(at(35), 300_000)], null],
      ['at the block’s very end (55:00)', [pause(at(55), 300_000)], null],
      ['in the cool-down (58:00)', [pause(at(58), 300_000)], null],
      [
        '5 min at minute 10 of the block (45:00)',
        [pause(at(45), 300_000)],
        { count: 1, pausedMs: 300_000, placed: true },
      ],
      [
        'a moment after the block starts (35:00.001)',
        [pause(at(35) + 1, 4_000)],
        { count: 1, pausedMs: 4_000, placed: true },
      ],
      [
        'two in the block, summed; the warm-up’s left out',
        [pause(at(3), 600_000), pause(at(40), 30_000), pause(at(50), 60_500)],
        { count: 2, pausedMs: 90_500, placed: true },
      ],
      ['one of no length (the wall clock set back)', [pause(at(45), 0)], null],
      [
        'one of unknown place (kept by version 1): read as inside',
        [pause(null, 90_000)],
        { count: 1, pausedMs: 90_000, placed: false },
      ],
    ])('%s', (_, pauses, interruption) => {
      const result = resultOfRecording(plan, { series, endSecond: 65 * MIN, pauses })
      // The figure is the same either way: only whether it is plain or 'com pausa' changes.
      expect(result.main).toEqual({ ok: true, value: 276, formula: '95 % de 290 W = 276 W' })
      expect(result.interruption).toEqual(interruption)
      expect(result.rampPaused).toBeNull()
    })
  })

  describe('FTHR 30: a pause anywhere in the 30 minutes (10:00–40:00) interrupts it', () => {
    const plan = planTest(FTHR_30_TEST)
    const series = [
      ...fill(0, 10 * MIN, { bpm: 130, watts: 150 }),
      ...fill(10 * MIN, 40 * MIN, { bpm: 171, watts: 240 }),
      ...fill(40 * MIN, 50 * MIN, { bpm: 140, watts: 120 }),
    ]

    it.each<[string, number, boolean]>([
      ['in the warm-up (5:00)', at(5), false],
      ['in the block’s first 10 minutes (15:00)', at(15), true],
      ['in its last 20 (30:00)', at(30), true],
      ['at its end (40:00)', at(40), false],
      ['in the cool-down (45:00)', at(45), false],
    ])('2 min %s: interrupted %s', (_, atMs, interrupted) => {
      const result = resultOfRecording(plan, {
        series,
        endSecond: 50 * MIN,
        pauses: [pause(atMs, 120_000)],
      })
      expect(result.main).toMatchObject({ ok: true, value: 171 })
      expect(result.ftpReference).toMatchObject({ ok: true, value: 240 })
      expect(result.interruption).toEqual(
        interrupted ? { count: 1, pausedMs: 120_000, placed: true } : null,
      )
    })
  })

  describe('the ramp: a pause in its steps ends the test there', () => {
    const plan = planTest(RAMP_TEST)
    /** Warm-up at 100 W, then steps 1 to 13 each at its target (100 … 340 W). */
    const series = [
      ...fill(0, 5 * MIN, { watts: 100 }),
      ...Array.from({ length: 13 }, (_, k) =>
        fill((5 + k) * MIN, (6 + k) * MIN, { watts: 100 + 20 * k }),
      ).flat(),
    ]
    const endSecond = 18 * MIN

    it.each<[string, RecordingPause[], string, { step: string; second: number } | null]>([
      ['no pause: the best minute is step 13’s', [], '75 % de 340 W = 255 W', null],
      [
        '2 min in the warm-up: a rest before the ramp',
        [pause(at(3), 120_000)],
        '75 % de 340 W = 255 W',
        null,
      ],
      [
        'at the first step’s very start (5:00)',
        [pause(at(5), 60_000)],
        '75 % de 340 W = 255 W',
        null,
      ],
      [
        'at 13:00, as step 9 begins: the ramp ends there, whatever was recorded after',
        [pause(at(13), 60_000)],
        '75 % de 240 W = 180 W',
        { step: 'Degrau 9', second: 13 * MIN },
      ],
      [
        'a pause of no length ends it too (the pause that ended the test)',
        [pause(at(13, 30), 0)],
        '75 % de 250 W = 188 W',
        { step: 'Degrau 9', second: 13 * MIN + 30 },
      ],
      [
        'the first pause in the steps is the end; a later one changes nothing',
        [pause(at(2), 10_000), pause(at(13), 60_000), pause(at(16), 60_000)],
        '75 % de 240 W = 180 W',
        { step: 'Degrau 9', second: 13 * MIN },
      ],
    ])('%s', (_, pauses, formula, rampPaused) => {
      const result = resultOfRecording(plan, { series, endSecond, pauses })
      expect(result.main).toMatchObject({ ok: true, formula })
      expect(result.rampPaused).toEqual(rampPaused)
      expect(result.interruption).toBeNull()
      expect(result.blockDone).toBe(true)
    })

    it('a pause within the first minute of steps: the ramp ended before a minute, no result', () => {
      const result = resultOfRecording(plan, { series, endSecond, pauses: [pause(at(5, 30), 0)] })
      expect(result.main).toMatchObject({ ok: false })
      expect(result.rampPaused).toEqual({ step: 'Degrau 1', second: 5 * MIN + 30 })
      expect(result.blockDone).toBe(false)
    })

    it('a pause of unknown place cannot end the ramp: the result is marked interrupted', () => {
      const result = resultOfRecording(plan, { series, endSecond, pauses: [pause(null, 45_000)] })
      expect(result.main).toMatchObject({ ok: true, value: 255 })
      expect(result.rampPaused).toBeNull()
      expect(result.interruption).toEqual({ count: 1, pausedMs: 45_000, placed: false })
    })
  })

  it('blockInterruption reads the plan’s measured block only', () => {
    expect(blockInterruption(planTest(FTP_20_TEST), [pause(at(20), 60_000)])).toBeNull()
    expect(blockInterruption(planTest(RAMP_TEST), [pause(at(10), 60_000)])).toBeNull()
  })

  describe('what the result screen says', () => {
    it.each([
      [
        'FTP 20, one pause of 5 min',
        planTest(FTP_20_TEST),
        { count: 1, pausedMs: 300_000, placed: true },
        'O bloco de 20 minutos foi interrompido por 5 min. O resultado com pausa não é um FTP ' +
          'confiável. Para um resultado confiável, faça o teste de novo sem pausar no bloco.',
      ],
      [
        'FTP 20, two pauses, to the second and never less',
        planTest(FTP_20_TEST),
        { count: 2, pausedMs: 90_001, placed: true },
        'O bloco de 20 minutos foi interrompido 2 vezes, por 1 min 31 s no total. O resultado ' +
          'com pausa não é um FTP confiável. Para um resultado confiável, faça o teste de novo ' +
          'sem pausar no bloco.',
      ],
      [
        'FTHR 30',
        planTest(FTHR_30_TEST),
        { count: 1, pausedMs: 45_000, placed: true },
        'O bloco de 30 minutos foi interrompido por 45 s. O resultado com pausa não é uma FTHR ' +
          'confiável. Para um resultado confiável, faça o teste de novo sem pausar no bloco.',
      ],
      [
        'the ramp, a pause of unknown place',
        planTest(RAMP_TEST),
        { count: 1, pausedMs: 125_000, placed: false },
        'A rampa pode ter sido interrompida: o teste ficou pausado por 2 min 5 s, e a versão do ' +
          'app que gravou essa pausa não guardava em que ponto. O resultado com pausa não é um ' +
          'FTP confiável. Para um resultado confiável, faça o teste de novo sem pausar na rampa.',
      ],
    ])('%s', (_, plan, interruption, text) => {
      expect(interruptionText(plan, interruption)).toBe(text)
    })

    it('the ramp a pause ended', () => {
      expect(rampPausedText({ step: 'Degrau 9' })).toBe(
        'Você pausou no Degrau 9. Na rampa, uma pausa encerra o teste, como chegar ao limite: ' +
          'o resultado vem do que você pedalou até a pausa.',
      )
    })
  })
})
