/**
 * A workout ridden on the test screen: its steps in the rider's numbers, what an ERG
 * trainer holds each second, the beeps before each step, whether to ease off or push, and the
 * time spent on target. Pure: the elapsed time and the recorded seconds are passed in.
 */
import { roundHalfUp } from '../../../domain/rounding'
import { bpm, watts } from '../../../domain/units'
import type { RecordingSecond } from '../../results'
import { countdownWithin, CUE_LEAD_SECONDS } from '../session'
import type { StepIntensity, TargetBasis, Workout } from './model'
import { onTargetAround } from '../../../domain/workout'
import { targetAt, timedSteps, type TimedStep } from './plan'
import { absoluteAt, absoluteTarget, type AbsoluteTarget, type RiderNumbers } from './targets'

/** The saved FTP and FTHR as the results store has them; null (or not positive): none. */
export interface SavedZones {
  ftp: number | null
  fthr: number | null
}

export interface RideStep extends TimedStep {
  /** What the screen calls the step: its cue, or its kind, with its round in a repeat. */
  name: string
  basis: TargetBasis
  /** The rider's FTP (W) or FTHR (bpm) the step's percentages are of; null without one. */
  reference: number | null
  /** Both of the rider's numbers, as the workouts' targets read them. */
  rider: RiderNumbers
}

export interface WorkoutRidePlan {
  steps: readonly RideStep[]
  totalSeconds: number
  zones: RiderNumbers
}

export interface WorkoutPosition {
  step: RideStep
  stepElapsed: number
  stepRemaining: number
  next: RideStep | null
  remaining: number
  /** The last step is over. */
  finished: boolean
}

/** A range in the rider's units (W or bpm); `low === high` for one value. */
export interface Band {
  low: number
  high: number
}

const INTENSITY_NAMES: Record<StepIntensity, string> = {
  warmup: 'Aquecimento',
  active: 'Esforço',
  rest: 'Recuperação',
  cooldown: 'Desaquecimento',
}

/** A ramp's ERG target moves in steps of this many watts, so the trainer is not asked every second. */
const RAMP_ERG_STEP_WATTS = 5
/**
 * Beyond the on-target band by no more than this, the screen does not yet ask to ease off or
 * push: a figure wavering at the edge of the band must not flip the advice back and forth.
 */
const HINT_MARGIN: Record<TargetBasis, number> = { ftp: 5, fthr: 3 }

const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null

/** A percentage of FTP or FTHR in watts or bpm, unrounded: bands and ramps round their own way. */
const exact = (percent: number, reference: number) => (percent * reference) / 100

/** A percentage in the step's watts or bpm, as every page writes them (whole, halves up). */
const rounded = (step: RideStep & { reference: number }, percent: number) =>
  absoluteAt(step.basis, percent, step.rider)!

const known = (step: RideStep): step is RideStep & { reference: number } => step.reference !== null

/** Nearest multiple of `step`, halves up. */
const roundTo = (value: number, step: number) => roundHalfUp(value / step) * step

export function planWorkoutRide(workout: Workout, zones: SavedZones): WorkoutRidePlan {
  const ftp = positive(zones.ftp)
  const fthr = positive(zones.fthr)
  const known: RiderNumbers = {
    ftp: ftp === null ? null : watts(ftp),
    fthr: fthr === null ? null : bpm(fthr),
  }
  const steps = timedSteps(workout).map((timed): RideStep => {
    const { step, round } = timed
    const name = step.label ?? INTENSITY_NAMES[step.intensity]
    const basis = step.target.basis
    return {
      ...timed,
      name: round ? `${name} ${round.n}/${round.of}` : name,
      basis,
      reference: known[basis],
      rider: known,
    }
  })
  const last = steps.at(-1)
  return { steps, totalSeconds: last ? last.startSecond + last.seconds : 0, zones: known }
}

/** The step a second falls in; past the end, the last one. */
export function stepAtSecond(plan: WorkoutRidePlan, second: number): RideStep {
  const step = plan.steps.find((s) => second < s.startSecond + s.seconds) ?? plan.steps.at(-1)
  if (!step) throw new Error('A workout without steps')
  return step
}

export function workoutPositionAt(plan: WorkoutRidePlan, elapsedSeconds: number): WorkoutPosition {
  const t = Math.max(0, elapsedSeconds)
  const step = stepAtSecond(plan, t)
  return {
    step,
    stepElapsed: Math.min(t - step.startSecond, step.seconds),
    stepRemaining: Math.max(0, step.startSecond + step.seconds - t),
    next: plan.steps[step.index + 1] ?? null,
    remaining: Math.max(0, plan.totalSeconds - t),
    finished: t >= plan.totalSeconds,
  }
}

/**
 * The step's target in the rider's watts or bpm, as the workout pages write it; for a ramp, also
 * where it is `elapsed` seconds in (for power, the watts the trainer holds). Null without the FTP
 * or FTHR the step is in.
 */
export function riderTarget(
  step: RideStep,
  elapsed: number,
): (AbsoluteTarget & { now: number | null }) | null {
  const target = absoluteTarget(step.step.target, step.rider)
  if (!target || step.reference === null) return null
  const now = target.kind === 'ramp' ? rampNow(step, step.reference, elapsed) : null
  return { ...target, now }
}

/** A ramp's value `elapsed` seconds in, in the rider's units (power: as the trainer holds it). */
function rampNow(step: RideStep, reference: number, elapsed: number): number {
  const percent = targetAt(step.step.target, elapsed, step.seconds).low
  const value = exact(percent, reference)
  return step.basis === 'ftp' ? roundTo(value, RAMP_ERG_STEP_WATTS) : roundHalfUp(value)
}

