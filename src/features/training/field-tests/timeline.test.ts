import { describe, expect, it } from 'vitest'
import { FTHR_30_TEST, FTP_20_TEST, RAMP_TEST } from './protocols'
import { planTest, positionAt, stepChangesWithin } from './timeline'

const MIN = 60

describe('planTest', () => {
  it('FTP 20 min: 65 minutes, the measured block from 35:00 to 55:00', () => {
    const plan = planTest(FTP_20_TEST)
    expect(plan.totalSeconds).toBe(65 * MIN)
    expect(plan.measured).toEqual({
      name: '20 minutos no máximo sustentável',
      startSecond: 35 * MIN,
      endSecond: 55 * MIN,
    })
    expect(plan.ramp).toBeNull()
  })

  it('FTHR 30 min: 50 minutes, the measured block from 10:00 to 40:00', () => {
    const plan = planTest(FTHR_30_TEST)
    expect(plan.totalSeconds).toBe(50 * MIN)
    expect(plan.measured).toMatchObject({ startSecond: 10 * MIN, endSecond: 40 * MIN })
  })

  it('ramp: open-ended, measured from the first step at 5:00', () => {
    const plan = planTest(RAMP_TEST)
    expect(plan.totalSeconds).toBeNull()
    expect(plan.measured).toEqual({ name: 'Rampa', startSecond: 5 * MIN, endSecond: null })
  })

  it.each([0, -250, Number.NaN])('an FTP of %s is no FTP', (ftp) => {
    expect(planTest(RAMP_TEST, { ftp }).ftp).toBeNull()
  })
})

describe('positionAt, FTP 20 min without a known FTP', () => {
  const plan = planTest(FTP_20_TEST)

  it.each([
    // elapsed, step, index, effort, measured, stepElapsed, stepRemaining, next, remaining, target
    [0, 'Aquecimento', 0, 'easy', false, 0, 600, 'Giro rápido 1', 3900, 100],
    [600, 'Giro rápido 1', 1, 'fast-pedalling', false, 0, 60, 'Recuperação', 3300, 100],
    [20 * MIN + 10, '5 minutos no máximo', 7, 'all-out', false, 10, 290, 'Pedal leve', 2690, null],
    [
      35 * MIN,
      '20 minutos no máximo sustentável',
      9,
      'threshold',
      true,
      0,
      1200,
      'Desaquecimento',
      1800,
      null,
    ],
    [
      55 * MIN - 1,
      '20 minutos no máximo sustentável',
      9,
      'threshold',
      true,
      1199,
      1,
      'Desaquecimento',
      601,
      null,
    ],
    [65 * MIN - 1, 'Desaquecimento', 10, 'easy', false, 599, 1, null, 1, 100],
  ] as const)(
    '%i s: %s',
    (elapsed, name, index, kind, measured, stepElapsed, stepRemaining, next, remaining, target) => {
      const at = positionAt(plan, elapsed)
      expect(at.step).toMatchObject({ name, index, effort: { kind }, measured })
      expect([at.stepElapsed, at.stepRemaining, at.next?.name ?? null]).toEqual([
        stepElapsed,
        stepRemaining,
        next,
      ])
      expect([at.remaining, at.targetWatts, at.finished]).toEqual([remaining, target, false])
    },
  )

  it('fractions of a second count: 599.25 s leaves 0.75 s of the warm-up', () => {
    expect(positionAt(plan, 599.25)).toMatchObject({ stepElapsed: 599.25, stepRemaining: 0.75 })
  })

  it('at and past the end: the last step, finished, nothing remaining', () => {
    for (const elapsed of [65 * MIN, 80 * MIN]) {
      expect(positionAt(plan, elapsed)).toMatchObject({
        step: { name: 'Desaquecimento' },
        stepElapsed: 600,
        stepRemaining: 0,
        remaining: 0,
        next: null,
        finished: true,
      })
    }
  })

  it('a clock before the start reads as the start', () => {
    expect(positionAt(plan, -3)).toMatchObject({ stepElapsed: 0, remaining: 3900 })
  })
})

describe('easy targets with a known FTP: 50 %, to the nearest 5 W (halves up)', () => {
  it.each([
    [250, 125],
    [263, 130], // 131.5 → 130
    [265, 135], // 132.5 → 135
    [212, 105], // 106 → 105
    [218, 110], // 109 → 110
  ])('FTP %i W → %i W', (ftp, target) => {
    const plan = planTest(FTP_20_TEST, { ftp })
    expect(positionAt(plan, 0).targetWatts).toBe(target)
    expect(positionAt(plan, 10 * MIN).targetWatts).toBe(target) // fast pedalling too
    expect(positionAt(plan, 36 * MIN).targetWatts).toBeNull() // the threshold block is free
  })
})

