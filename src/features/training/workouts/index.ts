// Workouts: the model, its clock, the text form, the rider's numbers, the library and
// the downloads. All pure, no React: a page imports only the modules it needs through here, and
// the bundler leaves the rest out.
export {
  WORKOUTS_PATH,
  workoutPath,
  type Cadence,
  type LibraryWorkout,
  type StepIntensity,
  type StepTarget,
  type TargetBasis,
  type Workout,
  type WorkoutCategory,
  type WorkoutItem,
  type WorkoutRepeat,
  type WorkoutStep,
} from './model'
export { targetBounds } from '../../../domain/workout'
export { targetAt, stepCount, timedSteps, totalSeconds, workoutBases, type TimedStep } from './plan'
export {
  parseWorkoutText,
  workoutToText,
  type ParsedWorkoutText,
  type WorkoutTextError,
} from './syntax'
export {
  absoluteAt,
  absoluteTarget,
  bpmAt,
  describeTarget,
  NO_RIDER_NUMBERS,
  targetZone,
  wattsAt,
  zoneAt,
  type AbsoluteTarget,
  type RiderNumbers,
  type TargetDescription,
  type TargetUnit,
  type WorkoutZone,
  type ZoneTone,
} from './targets'
export { categoryName, LIBRARY_WORKOUTS, libraryWorkout, WORKOUT_CATEGORIES } from './library'
export { formatClock, formatSessionLength } from './workout-format'
export {
  escapeXml,
  powerExportsFor,
  toErg,
  toMrc,
  toText,
  toZwo,
  workoutFileName,
  type PowerExports,
} from './exports'