/**
 * What an ERG trainer holds at `second`: a power step's value; a range's middle, rounded to the
 * watt like the range's ends, so it always lies within the range the screen shows (rounded to
 * 5 W, 95–96 % of 201 W, shown as 191–193 W, would be 190 W); a ramp's value rounded to 5 W, so
 * the trainer is written once per 5 W (and at most once a second, as the second moves on). Null,
 * which lets the trainer go, for heart-rate steps and without a saved FTP.
 */
export function ergTargetAt(plan: WorkoutRidePlan, second: number): number | null {
  const step = stepAtSecond(plan, second)
  if (step.basis !== 'ftp' || !known(step)) return null
  const { target } = step.step
  switch (target.kind) {
    case 'value':
      return rounded(step, target.percent)
    case 'range':
      return rounded(step, (target.low + target.high) / 2)
    case 'ramp':
      return rampNow(step, step.reference, second - step.startSecond)
  }
}

/** The countdown beeps due in (fromSeconds, toSeconds]: three before each step change. */
export function workoutCuesWithin(
  plan: WorkoutRidePlan,
  fromSeconds: number,
  toSeconds: number,
): { atSecond: number; secondsLeft: number }[] {
  const boundaries = plan.steps
    .slice(1)
    .map((step) => step.startSecond)
    .filter((second) => second > fromSeconds && second <= toSeconds + CUE_LEAD_SECONDS)
  return countdownWithin(boundaries, fromSeconds, toSeconds).map(({ atSecond, secondsLeft }) => ({
    atSecond,
    secondsLeft,
  }))
}

/**
 * The figures that count as on target `elapsed` seconds into the step, in its units: a value or
 * a ramp's value then ±5 % (domain/workout.ts's ON_TARGET_SHARE, which the FIT workout's bands
 * use too), a range as it is. Null without the FTP or FTHR the step is in.
 */
export function onTargetBand(step: RideStep, elapsed: number): Band | null {
  if (!known(step)) return null
  const { target } = step.step
  if (target.kind === 'range')
    return { low: rounded(step, target.low), high: rounded(step, target.high) }
  return onTargetAround(exact(targetAt(target, elapsed, step.seconds).low, step.reference))
}

export type PaceHint = 'ease-off' | 'push' | 'on-target'

/**
 * Whether the rider should ease off or push, from the step's figure now (heart rate; 3-s power
 * on a power step the trainer does not hold): quiet within the on-target band and a few bpm or
 * watts beyond it. Null without a figure or a target in the rider's numbers.
 */
export function paceHint(
  step: RideStep,
  elapsed: number,
  figure: number | undefined,
): PaceHint | null {
  const band = onTargetBand(step, elapsed)
  if (!band || figure === undefined) return null
  const margin = HINT_MARGIN[step.basis]
  if (figure > band.high + margin) return 'ease-off'
  if (figure < band.low - margin) return 'push'
  return 'on-target'
}

export interface StepTally {
  /** Seconds whose figure was on target. */
  onTarget: number
  /** The step's length. */
  seconds: number
  /** False without the FTP or FTHR the step is in: nothing is counted. */
  counted: boolean
}

export interface TimeOnTarget {
  steps: StepTally[]
  /** Over the counted steps. */
  onTarget: number
  seconds: number
}

const SECONDS_OF_3S_POWER = 3

/**
 * Seconds on target, per step and in all: a recorded second counts when its figure (3-s power on
 * a power step, heart rate on a heart-rate step) lies in the step's on-target band at that second.
 * One pass over the series in order, so the screen can count it again on every redraw.
 */
export function timeOnTarget(
  plan: WorkoutRidePlan,
  series: readonly RecordingSecond[],
): TimeOnTarget {
  const steps = plan.steps.map((step): StepTally => ({
    onTarget: 0,
    seconds: step.seconds,
    counted: step.reference !== null,
  }))
  let stepIndex = 0
  let windowStart = 0
  for (let i = 0; i < series.length; i += 1) {
    const { second, bpm } = series[i]!
    if (second >= plan.totalSeconds) break
    while (second >= plan.steps[stepIndex]!.startSecond + plan.steps[stepIndex]!.seconds) {
      stepIndex += 1
    }
    while (series[windowStart]!.second <= second - SECONDS_OF_3S_POWER) windowStart += 1
    const step = plan.steps[stepIndex]!
    const band = onTargetBand(step, second - step.startSecond)
    if (!band) continue
    const figure = step.basis === 'ftp' ? meanPower(series, windowStart, i) : bpm
    if (figure !== undefined && figure >= band.low && figure <= band.high) {
      steps[stepIndex]!.onTarget += 1
    }
  }
  const counted = steps.filter((tally) => tally.counted)
  return {
    steps,
    onTarget: counted.reduce((sum, tally) => sum + tally.onTarget, 0),
    seconds: counted.reduce((sum, tally) => sum + tally.seconds, 0),
  }
}

/** The mean power of series[from..to] (the seconds with power); undefined when none has. */
function meanPower(
  series: readonly RecordingSecond[],
  from: number,
  to: number,
): number | undefined {
  let sum = 0
  let count = 0
  for (let i = from; i <= to; i += 1) {
    const { watts } = series[i]!
    if (watts !== undefined) {
      sum += watts
      count += 1
    }
  }
  return count === 0 ? undefined : sum / count
}
