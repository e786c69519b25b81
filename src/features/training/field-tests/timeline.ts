/**
 * A field test laid out on its own clock: which step a second falls in, what an ERG trainer should
 * hold then, and when to cue the next step. Pure: the elapsed time is passed in.
 */
import { roundHalfUp } from '../../../domain/rounding'
import { countdownWithin, CUE_LEAD_SECONDS } from '../session'
import type { FieldTestProtocol, StepEffort } from './protocols'

/** Without a known FTP, easy steps ask this much. */
const EASY_WATTS = 100
const EASY_FRACTION_OF_FTP = 0.5
const ROUND_TO_WATTS = 5

export interface PlannedStep {
  /** Counted across the fixed steps, then the ramp's steps. */
  index: number
  name: string
  effort: StepEffort
  measured: boolean
  startSecond: number
  seconds: number
  /** What an ERG trainer holds; null leaves the effort to the rider. */
  targetWatts: number | null
}

export interface RampPlan {
  startSecond: number
  stepSeconds: number
  /** Step k (from 0) targets `startWatts + k × riseWatts`, rounded to `roundToWatts`. */
  startWatts: number
  riseWatts: number
  roundToWatts: number
  quitFraction: number
  quitSeconds: number
}

/** The seconds a result is measured on; the ramp's has no end until the rider stops. */
export interface MeasuredBlock {
  name: string
  startSecond: number
  endSecond: number | null
}

/** Plain data, so a test in progress can keep it across a reload. */
export interface TestPlan {
  protocol: FieldTestProtocol
  ftp: number | null
  /** The fixed steps; the ramp's follow them without end. */
  steps: readonly PlannedStep[]
  /** Null for the ramp, whose end the rider decides. */
  totalSeconds: number | null
  ramp: RampPlan | null
  measured: MeasuredBlock
}

export interface TestPosition {
  step: PlannedStep
  stepElapsed: number
  stepRemaining: number
  next: { name: string; targetWatts: number | null } | null
  /** Seconds left in the test; null in the ramp, whose end nobody knows. */
  remaining: number | null
  targetWatts: number | null
  /** The last fixed step is over (never in the ramp). */
  finished: boolean
}

export interface StepCue {
  atSecond: number
  /** 3, 2 or 1: the beep's place in the countdown. */
  secondsLeft: number
  nextStep: PlannedStep
}

/** Nearest multiple of `step`, halves up: 131.5 → 130, 132.5 → 135. */
const roundTo = (value: number, step: number) => roundHalfUp(value / step) * step

function targetFor(effort: StepEffort, ftp: number | null): number | null {
  switch (effort.kind) {
    case 'easy':
    case 'fast-pedalling':
      return ftp === null ? EASY_WATTS : roundTo(ftp * EASY_FRACTION_OF_FTP, ROUND_TO_WATTS)
    case 'all-out':
    case 'threshold':
    case 'ramp-step':
      return null
  }
}

export function planTest(protocol: FieldTestProtocol, options: { ftp?: number } = {}): TestPlan {
  const ftp = options.ftp !== undefined && options.ftp > 0 ? options.ftp : null
  let startSecond = 0
  const steps = protocol.steps.map((step, index): PlannedStep => {
    const planned = {
      index,
      name: step.name,
      effort: step.effort,
      measured: step.measured === true,
      startSecond,
      seconds: step.seconds,
      targetWatts: targetFor(step.effort, ftp),
    }
    startSecond += step.seconds
    return planned
  })
  const ramp: RampPlan | null = protocol.ramp
    ? {
        startSecond,
        stepSeconds: protocol.ramp.stepSeconds,
        startWatts:
          ftp === null ? protocol.ramp.startWatts : ftp * protocol.ramp.startFractionOfFtp,
        riseWatts: ftp === null ? protocol.ramp.riseWatts : ftp * protocol.ramp.riseFractionOfFtp,
        roundToWatts: protocol.ramp.roundToWatts,
        quitFraction: protocol.ramp.quitFraction,
        quitSeconds: protocol.ramp.quitSeconds,
      }
    : null
  const block = steps.find((step) => step.measured)
  let measured: MeasuredBlock
  if (ramp) measured = { name: 'Rampa', startSecond: ramp.startSecond, endSecond: null }
  else if (block) {
    measured = {
      name: block.name,
      startSecond: block.startSecond,
      endSecond: block.startSecond + block.seconds,
    }
  } else throw new Error(`Protocol ${protocol.id} measures nothing`)
  return { protocol, ftp, steps, totalSeconds: ramp ? null : startSecond, ramp, measured }
}

