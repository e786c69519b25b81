import { describe, expect, it } from 'vitest'
import type { RecordingSecond } from '../../results'
import type { StepTarget, Workout, WorkoutStep } from './model'
import {
  ergTargetAt,
  onTargetBand,
  paceHint,
  planWorkoutRide,
  riderTarget,
  stepAtSecond,
  timeOnTarget,
  workoutCuesWithin,
  workoutPositionAt,
  type SavedZones,
  type WorkoutRidePlan,
} from './session'

const MIN = 60
const ftp = (percent: number): StepTarget => ({ kind: 'value', basis: 'ftp', percent })
const fthr = (percent: number): StepTarget => ({ kind: 'value', basis: 'fthr', percent })
const range = (basis: 'ftp' | 'fthr', low: number, high: number): StepTarget => ({
  kind: 'range',
  basis,
  low,
  high,
})
const ramp = (basis: 'ftp' | 'fthr', from: number, to: number): StepTarget => ({
  kind: 'ramp',
  basis,
  from,
  to,
})
const step = (
  seconds: number,
  target: StepTarget,
  extra: Partial<WorkoutStep> = {},
): WorkoutStep => ({ type: 'step', seconds, target, intensity: 'active', ...extra })

/** 10 min ramp 50→75 %, 2 × (10 min 88–94 %, 5 min 55 %), 5 min at 95 % FTHR: 45 minutes. */
const SWEET_SPOT: Workout = {
  name: 'Sweet spot de teste',
  items: [
    step(10 * MIN, ramp('ftp', 50, 75), { intensity: 'warmup' }),
    {
      type: 'repeat',
      times: 2,
      steps: [
        step(10 * MIN, range('ftp', 88, 94), { label: 'Sweet spot' }),
        step(5 * MIN, ftp(55), { intensity: 'rest' }),
      ],
    },
    step(5 * MIN, fthr(95), { intensity: 'cooldown' }),
  ],
}

const ZONES: SavedZones = { ftp: 200, fthr: 170 }

/** The targets the trainer is sent, second by second, each only when it changes (as the player steers). */
function ergWrites(plan: WorkoutRidePlan): { second: number; watts: number | null }[] {
  const writes: { second: number; watts: number | null }[] = []
  let held: number | null = null
  for (let second = 0; second < plan.totalSeconds; second += 1) {
    const watts = ergTargetAt(plan, second)
    if (watts !== held) writes.push({ second, watts })
    held = watts
  }
  return writes
}

describe('planWorkoutRide', () => {
  it('unrolls the repeats, names each step and takes the reference of its basis', () => {
    const plan = planWorkoutRide(SWEET_SPOT, ZONES)
    expect(plan.totalSeconds).toBe(45 * MIN)
    expect(
      plan.steps.map(({ name, startSecond, basis, reference }) => [
        name,
        startSecond,
        basis,
        reference,
      ]),
    ).toEqual([
      ['Aquecimento', 0, 'ftp', 200],
      ['Sweet spot 1/2', 10 * MIN, 'ftp', 200],
      ['Recuperação 1/2', 20 * MIN, 'ftp', 200],
      ['Sweet spot 2/2', 25 * MIN, 'ftp', 200],
      ['Recuperação 2/2', 35 * MIN, 'ftp', 200],
      ['Desaquecimento', 40 * MIN, 'fthr', 170],
    ])
  })

  it.each([
    [{ ftp: null, fthr: null }, null, null],
    [{ ftp: 0, fthr: -5 }, null, null],
    [{ ftp: Number.NaN, fthr: 170 }, null, 170],
  ])('zones %o: FTP %s, FTHR %s', (zones, expectedFtp, expectedFthr) => {
    const plan = planWorkoutRide(SWEET_SPOT, zones)
    expect(plan.zones).toEqual({ ftp: expectedFtp, fthr: expectedFthr })
    expect(plan.steps[0]!.reference).toBe(expectedFtp)
    expect(plan.steps[5]!.reference).toBe(expectedFthr)
  })

  it('an empty workout lasts 0 s', () => {
    expect(planWorkoutRide({ name: 'Vazio', items: [] }, ZONES).totalSeconds).toBe(0)
  })
})

