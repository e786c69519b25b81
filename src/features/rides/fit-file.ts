import type { Workout } from '../../domain/workout'
import type { FitActivityOptions, FitActivitySample } from '../../fit/activity'
import type { FitWorkoutOptions } from '../../fit/workout'
import type {
  FitJob,
  FitWorkerMessage,
  WorkoutFitJob,
  WorkoutFitWorkerMessage,
} from './file-worker'

/**
 * One FIT file written in a file worker of its own (where Garmin's SDK already is): the worker
 * answers once, with the bytes or with its failure, and ends.
 */
function writeInFileWorker<Message extends { type: string }>(
  job: FitJob | WorkoutFitJob,
  bytesOf: (message: Message) => Uint8Array | undefined,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./file-worker.ts', import.meta.url), {
      type: 'module',
      name: 'arquivo-fit',
    })
    worker.onmessage = (event: MessageEvent<Message>) => {
      worker.terminate()
      const bytes = bytesOf(event.data)
      if (bytes) resolve(bytes)
      else reject(new Error('The FIT file could not be written'))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      reject(new Error('The file worker failed'))
    }
    worker.postMessage(job)
  })
}

/**
 * A recording as a FIT activity file. Rejects when the recording has no measured second or the
 * worker cannot run.
 */
export function writeFitFile(
  samples: readonly FitActivitySample[],
  options: FitActivityOptions,
): Promise<Uint8Array> {
  return writeInFileWorker<FitWorkerMessage>({ writeFit: { samples, options } }, (message) =>
    message.type === 'fit' ? message.bytes : undefined,
  )
}

/**
 * A workout as a FIT workout file, in the rider's watts and bpm where `options` has them. Rejects
 * when the workout cannot be written (no steps, a target FIT cannot hold) or the worker cannot run.
 */
export function writeFitWorkoutFile(
  workout: Workout,
  options: FitWorkoutOptions,
): Promise<Uint8Array> {
  return writeInFileWorker<WorkoutFitWorkerMessage>(
    { writeWorkout: { workout, options } },
    (message) => (message.type === 'workout-fit' ? message.bytes : undefined),
  )
}