function rampStep(plan: TestPlan, ramp: RampPlan, k: number): PlannedStep {
  return {
    index: plan.steps.length + k,
    name: `Degrau ${k + 1}`,
    effort: { kind: 'ramp-step' },
    measured: true,
    startSecond: ramp.startSecond + k * ramp.stepSeconds,
    seconds: ramp.stepSeconds,
    targetWatts: roundTo(ramp.startWatts + k * ramp.riseWatts, ramp.roundToWatts),
  }
}

/** The step a moment falls in; past a fixed test's end, its last step. */
export function stepAt(plan: TestPlan, seconds: number): PlannedStep {
  const { ramp } = plan
  if (ramp && seconds >= ramp.startSecond) {
    return rampStep(plan, ramp, Math.floor((seconds - ramp.startSecond) / ramp.stepSeconds))
  }
  const step = plan.steps.find((s) => seconds < s.startSecond + s.seconds) ?? plan.steps.at(-1)
  if (step) return step
  if (ramp) return rampStep(plan, ramp, 0)
  throw new Error('A plan without steps')
}

function stepAfter(plan: TestPlan, step: PlannedStep): PlannedStep | null {
  const following = plan.steps[step.index + 1]
  if (following) return following
  return plan.ramp ? rampStep(plan, plan.ramp, step.index + 1 - plan.steps.length) : null
}

export function positionAt(plan: TestPlan, elapsedSeconds: number): TestPosition {
  const t = Math.max(0, elapsedSeconds)
  const step = stepAt(plan, t)
  const next = stepAfter(plan, step)
  const stepEnd = step.startSecond + step.seconds
  return {
    step,
    stepElapsed: Math.min(t - step.startSecond, step.seconds),
    stepRemaining: Math.max(0, stepEnd - t),
    next: next && { name: next.name, targetWatts: next.targetWatts },
    remaining: plan.totalSeconds === null ? null : Math.max(0, plan.totalSeconds - t),
    targetWatts: step.targetWatts,
    finished: plan.totalSeconds !== null && t >= plan.totalSeconds,
  }
}

/** The seconds a step change happens at, within [from, to]; the ramp's are endless. */
function boundariesWithin(plan: TestPlan, from: number, to: number): number[] {
  const fixed = plan.steps.slice(1).map((step) => step.startSecond)
  const out = fixed.filter((second) => second >= from && second <= to)
  const { ramp } = plan
  if (ramp) {
    const first = Math.max(0, Math.ceil((from - ramp.startSecond) / ramp.stepSeconds))
    for (let k = first; ramp.startSecond + k * ramp.stepSeconds <= to; k += 1) {
      out.push(ramp.startSecond + k * ramp.stepSeconds)
    }
  }
  return out
}

/**
 * The countdown beeps due in (fromSeconds, toSeconds]: three before each step change, at 3, 2 and
 * 1 s. Asking tick after tick with the previous tick's time never repeats or skips one.
 */
export function stepChangesWithin(
  plan: TestPlan,
  fromSeconds: number,
  toSeconds: number,
): StepCue[] {
  const boundaries = boundariesWithin(plan, fromSeconds, toSeconds + CUE_LEAD_SECONDS)
  return countdownWithin(boundaries, fromSeconds, toSeconds).map(
    ({ atSecond, secondsLeft, boundary }) => ({
      atSecond,
      secondsLeft,
      nextStep: stepAt(plan, boundary),
    }),
  )
}