describe('workoutPositionAt', () => {
  const plan = planWorkoutRide(SWEET_SPOT, ZONES)
  it.each([
    // elapsed, step, stepElapsed, stepRemaining, next, remaining, finished
    [-5, 'Aquecimento', 0, 600, 'Sweet spot 1/2', 2700, false],
    [0, 'Aquecimento', 0, 600, 'Sweet spot 1/2', 2700, false],
    [599, 'Aquecimento', 599, 1, 'Sweet spot 1/2', 2101, false],
    [600, 'Sweet spot 1/2', 0, 600, 'Recuperação 1/2', 2100, false],
    [2699, 'Desaquecimento', 299, 1, null, 1, false],
    [2700, 'Desaquecimento', 300, 0, null, 0, true],
    [2800, 'Desaquecimento', 300, 0, null, 0, true],
  ])('at %s s: %s', (elapsed, name, stepElapsed, stepRemaining, next, remaining, finished) => {
    const position = workoutPositionAt(plan, elapsed)
    expect(position.step.name).toBe(name)
    expect(position.stepElapsed).toBe(stepElapsed)
    expect(position.stepRemaining).toBe(stepRemaining)
    expect(position.next?.name ?? null).toBe(next)
    expect(position.remaining).toBe(remaining)
    expect(position.finished).toBe(finished)
  })
})

describe('riderTarget: in the rider’s watts and bpm', () => {
  const one = (target: StepTarget, zones: SavedZones, elapsed = 0) =>
    riderTarget(
      planWorkoutRide({ name: 'x', items: [step(600, target)] }, zones).steps[0]!,
      elapsed,
    )

  it.each([
    [
      'sweet spot 88–94 % at FTP 250',
      range('ftp', 88, 94),
      { ftp: 250, fthr: null },
      0,
      { unit: 'W', kind: 'range', low: 220, high: 235, now: null },
    ],
    [
      '95 % of FTHR 170 (161.5 → 162)',
      fthr(95),
      { ftp: null, fthr: 170 },
      0,
      { unit: 'bpm', kind: 'value', value: 162, now: null },
    ],
    [
      '55 % of FTP 250 (137.5 → 138)',
      ftp(55),
      { ftp: 250, fthr: 170 },
      0,
      { unit: 'W', kind: 'value', value: 138, now: null },
    ],
    [
      '88–94 % of FTHR 170 (149.6, 159.8)',
      range('fthr', 88, 94),
      { ftp: null, fthr: 170 },
      0,
      { unit: 'bpm', kind: 'range', low: 150, high: 160, now: null },
    ],
    [
      'a ramp 50→75 % of FTP 200, half-way (125 W)',
      ramp('ftp', 50, 75),
      { ftp: 200, fthr: null },
      300,
      { unit: 'W', kind: 'ramp', from: 100, to: 150, now: 125 },
    ],
    [
      'a ramp at 1 min (102.5 W → 105 W, to the 5 W)',
      ramp('ftp', 50, 75),
      { ftp: 200, fthr: null },
      60,
      { unit: 'W', kind: 'ramp', from: 100, to: 150, now: 105 },
    ],
    [
      'a falling ramp 75→50 % at 0',
      ramp('ftp', 75, 50),
      { ftp: 200, fthr: null },
      0,
      { unit: 'W', kind: 'ramp', from: 150, to: 100, now: 150 },
    ],
    [
      'a heart-rate ramp 80→90 % of 170, half-way (144.5 → 145 bpm)',
      ramp('fthr', 80, 90),
      { ftp: null, fthr: 170 },
      300,
      { unit: 'bpm', kind: 'ramp', from: 136, to: 153, now: 145 },
    ],
    ['power without an FTP', ftp(90), { ftp: null, fthr: 170 }, 0, null],
    ['heart rate without an FTHR', fthr(90), { ftp: 250, fthr: null }, 0, null],
  ])('%s', (_, target, zones, elapsed, expected) => {
    expect(one(target, zones, elapsed)).toEqual(expected)
  })
})

