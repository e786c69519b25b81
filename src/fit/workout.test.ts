/**
 * The FIT workout writer, read back by Garmin's own decoder: the file whole, then every step's
 * duration, intensity and target in FIT's encodings, worked by hand from the rider's FTP and FTHR.
 */
import { Decoder, Stream } from '@garmin/fitsdk'
import { describe, expect, it } from 'vitest'
import type { Workout, WorkoutRepeat, WorkoutStep } from '../domain/workout'
import { writeFitWorkout, type FitWorkoutOptions } from './workout'

const CREATED = new Date('2026-11-27T10:00:00Z')
const MIN = 60

const options = (ftp: number | null, fthr: number | null): FitWorkoutOptions => ({
  ftp,
  fthr,
  timeCreated: CREATED,
})

function decode(bytes: Uint8Array) {
  const decoder = new Decoder(Stream.fromByteArray(bytes))
  const intact = decoder.checkIntegrity()
  const { messages, errors } = decoder.read()
  return { intact, errors, messages, steps: messages.workoutStepMesgs ?? [] }
}

/** 10 min ramp 50→75 %, 3 × (10 min 88–94 %, 5 min 55 %), 10 min 50 %. */
const SWEET_SPOT: Workout = {
  name: 'Sweet spot 3 × 10 min',
  items: [
    {
      type: 'step',
      seconds: 10 * MIN,
      intensity: 'warmup',
      target: { kind: 'ramp', basis: 'ftp', from: 50, to: 75 },
    },
    {
      type: 'repeat',
      times: 3,
      steps: [
        {
          type: 'step',
          seconds: 10 * MIN,
          intensity: 'active',
          target: { kind: 'range', basis: 'ftp', low: 88, high: 94 },
        },
        {
          type: 'step',
          seconds: 5 * MIN,
          intensity: 'rest',
          target: { kind: 'value', basis: 'ftp', percent: 55 },
        },
      ],
    },
    {
      type: 'step',
      seconds: 10 * MIN,
      intensity: 'cooldown',
      target: { kind: 'value', basis: 'ftp', percent: 50 },
    },
  ],
}

/** 10 min 70–80 % FTHR, 2 × (8 min 95 %, 4 min 75 %), 10 min 65 %: a strap and no power meter. */
const HEART_RATE: Workout = {
  name: 'Limiar pela frequência cardíaca',
  items: [
    {
      type: 'step',
      seconds: 10 * MIN,
      intensity: 'warmup',
      target: { kind: 'range', basis: 'fthr', low: 70, high: 80 },
    },
    {
      type: 'repeat',
      times: 2,
      steps: [
        {
          type: 'step',
          seconds: 8 * MIN,
          intensity: 'active',
          target: { kind: 'value', basis: 'fthr', percent: 95 },
          label: 'Subida sentado',
        },
        {
          type: 'step',
          seconds: 4 * MIN,
          intensity: 'rest',
          target: { kind: 'value', basis: 'fthr', percent: 75 },
        },
      ],
    },
    {
      type: 'step',
      seconds: 10 * MIN,
      intensity: 'cooldown',
      target: { kind: 'value', basis: 'fthr', percent: 65 },
    },
  ],
}

describe('writeFitWorkout: the file', () => {
  it('is a workout file Garmin’s decoder reads whole: file_id, workout, then the steps', () => {
    const { intact, errors, messages, steps } = decode(
      writeFitWorkout(SWEET_SPOT, options(250, null)),
    )
    expect(intact).toBe(true)
    expect(errors).toEqual([])
    expect(messages.fileIdMesgs).toEqual([
      expect.objectContaining({
        type: 'workout',
        manufacturer: 'development',
        product: 1,
        timeCreated: CREATED,
        serialNumber: expect.any(Number) as number,
      }),
    ])
    expect(messages.workoutMesgs).toEqual([
      expect.objectContaining({
        sport: 'cycling',
        numValidSteps: 5,
        wktName: 'Sweet spot 3 × 10 min',
      }),
    ])
    expect(steps.map((s) => s.messageIndex)).toEqual([0, 1, 2, 3, 4])
  })

  it('gives the same workout the same serial number, and another workout another', () => {
    const serial = (workout: Workout, ftp: number | null) =>
      decode(writeFitWorkout(workout, options(ftp, null))).messages.fileIdMesgs?.[0]?.serialNumber
    expect(serial(SWEET_SPOT, 250)).toBe(serial(SWEET_SPOT, 280))
    expect(serial(SWEET_SPOT, 250)).not.toBe(serial({ ...SWEET_SPOT, name: 'Outro' }, 250))
    expect(serial(SWEET_SPOT, 250)).not.toBe(serial(HEART_RATE, 250))
    expect(serial(SWEET_SPOT, 250)).toBeGreaterThan(0)
  })
})

