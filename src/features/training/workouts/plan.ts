/**
 * A workout laid out on its clock: the repeats unrolled into timed steps, and the percentage a
 * step asks for at any second of it (a ramp moves from its start to its end). Pure.
 */
import {
  targetBounds,
  type StepTarget,
  type Workout,
  type WorkoutStep,
} from '../../../domain/workout'

export interface TimedStep {
  /** Position among the unrolled steps, from 0. */
  index: number
  step: WorkoutStep
  startSecond: number
  seconds: number
  /** Within a repeat: which time round (1-based) and of how many. */
  round?: { n: number; of: number }
}

/** Every step in riding order, repeats unrolled. */
export function timedSteps(workout: Workout): TimedStep[] {
  const out: TimedStep[] = []
  let startSecond = 0
  const push = (step: WorkoutStep, round?: TimedStep['round']) => {
    out.push({
      index: out.length,
      step,
      startSecond,
      seconds: step.seconds,
      ...(round && { round }),
    })
    startSecond += step.seconds
  }
  for (const item of workout.items) {
    if (item.type === 'step') push(item)
    else {
      for (let n = 1; n <= item.times; n += 1) {
        for (const step of item.steps) push(step, { n, of: item.times })
      }
    }
  }
  return out
}

/** How many steps `timedSteps` would give, counted without unrolling. */
export function stepCount(workout: Workout): number {
  return workout.items.reduce(
    (count, item) => count + (item.type === 'step' ? 1 : item.times * item.steps.length),
    0,
  )
}

export function totalSeconds(workout: Workout): number {
  return workout.items.reduce(
    (total, item) =>
      total +
      (item.type === 'step'
        ? item.seconds
        : item.times * item.steps.reduce((sum, step) => sum + step.seconds, 0)),
    0,
  )
}

/**
 * What the target asks `elapsed` seconds into a step of `seconds`: a value or a range as it is, a
 * ramp as the percentage it has reached (linear, from `from` at 0 to `to` at the step's end).
 */
export function targetAt(
  target: StepTarget,
  elapsed: number,
  seconds: number,
): { low: number; high: number } {
  if (target.kind !== 'ramp') return targetBounds(target)
  const share = seconds > 0 ? Math.min(1, Math.max(0, elapsed / seconds)) : 1
  const percent = target.from + (target.to - target.from) * share
  return { low: percent, high: percent }
}

/** Whether any step is in % of FTP (power) or of FTHR (heart rate). */
export function workoutBases(workout: Workout): { ftp: boolean; fthr: boolean } {
  const steps = workout.items.flatMap((item) => (item.type === 'step' ? [item] : item.steps))
  return {
    ftp: steps.some((step) => step.target.basis === 'ftp'),
    fthr: steps.some((step) => step.target.basis === 'fthr'),
  }
}
