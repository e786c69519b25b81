/**
 * The file worker, the one place Garmin's SDK runs: it reads and analyses ride files, and it
 * writes FIT files. Reading and analysing never run on the main thread: one message in (the file
 * and the rider's weight), stage messages while it works, then the figures or the error's code;
 * 'Cancelar' terminates the worker (the screen starts a new one for the next file). A FIT job
 * (a recording's activity, `FitJob`, or a workout, `WorkoutFitJob`) gets one answer, the bytes or
 * the failure. Reading and writing share one worker because a second copy of the SDK would cost
 * every visitor 60 KiB of precache; the worker lives here, not in src/fit, because the ride
 * analysis it runs is this feature's.
 */
import type { Workout } from '../../domain/workout'
import {
  writeFitActivity,
  type FitActivityOptions,
  type FitActivitySample,
} from '../../fit/activity'
import { writeFitWorkout, type FitWorkoutOptions } from '../../fit/workout'
import { analyseRide, type RideAnalysis } from './analyse-ride'
import { readRideFile } from './read-ride-file'
import { RideFileError, type RideFileErrorCode } from './ride-file-error'

export interface RideJob {
  file: Blob
  weightKg: number | null
}

export interface FitJob {
  writeFit: { samples: readonly FitActivitySample[]; options: FitActivityOptions }
}

export type RideWorkerMessage =
  | { type: 'stage'; stage: 'reading' | 'analysing' }
  | { type: 'done'; analysis: RideAnalysis }
  | { type: 'failed'; code: RideFileErrorCode }

export type FitWorkerMessage = { type: 'fit'; bytes: Uint8Array } | { type: 'fit-failed' }

export interface WorkoutFitJob {
  writeWorkout: { workout: Workout; options: FitWorkoutOptions }
}

export type WorkoutFitWorkerMessage =
  { type: 'workout-fit'; bytes: Uint8Array } | { type: 'workout-fit-failed' }

interface WorkerScope {
  postMessage(message: RideWorkerMessage | FitWorkerMessage | WorkoutFitWorkerMessage): void
  onmessage: ((event: MessageEvent<RideJob | FitJob | WorkoutFitJob>) => void) | null
}

const scope = self as unknown as WorkerScope

async function run(job: RideJob): Promise<RideWorkerMessage> {
  try {
    scope.postMessage({ type: 'stage', stage: 'reading' })
    const parsed = readRideFile(new Uint8Array(await job.file.arrayBuffer()))
    scope.postMessage({ type: 'stage', stage: 'analysing' })
    return { type: 'done', analysis: analyseRide(parsed, job.weightKg) }
  } catch (error) {
    return { type: 'failed', code: error instanceof RideFileError ? error.code : 'damaged' }
  }
}

function writeFit({ writeFit: { samples, options } }: FitJob): FitWorkerMessage {
  try {
    return { type: 'fit', bytes: writeFitActivity(samples, options) }
  } catch {
    return { type: 'fit-failed' }
  }
}

function writeWorkout({
  writeWorkout: { workout, options },
}: WorkoutFitJob): WorkoutFitWorkerMessage {
  try {
    return { type: 'workout-fit', bytes: writeFitWorkout(workout, options) }
  } catch {
    return { type: 'workout-fit-failed' }
  }
}

scope.onmessage = (event) => {
  const job = event.data
  if ('writeFit' in job) scope.postMessage(writeFit(job))
  else if ('writeWorkout' in job) scope.postMessage(writeWorkout(job))
  else void run(job).then((message) => scope.postMessage(message))
}
