/**
 * A workout's shape: timed steps with a target in % of the rider's FTP or FTHR, and blocks of
 * steps repeated; and the band around a target that counts as on it. Pure. The training section
 * reads and plays workouts in this shape, and the FIT workout writer (src/fit) turns it into a
 * head unit's file, so it lives below both.
 */

/** What a step's percentages are of. */
export type TargetBasis = 'ftp' | 'fthr'

/**
 * A step's target in whole percentages of FTP or FTHR: one value, a range the rider stays within,
 * or a ramp from one value to another over the step.
 */
export type StepTarget =
  | { kind: 'value'; basis: TargetBasis; percent: number }
  | { kind: 'range'; basis: TargetBasis; low: number; high: number }
  | { kind: 'ramp'; basis: TargetBasis; from: number; to: number }

/** The FIT workout step's intensity: how head units label and colour the step. */
export type StepIntensity = 'warmup' | 'active' | 'rest' | 'cooldown'

/** Pedalling cadence in rpm: one value or a range. */
export type Cadence = { low: number; high: number }

export interface WorkoutStep {
  type: 'step'
  seconds: number
  target: StepTarget
  intensity: StepIntensity
  cadence?: Cadence
  /** The rider's cue ('Subida sentado'), shown on the step and sent to the head unit. */
  label?: string
}

/** A block ridden `times` times over (`3x` in the text form). Blocks do not nest. */
export interface WorkoutRepeat {
  type: 'repeat'
  times: number
  steps: readonly WorkoutStep[]
}

export type WorkoutItem = WorkoutStep | WorkoutRepeat

export interface Workout {
  name: string
  items: readonly WorkoutItem[]
}

/**
 * A value, or a ramp's value at a second, counts as on target within this share of it either
 * side: the app's time on target, and the band a head unit is given for a step of one value.
 */
export const ON_TARGET_SHARE = 0.05

/** The figures that count as on target around one value, in its own units (%, W or bpm). */
export const onTargetAround = (value: number): { low: number; high: number } => ({
  low: value * (1 - ON_TARGET_SHARE),
  high: value * (1 + ON_TARGET_SHARE),
})

/** The lowest and highest percentage a target asks, in that order. */
export function targetBounds(target: StepTarget): { low: number; high: number } {
  switch (target.kind) {
    case 'value':
      return { low: target.percent, high: target.percent }
    case 'range':
      return { low: target.low, high: target.high }
    case 'ramp':
      return { low: Math.min(target.from, target.to), high: Math.max(target.from, target.to) }
  }
}
