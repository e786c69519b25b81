import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { RideAnalysis } from './analyse-ride'
import { MAX_RIDE_FILE_BYTES, RIDE_FILE_MESSAGES } from './ride-file-error'
import type { RideJob, RideWorkerMessage } from './file-worker'

export type RideAnalysisState =
  | { kind: 'idle' }
  | { kind: 'working'; fileName: string; stage: 'reading' | 'analysing' }
  | { kind: 'done'; fileName: string; analysis: RideAnalysis }
  | { kind: 'failed'; fileName: string; message: string }

/** When the worker itself cannot start or dies (its code failed to download, memory). */
export const WORKER_FAILED_MESSAGE =
  'Não foi possível analisar o arquivo neste aparelho. Tente de novo.'

/**
 * Runs one file at a time in a fresh worker (`file-worker.ts`): the main thread only posts the
 * file and shows the stages. A new file or 'Cancelar' terminates the worker at work; so does
 * leaving the screen.
 */
export function useRideAnalysis() {
  const [state, setState] = useState<RideAnalysisState>({ kind: 'idle' })
  /** Bumped by each analysis shown: the result's heading takes focus then. */
  const [shown, setShown] = useState(0)
  const worker = useRef<Worker | null>(null)

  const stop = useCallback(() => {
    worker.current?.terminate()
    worker.current = null
  }, [])

  useEffect(() => stop, [stop])

  const analyse = useCallback(
    (file: File, weightKg: number | null) => {
      stop()
      const fileName = file.name
      // Refused before a byte is read: the worker never sees a file it would choke on.
      if (file.size > MAX_RIDE_FILE_BYTES) {
        setState({ kind: 'failed', fileName, message: RIDE_FILE_MESSAGES['too-large'] })
        return
      }
      if (file.size === 0) {
        setState({ kind: 'failed', fileName, message: RIDE_FILE_MESSAGES.empty })
        return
      }
      const current = new Worker(new URL('./file-worker.ts', import.meta.url), {
        type: 'module',
        name: 'analise-de-pedal',
      })
      worker.current = current
      setState({ kind: 'working', fileName, stage: 'reading' })
      current.onmessage = (event: MessageEvent<RideWorkerMessage>) => {
        if (worker.current !== current) return
        const message = event.data
        if (message.type === 'stage') {
          setState({ kind: 'working', fileName, stage: message.stage })
          return
        }
        stop()
        if (message.type === 'failed') {
          setState({ kind: 'failed', fileName, message: RIDE_FILE_MESSAGES[message.code] })
          return
        }
        // The figures, tables and charts are a large render: as a transition React renders them
        // in slices and the page keeps answering (one long task at 4× CPU otherwise).
        startTransition(() => {
          setShown((count) => count + 1)
          setState({ kind: 'done', fileName, analysis: message.analysis })
        })
      }
      current.onerror = (event) => {
        event.preventDefault()
        if (worker.current !== current) return
        stop()
        setState({ kind: 'failed', fileName, message: WORKER_FAILED_MESSAGE })
      }
      const job: RideJob = { file, weightKg }
      current.postMessage(job)
    },
    [stop],
  )

  const cancel = useCallback(() => {
    stop()
    setState({ kind: 'idle' })
  }, [stop])

  return { state, shown, analyse, cancel }
}