describe('ergTargetAt: what the trainer holds', () => {
  it('a ramp 50→75 % over 10 min at FTP 200 writes 100, 105 … 150 W, one write per 5 W', () => {
    const plan = planWorkoutRide(
      { name: 'Rampa', items: [step(10 * MIN, ramp('ftp', 50, 75))] },
      {
        ftp: 200,
        fthr: null,
      },
    )
    const writes = ergWrites(plan)
    expect(writes.map((w) => w.watts)).toEqual([
      100, 105, 110, 115, 120, 125, 130, 135, 140, 145, 150,
    ])
    // 102.5 W, the half to 105, is reached at 30 s; 147.5 W at 570 s.
    expect(writes.map((w) => w.second)).toEqual([0, 30, 90, 150, 210, 270, 330, 390, 450, 510, 570])
  })

  it('a range 88–94 % at FTP 250 holds its middle, 91 % = 227.5 → 228 W (inside 220–235)', () => {
    const plan = planWorkoutRide(
      { name: 'SS', items: [step(600, range('ftp', 88, 94))] },
      {
        ftp: 250,
        fthr: null,
      },
    )
    expect(ergTargetAt(plan, 0)).toBe(228)
    expect(ergTargetAt(plan, 599)).toBe(228)
  })

  it('a range’s middle rounds to the watt, so it stays within the range shown', () => {
    // 95–96 % of 201 W: 190.95 → 191, 192.96 → 193; the middle 191.955 → 192 (to 5 W: 190, outside).
    const plan = planWorkoutRide(
      { name: 'x', items: [step(60, range('ftp', 95, 96))] },
      {
        ftp: 201,
        fthr: null,
      },
    )
    expect(riderTarget(plan.steps[0]!, 0)).toMatchObject({ kind: 'range', low: 191, high: 193 })
    expect(ergTargetAt(plan, 0)).toBe(192)
  })

  it('the whole session: each power step sets the target, the heart-rate step lets go', () => {
    const writes = ergWrites(planWorkoutRide(SWEET_SPOT, { ftp: 250, fthr: 170 }))
    expect(writes).toEqual([
      // The ramp 125 → 187.5 W (125 + 62.5 W × t / 600 s) reaches w − 2.5 W at t = (w − 127.5) × 9.6;
      // 187.5 W itself only at 600 s, which is the next step's: 185 W is its last.
      ...[
        [0, 125],
        [24, 130],
        [72, 135],
        [120, 140],
        [168, 145],
        [216, 150],
        [264, 155],
        [312, 160],
        [360, 165],
        [408, 170],
        [456, 175],
        [504, 180],
        [552, 185],
      ].map(([second, watts]) => ({ second, watts })),
      { second: 10 * MIN, watts: 228 },
      { second: 20 * MIN, watts: 138 },
      { second: 25 * MIN, watts: 228 },
      { second: 35 * MIN, watts: 138 },
      { second: 40 * MIN, watts: null },
    ])
  })

  it('without a saved FTP the trainer is never asked', () => {
    expect(ergWrites(planWorkoutRide(SWEET_SPOT, { ftp: null, fthr: 170 }))).toEqual([])
  })

  it('a heart-rate workout never sets a power', () => {
    const plan = planWorkoutRide({ name: 'FC', items: [step(300, range('fthr', 80, 90))] }, ZONES)
    expect(ergWrites(plan)).toEqual([])
  })
})

describe('workoutCuesWithin: three beeps before each step change', () => {
  const plan = planWorkoutRide(SWEET_SPOT, ZONES)

  it('at 3, 2 and 1 s before each of the 5 changes, none before the start or after the end', () => {
    const cues = workoutCuesWithin(plan, -10, 3 * 3600)
    const changes = [10, 20, 25, 35, 40].map((m) => m * MIN)
    expect(cues).toEqual(
      changes.flatMap((at) => [
        { atSecond: at - 3, secondsLeft: 3 },
        { atSecond: at - 2, secondsLeft: 2 },
        { atSecond: at - 1, secondsLeft: 1 },
      ]),
    )
  })

  it('ticks every 250 ms hear each beep once', () => {
    const ticks = Array.from({ length: 60 }, (_, i) => Math.floor((590_000 + i * 250) / 1000))
    const heard = ticks.slice(1).flatMap((to, i) => workoutCuesWithin(plan, ticks[i]!, to))
    expect(heard.map((cue) => cue.atSecond)).toEqual([597, 598, 599])
  })
})