describe('writeFitWorkout: a power workout', () => {
  it.each([
    // FTP 250 W: 50 % → 125 W, 75 % → 187.5 → 188 W, 88 % → 220 W, 94 % → 235 W; one value ±5 %:
    // 55 % → 137.5 W → 130.625–144.375 → 131–144 W, 50 % → 125 W → 118.75–131.25 → 119–131 W;
    // watts are written + 1000. Without the FTP, 55 % → 52.25–57.75 %, 50 % → 47.5–52.5 %.
    ['FTP 250 W: watts + 1000', 250, [1125, 1188], [1220, 1235], [1131, 1144], [1119, 1131]],
    ['no FTP: % of FTP', null, [50, 75], [88, 94], [52, 58], [48, 53]],
  ] as const)('%s', (_case, ftp, warmup, effort, rest, cooldown) => {
    const { steps } = decode(writeFitWorkout(SWEET_SPOT, options(ftp, null)))
    const timed = (step: (typeof steps)[number]) => ({
      durationType: step.durationType,
      durationValue: step.durationValue,
      durationTime: step.durationTime,
      intensity: step.intensity,
      wktStepName: step.wktStepName,
      targetType: step.targetType,
      targetValue: step.targetValue,
      low: step.customTargetPowerLow,
      high: step.customTargetPowerHigh,
    })
    expect(steps.map((step, i) => (i === 3 ? step : timed(step)))).toEqual([
      {
        durationType: 'time',
        durationValue: 600_000,
        durationTime: 600,
        intensity: 'warmup',
        wktStepName: 'Aquecimento',
        targetType: 'power',
        targetValue: 0,
        low: warmup[0],
        high: warmup[1],
      },
      {
        durationType: 'time',
        durationValue: 600_000,
        durationTime: 600,
        intensity: 'active',
        wktStepName: 'Esforço',
        targetType: 'power',
        targetValue: 0,
        low: effort[0],
        high: effort[1],
      },
      {
        durationType: 'time',
        durationValue: 300_000,
        durationTime: 300,
        intensity: 'rest',
        wktStepName: 'Recuperação',
        targetType: 'power',
        targetValue: 0,
        low: rest[0],
        high: rest[1],
      },
      // Back to the block's first step (index 1), three times in all; no name, no intensity.
      {
        messageIndex: 3,
        durationType: 'repeatUntilStepsCmplt',
        durationValue: 1,
        durationStep: 1,
        targetType: 'open',
        targetValue: 3,
        repeatSteps: 3,
      },
      {
        durationType: 'time',
        durationValue: 600_000,
        durationTime: 600,
        intensity: 'cooldown',
        wktStepName: 'Desaquecimento',
        targetType: 'power',
        targetValue: 0,
        low: cooldown[0],
        high: cooldown[1],
      },
    ])
  })

  it.each([
    ['FTP 250 W', 250, 'Rampa de 125 W a 188 W'],
    ['no FTP', null, 'Rampa de 50% a 75% do FTP'],
  ] as const)('says the ramp in the notes (%s); FIT has none', (_case, ftp, note) => {
    const { steps } = decode(writeFitWorkout(SWEET_SPOT, options(ftp, null)))
    expect(steps.map((step) => step.notes)).toEqual([
      note,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('writes a falling ramp with its lower end low', () => {
    const workout: Workout = {
      name: 'Desce',
      items: [
        {
          type: 'step',
          seconds: 5 * MIN,
          intensity: 'cooldown',
          target: { kind: 'ramp', basis: 'ftp', from: 70, to: 40 },
        },
      ],
    }
    const [step] = decode(writeFitWorkout(workout, options(200, null))).steps
    expect(step).toMatchObject({
      customTargetPowerLow: 1080,
      customTargetPowerHigh: 1140,
      notes: 'Rampa de 140 W a 80 W',
    })
  })

  it('writes a sprint over 1000 % of FTP in watts, and refuses it in %', () => {
    const sprint: Workout = {
      name: 'Sprint',
      items: [
        {
          type: 'step',
          seconds: 10,
          intensity: 'active',
          target: { kind: 'value', basis: 'ftp', percent: 1100 },
        },
      ],
    }
    const [step] = decode(writeFitWorkout(sprint, options(200, null))).steps
    // 2,200 W ±5 %: 2,090–2,310 W.
    expect(step).toMatchObject({
      durationValue: 10_000,
      customTargetPowerLow: 3090,
      customTargetPowerHigh: 3310,
    })
    expect(() => writeFitWorkout(sprint, options(null, null))).toThrow(RangeError)
  })
})

describe('writeFitWorkout: a heart-rate workout', () => {
  it('with an FTHR of 170 bpm, writes bpm + 100', () => {
    // 70 % → 119, 80 % → 136 bpm; one value ±5 %: 95 % → 161.5 → 153.425–169.575 → 153–170,
    // 75 % → 127.5 → 121.125–133.875 → 121–134, 65 % → 110.5 → 104.975–116.025 → 105–116 bpm.
    const { steps } = decode(writeFitWorkout(HEART_RATE, options(null, 170)))
    expect(
      steps.map((s) => [
        s.wktStepName,
        s.intensity,
        s.durationTime,
        s.targetType,
        s.customTargetHeartRateLow,
        s.customTargetHeartRateHigh,
      ]),
    ).toEqual([
      ['Aquecimento', 'warmup', 600, 'heartRate', 219, 236],
      ['Subida sentado', 'active', 480, 'heartRate', 253, 270],
      ['Recuperação', 'rest', 240, 'heartRate', 221, 234],
      [undefined, undefined, undefined, 'open', undefined, undefined],
      ['Desaquecimento', 'cooldown', 600, 'heartRate', 205, 216],
    ])
    expect(steps[3]).toMatchObject({ durationStep: 1, repeatSteps: 2 })
  })

  it('without an FTHR, leaves the target open and names the percentage of FTHR first', () => {
    const { steps } = decode(writeFitWorkout(HEART_RATE, options(250, null)))
    expect(steps.map((s) => [s.wktStepName, s.targetType, s.customTargetValueLow])).toEqual([
      ['70–80% FTHR · Aquecimento', 'open', undefined],
      ['95% FTHR · Subida sentado', 'open', undefined],
      ['75% FTHR · Recuperação', 'open', undefined],
      [undefined, 'open', undefined],
      ['65% FTHR · Desaquecimento', 'open', undefined],
    ])
    // Never a value FIT would read as a percentage of the maximum heart rate.
    expect(steps.every((s) => s.targetType !== 'heartRate')).toBe(true)
  })

  it('refuses a heart rate over 255 bpm', () => {
    const workout: Workout = {
      name: 'Impossível',
      items: [
        {
          type: 'step',
          seconds: MIN,
          intensity: 'active',
          target: { kind: 'value', basis: 'fthr', percent: 150 },
        },
      ],
    }
    expect(() => writeFitWorkout(workout, options(null, 180))).toThrow(RangeError)
  })
})

describe('writeFitWorkout: one value, as a band a head unit can hold', () => {
  const single = (target: WorkoutStep['target']): Workout => ({
    name: 'Um valor',
    items: [{ type: 'step', seconds: 5 * MIN, intensity: 'active', target }],
  })
  const power = (percent: number) => single({ kind: 'value', basis: 'ftp', percent })
  const heartRate = (percent: number) => single({ kind: 'value', basis: 'fthr', percent })

  // The band the app's time on target allows (±5 %), its ends to the nearest whole unit; a head
  // unit given low = high sounds 'out of range' for the whole step.
  it.each([
    ['- 5m 55% at FTP 250 W (137.5 W)', power(55), options(250, null), 'power', [1131, 1144]],
    ['- 5m 100% at FTP 200 W', power(100), options(200, null), 'power', [1190, 1210]],
    ['- 5m 55% without an FTP (52.25–57.75 %)', power(55), options(null, null), 'power', [52, 58]],
    ['- 5m 100% without an FTP', power(100), options(null, null), 'power', [95, 105]],
    [
      '- 5m 95% FTHR at FTHR 170 (161.5 bpm)',
      heartRate(95),
      options(null, 170),
      'heartRate',
      [253, 270],
    ],
    ['- 5m 80% FTHR at FTHR 150', heartRate(80), options(null, 150), 'heartRate', [214, 226]],
    // Near FIT's ceilings the band stops at what FIT holds; the value itself still fits.
    ['- 5m 960% without an FTP', power(960), options(null, null), 'power', [912, 1000]],
    [
      '- 5m 108% FTHR at FTHR 235 (253.8 bpm)',
      heartRate(108),
      options(null, 235),
      'heartRate',
      [341, 355],
    ],
  ] as const)('%s', (_case, workout, given, targetType, [low, high]) => {
    const [step] = decode(writeFitWorkout(workout, given)).steps
    expect(step).toMatchObject({ targetType, targetValue: 0 })
    expect([step?.customTargetValueLow, step?.customTargetValueHigh]).toEqual([low, high])
  })

  it('leaves a heart-rate value open without an FTHR: nothing to sound about', () => {
    const [step] = decode(writeFitWorkout(heartRate(95), options(250, null))).steps
    expect(step).toMatchObject({ targetType: 'open', wktStepName: '95% FTHR · Esforço' })
    expect(step?.customTargetValueLow).toBeUndefined()
  })
})

describe('writeFitWorkout: cadence', () => {
  const step = (cadence: WorkoutStep['cadence']): WorkoutStep => ({
    type: 'step',
    seconds: 3 * MIN,
    intensity: 'active',
    target: { kind: 'value', basis: 'ftp', percent: 80 },
    ...(cadence && { cadence }),
  })

  it.each([
    ['a range', { low: 85, high: 95 }, 'Cadência 85–95 rpm'],
    ['one value', { low: 60, high: 60 }, 'Cadência 60 rpm'],
  ] as const)('writes %s as the secondary target, and in the notes', (_case, cadence, note) => {
    const [written] = decode(
      writeFitWorkout({ name: 'Cadência', items: [step(cadence)] }, options(250, null)),
    ).steps
    // 80 % of 250 W ±5 %: 190–210 W.
    expect(written).toMatchObject({
      targetType: 'power',
      customTargetPowerLow: 1190,
      customTargetPowerHigh: 1210,
      secondaryTargetType: 'cadence',
      secondaryTargetValue: 0,
      secondaryCustomTargetCadenceLow: cadence.low,
      secondaryCustomTargetCadenceHigh: cadence.high,
      notes: note,
    })
  })

  it('writes no secondary target without a cadence', () => {
    const [written] = decode(
      writeFitWorkout({ name: 'Sem cadência', items: [step(undefined)] }, options(250, null)),
    ).steps
    expect(written?.secondaryTargetType).toBeUndefined()
    expect(written?.notes).toBeUndefined()
  })
})

describe('writeFitWorkout: blocks and refusals', () => {
  it('writes a block ridden once as its steps alone, with no repeat step', () => {
    const once: Workout = {
      name: 'Uma vez',
      items: [{ type: 'repeat', times: 1, steps: [SWEET_SPOT.items[0] as WorkoutStep] }],
    }
    const { messages, steps } = decode(writeFitWorkout(once, options(250, null)))
    expect(steps.map((s) => s.durationType)).toEqual(['time'])
    expect(messages.workoutMesgs?.[0]?.numValidSteps).toBe(1)
  })

  it('points each repeat at its own block', () => {
    const warmup = SWEET_SPOT.items[0] as WorkoutStep
    const block = SWEET_SPOT.items[1] as WorkoutRepeat
    const twoBlocks: Workout = {
      name: 'Dois blocos',
      items: [warmup, block, { ...block, times: 4 }],
    }
    const { steps } = decode(writeFitWorkout(twoBlocks, options(250, null)))
    expect(
      steps
        .flatMap((s) => (s.durationType === 'repeatUntilStepsCmplt' ? [s] : []))
        .map((s) => [s.messageIndex, s.durationStep, s.repeatSteps]),
    ).toEqual([
      [3, 1, 3],
      [6, 4, 4],
    ])
  })

  it.each([
    ['no steps', { name: 'Vazio', items: [] }],
    [
      'a step of 0 s',
      {
        name: 'Zero',
        items: [
          {
            type: 'step',
            seconds: 0,
            intensity: 'active',
            target: { kind: 'value', basis: 'ftp', percent: 50 },
          },
        ],
      },
    ],
  ] as const)('refuses a workout with %s', (_case, workout) => {
    expect(() => writeFitWorkout(workout as Workout, options(250, 170))).toThrow(RangeError)
  })
})