describe('the ramp', () => {
  const stepAt = (k: number) => 5 * MIN + k * MIN

  it('without an FTP: 100 W, rising 20 W a minute; no remaining time', () => {
    const plan = planTest(RAMP_TEST)
    const targets = [0, 1, 2, 12, 20].map((k) => positionAt(plan, stepAt(k) + 30).targetWatts)
    expect(targets).toEqual([100, 120, 140, 340, 500])
    const at = positionAt(plan, stepAt(12) + 30)
    expect(at).toMatchObject({
      step: { name: 'Degrau 13', index: 13, measured: true, effort: { kind: 'ramp-step' } },
      stepElapsed: 30,
      stepRemaining: 30,
      next: { name: 'Degrau 14', targetWatts: 360 },
      remaining: null,
      finished: false,
    })
  })

  it('the warm-up is easy and names the first step and its watts next', () => {
    const at = positionAt(planTest(RAMP_TEST), 5 * MIN - 1)
    expect(at).toMatchObject({
      step: { name: 'Aquecimento', measured: false },
      targetWatts: 100,
      stepRemaining: 1,
      next: { name: 'Degrau 1', targetWatts: 100 },
      remaining: null,
    })
  })

  it.each([
    // FTP 263: 50 % = 131.5 → 130; + 6 % (15.78) a step, each step rounded, never the rise alone.
    [263, [130, 145, 165, 180, 195, 210, 225, 240, 260, 275, 290]],
    [250, [125, 140, 155, 170, 185, 200, 215, 230, 245, 260, 275]],
    // 132.5 → 135: a half goes up.
    [265, [135, 150, 165, 180, 195, 210, 230, 245, 260, 275, 290]],
  ])('FTP %i W: steps target %j', (ftp, targets) => {
    const plan = planTest(RAMP_TEST, { ftp })
    expect(targets.map((_, k) => positionAt(plan, stepAt(k)).targetWatts)).toEqual(targets)
  })
})

describe('stepChangesWithin: three beeps before each change', () => {
  const plan = planTest(FTP_20_TEST)

  it('the warm-up ends at 10:00: beeps at 9:57, 9:58 and 9:59', () => {
    const cues = stepChangesWithin(plan, 0, 600)
    expect(cues.map((c) => [c.atSecond, c.secondsLeft, c.nextStep.name])).toEqual([
      [597, 3, 'Giro rápido 1'],
      [598, 2, 'Giro rápido 1'],
      [599, 1, 'Giro rápido 1'],
    ])
  })

  it('(from, to]: consecutive ticks neither repeat nor skip a beep', () => {
    const ticks = [590, 597, 597.5, 598.9, 599, 605]
    const heard = ticks.slice(1).flatMap((to, i) => stepChangesWithin(plan, ticks[i]!, to))
    expect(heard.map((c) => c.atSecond)).toEqual([597, 598, 599])
  })

  it('the whole test: 10 changes, 30 beeps, none for the end itself', () => {
    const cues = stepChangesWithin(plan, 0, 65 * MIN + 10)
    expect(cues).toHaveLength(30)
    expect(cues.at(-1)).toMatchObject({ atSecond: 55 * MIN - 1, secondsLeft: 1 })
  })

  it("the ramp's open steps get theirs, with their watts", () => {
    const cues = stepChangesWithin(planTest(RAMP_TEST), 290, 425)
    expect(
      cues.filter((c) => c.secondsLeft === 3).map((c) => [c.atSecond, c.nextStep.name]),
    ).toEqual([
      [297, 'Degrau 1'],
      [357, 'Degrau 2'],
      [417, 'Degrau 3'],
    ])
    expect(cues.map((c) => c.nextStep.targetWatts)).toEqual([
      100, 100, 100, 120, 120, 120, 140, 140, 140,
    ])
  })

  it('a long way into the ramp costs no more than the window asked', () => {
    const cues = stepChangesWithin(planTest(RAMP_TEST, { ftp: 250 }), 3600, 3661)
    expect(cues.map((c) => [c.atSecond, c.nextStep.name, c.nextStep.targetWatts])).toEqual([
      [3657, 'Degrau 57', 125 + 56 * 15],
      [3658, 'Degrau 57', 965],
      [3659, 'Degrau 57', 965],
    ])
  })
})