describe('onTargetBand and paceHint', () => {
  const plan = planWorkoutRide(
    {
      name: 'x',
      items: [step(60, range('fthr', 88, 94)), step(60, ftp(100)), step(100, ramp('ftp', 50, 100))],
    },
    ZONES,
  )
  const [heart, power, rising] = plan.steps as [
    (typeof plan.steps)[0],
    (typeof plan.steps)[0],
    (typeof plan.steps)[0],
  ]

  it('a range as it is, a value ±5 %, a ramp’s value at that second ±5 %', () => {
    expect(onTargetBand(heart, 0)).toEqual({ low: 150, high: 160 })
    expect(onTargetBand(power, 0)).toEqual({ low: 190, high: 210 })
    // Half-way up 100 → 200 W: 150 W ± 7.5 W.
    expect(onTargetBand(rising, 50)).toEqual({ low: 142.5, high: 157.5 })
  })

  it.each([
    ['bpm 150–160, 3 bpm of margin', heart, 164, 'ease-off'],
    ['', heart, 163, 'on-target'],
    ['', heart, 155, 'on-target'],
    ['', heart, 147, 'on-target'],
    ['', heart, 146, 'push'],
    ['3-s power 190–210 W, 5 W of margin', power, 216, 'ease-off'],
    ['', power, 215, 'on-target'],
    ['', power, 185, 'on-target'],
    ['', power, 184, 'push'],
    ['no figure', heart, undefined, null],
  ] as const)('%s: %s → %s', (_, ridden, figure, expected) => {
    expect(paceHint(ridden, 0, figure)).toBe(expected)
  })

  it('without the FTHR there is no advice', () => {
    const blind = planWorkoutRide(
      { name: 'x', items: [step(60, fthr(90))] },
      { ftp: 250, fthr: null },
    )
    expect(paceHint(stepAtSecond(blind, 0), 0, 150)).toBeNull()
  })
})

describe('timeOnTarget', () => {
  /** 10 s at 100 % of FTP 200 (190–210 W by 3-s power), then 10 s at 90–100 % of FTHR 170 (153–170 bpm). */
  const WORKOUT: Workout = {
    name: 'x',
    items: [step(10, ftp(100)), step(10, range('fthr', 90, 100))],
  }
  const watts = [200, 200, 200, 300, 300, 300, 200, 200, 200]
  const bpm = [150, 152, 153, 160, 170, 171, 165, undefined, 160, 155]
  const series: RecordingSecond[] = [
    // Second 9 has no reading: a gap is never on target.
    ...watts.map((w, second) => ({ second, watts: w })),
    ...bpm.map((b, i) =>
      b === undefined ? { second: 10 + i, watts: 180 } : { second: 10 + i, bpm: b },
    ),
    // Past the end: not counted.
    { second: 20, bpm: 160 },
    { second: 21, bpm: 160 },
  ]

  it('counts 3-s power on power steps and heart rate on heart-rate steps', () => {
    // Power: 200, 200, 200 ✓; 233, 267, 300, 267, 233 ✗; 200 ✓ → 4. Heart rate: 153, 160, 170,
    // 165, 160, 155 ✓; 150, 152, 171 ✗, and second 17 has no heart rate → 6.
    expect(timeOnTarget(planWorkoutRide(WORKOUT, ZONES), series)).toEqual({
      steps: [
        { onTarget: 4, seconds: 10, counted: true },
        { onTarget: 6, seconds: 10, counted: true },
      ],
      onTarget: 10,
      seconds: 20,
    })
  })

  it('a step without its reference is left out of the total', () => {
    expect(timeOnTarget(planWorkoutRide(WORKOUT, { ftp: 200, fthr: null }), series)).toEqual({
      steps: [
        { onTarget: 4, seconds: 10, counted: true },
        { onTarget: 0, seconds: 10, counted: false },
      ],
      onTarget: 4,
      seconds: 10,
    })
  })

  it('a ramp is judged against its value at each second', () => {
    // 50 → 100 % of 200 W over 10 s: 100, 110, 120 W at 0, 1, 2 s. 3-s power 100 ✓ (95–105),
    // 105 ✓ (104.5–115.5), 110 ✗ (114–126).
    const plan = planWorkoutRide({ name: 'x', items: [step(10, ramp('ftp', 50, 100))] }, ZONES)
    const ridden = [100, 110, 120].map((w, second) => ({ second, watts: w }))
    expect(timeOnTarget(plan, ridden).onTarget).toBe(2)
  })

  it('nothing recorded, nothing on target', () => {
    expect(timeOnTarget(planWorkoutRide(WORKOUT, ZONES), []).onTarget).toBe(0)
  })
})
