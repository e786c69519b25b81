import type { FitActivityOptions, FitActivitySample } from './fit-activity'
import type { FitJob, FitWorkerMessage } from './ride-worker'

/**
 * A recording as a FIT activity file, written in the ride worker (where Garmin's SDK already is).
 * Rejects when the recording has no measured second or the worker cannot run.
 */
export function writeFitFile(
  samples: readonly FitActivitySample[],
  options: FitActivityOptions,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./ride-worker.ts', import.meta.url), {
      type: 'module',
      name: 'arquivo-fit',
    })
    worker.onmessage = (event: MessageEvent<FitWorkerMessage>) => {
      worker.terminate()
      const message = event.data
      if (message.type === 'fit') resolve(message.bytes)
      else reject(new Error('The FIT file could not be written'))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      reject(new Error('The ride worker failed'))
    }
    const job: FitJob = { writeFit: { samples, options } }
    worker.postMessage(job)
  })
}
