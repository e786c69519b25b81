/**
 * The engine's defaults in a browser: the tabs' shared lock, the backoff's sleep and the outside
 * events that may let the queue move (whether the network is up is lib/online's). Tests inject
 * their own.
 */

/** The triggers that come from the browser rather than from the app. */
export type BrowserReason = 'online' | 'offline' | 'visible' | 'tick'

/** Web Locks when present, else run at once (one tab then may overlap another: pushes are idempotent). */
export function defaultLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks && typeof locks.request === 'function') return locks.request(name, fn)
  return fn()
}

/** setTimeout that resolves early when `signal` aborts. */
export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/** Window `online`/`offline`, `visibilitychange` to visible, and a tick every `tickMs`. */
export function browserTriggers(tickMs: number) {
  return (fire: (reason: BrowserReason) => void): (() => void) => {
    if (typeof window === 'undefined') return () => {}
    const online = () => fire('online')
    const offline = () => fire('offline')
    const visible = () => {
      if (document.visibilityState === 'visible') fire('visible')
    }
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    document.addEventListener('visibilitychange', visible)
    const timer = setInterval(() => fire('tick'), tickMs)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      document.removeEventListener('visibilitychange', visible)
      clearInterval(timer)
    }
  }
}
