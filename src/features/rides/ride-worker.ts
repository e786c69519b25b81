/**
 * The ride-file worker: reading and analysing never run on the main thread. One message in (the
 * file and the rider's weight), stage messages while it works, then the figures or the error's
 * code. 'Cancelar' terminates the worker (the screen starts a new one for the next file).
 */
import { analyseRide, type RideAnalysis } from './analyse-ride'
import { readRideFile } from './read-ride-file'
import { RideFileError, type RideFileErrorCode } from './ride-file-error'

export interface RideJob {
  file: Blob
  weightKg: number | null
}

export type RideWorkerMessage =
  | { type: 'stage'; stage: 'reading' | 'analysing' }
  | { type: 'done'; analysis: RideAnalysis }
  | { type: 'failed'; code: RideFileErrorCode }

interface WorkerScope {
  postMessage(message: RideWorkerMessage): void
  onmessage: ((event: MessageEvent<RideJob>) => void) | null
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

scope.onmessage = (event) => {
  void run(event.data).then((message) => scope.postMessage(message))
}
