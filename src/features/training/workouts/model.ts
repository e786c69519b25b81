/**
 * A workout as data (issue 34): timed steps with a target in % of the rider's FTP or FTHR, and
 * blocks of steps repeated. The library, the text editor, the exports, the chart and the player
 * all read this one shape; watts and bpm are worked out from the rider's saved zones (targets.ts).
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

export type WorkoutCategory =
  | 'endurance'
  | 'tempo'
  | 'sweet-spot'
  | 'threshold'
  | 'vo2max'
  | 'over-under'
  | 'sprints'
  | 'mtb'
  | 'recovery'

/** A workout of the library: its own prerendered page at `/treinos/sessoes/<slug>`. */
export interface LibraryWorkout extends Workout {
  slug: string
  category: WorkoutCategory
  /** One or two sentences: what the session trains and when to ride it. */
  purpose: string
  /** The text form (the editor's syntax) the workout is read from. */
  text: string
}

export const WORKOUTS_PATH = '/treinos/sessoes'

export const workoutPath = (slug: string) => `${WORKOUTS_PATH}/${slug}`
