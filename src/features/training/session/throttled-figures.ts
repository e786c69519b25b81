/**
 * Sensor figures reach the screen at most a few times a second, whatever the sensors send: a
 * peripheral may notify hundreds of times a second, and one React render per notification would
 * hold the phone's main thread. Only what is drawn waits; the recording is handed every reading
 * as it comes (use-session-sensors.ts). Plain timers, no React: the caller sets its state.
 */

/** The screen's figures change at most this often (the session's clock redraws as often). */
export const FIGURES_REDRAW_MS = 250

export interface ThrottledFigures<T extends object> {
  /** A reading's figures: merged over the ones not yet handed on, the newest winning. */
  readonly add: (figures: Partial<T>) => void
  /** Forgets what is waiting; nothing is handed on until the next `add`. */
  readonly cancel: () => void
}

/**
 * Hands the figures added to `publish` at most once per `intervalMs`: a reading after a quiet
 * interval at once, the ones that come sooner merged and handed on together when the interval
 * ends, so the last reading of a burst is always shown.
 */
export function throttleFigures<T extends object>(
  publish: (figures: Partial<T>) => void,
  intervalMs = FIGURES_REDRAW_MS,
): ThrottledFigures<T> {
  let waiting: Partial<T> | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastPublished = -Infinity

  const flush = () => {
    timer = null
    if (!waiting) return
    const figures = waiting
    waiting = null
    lastPublished = Date.now()
    publish(figures)
  }

  return {
    add: (figures) => {
      waiting = { ...waiting, ...figures }
      if (timer !== null) return
      // At most one interval: a wall clock set back must not hold the figures for good.
      const wait = Math.min(intervalMs, lastPublished + intervalMs - Date.now())
      if (wait <= 0) flush()
      else timer = setTimeout(flush, wait)
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
      waiting = null
    },
  }
}
