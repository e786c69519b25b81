/**
 * A workout as data: timed steps with a target in % of the rider's FTP or FTHR, and
 * blocks of steps repeated. The library, the text editor, the exports, the chart and the player
 * all read this one shape; watts and bpm are worked out from the rider's saved zones (targets.ts).
 */

// The shape itself lives below the features: the FIT workout writer reads it too.
import type { Workout } from '../../../domain/workout'

export type {
  Cadence,
  StepIntensity,
  StepTarget,
  TargetBasis,
  Workout,
  WorkoutItem,
  WorkoutRepeat,
  WorkoutStep,
} from '../../../domain/workout'

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
