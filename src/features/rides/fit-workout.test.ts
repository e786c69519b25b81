/**
 * The FIT workout writer, read back by Garmin's own decoder: the file whole, then every step's
 * duration, intensity and target in FIT's encodings, worked by hand from the rider's FTP and FTHR.
 */
import { Decoder, Stream } from '@garmin/fitsdk'
import { describe, expect, it } from 'vitest'
import type { Workout, WorkoutRepeat, WorkoutStep } from '../training/workouts/model'
import { writeFitWorkout, type FitWorkoutOptions } from './fit-workout'

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
    // FTP 250 W: 50 % → 125 W, 75 % → 187.5 → 188 W, 88 % → 220 W, 94 % → 235 W, 55 % → 137.5 →
    // 138 W, 50 % → 125 W; watts are written + 1000.
    ['FTP 250 W: watts + 1000', 250, [1125, 1188], [1220, 1235], [1138, 1138], [1125, 1125]],
    ['no FTP: % of FTP', null, [50, 75], [88, 94], [55, 55], [50, 50]],
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
    expect(step).toMatchObject({ durationValue: 10_000, customTargetPowerLow: 3200 })
    expect(() => writeFitWorkout(sprint, options(null, null))).toThrow(RangeError)
  })
})

describe('writeFitWorkout: a heart-rate workout', () => {
  it('with an FTHR of 170 bpm, writes bpm + 100', () => {
    // 70 % → 119, 80 % → 136, 95 % → 161.5 → 162, 75 % → 127.5 → 128, 65 % → 110.5 → 111 bpm.
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
      ['Subida sentado', 'active', 480, 'heartRate', 262, 262],
      ['Recuperação', 'rest', 240, 'heartRate', 228, 228],
      [undefined, undefined, undefined, 'open', undefined, undefined],
      ['Desaquecimento', 'cooldown', 600, 'heartRate', 211, 211],
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
    expect(written).toMatchObject({
      targetType: 'power',
      customTargetPowerLow: 1200,
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
