interface PostTaskScheduler {
  postTask: (
    callback: () => void,
    options: { priority: 'user-blocking' | 'user-visible' | 'background'; signal?: AbortSignal },
  ) => Promise<unknown>
}

function scheduler(): PostTaskScheduler | undefined {
  const candidate = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler
  return typeof candidate?.postTask === 'function' ? (candidate as PostTaskScheduler) : undefined
}

/**
 * Runs `work` once the browser has painted the current frame: a task queued from the next
 * animation frame runs after that frame's paint. A click's handler uses it for whatever the rider
 * does not need to see in that frame (saving, moving focus), so the result paints first and the
 * interaction ends there. Returns a cancel function. Outside a browser it is a plain task.
 */
export function afterPaint(work: () => void): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) work()
  }
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }
  const frame = requestAnimationFrame(() => {
    const tasks = scheduler()
    if (tasks) void tasks.postTask(run, { priority: 'user-visible' }).catch(() => undefined)
    else setTimeout(run, 0)
  })
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
  }
}

/** `afterPaint` as a promise of the work's own result. */
export function whenPainted<T>(work: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    afterPaint(() => {
      try {
        Promise.resolve(work()).then(resolve, reject)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}
