/**
 * Something on the device waits to be sent (a registration made with no signal). `attempt` sends
 * what it can and answers whether something still waits; it is run now, and again while it
 * does: when the device comes back online, when the page is shown again, and after a pause that
 * doubles from 2 s to half a minute. The pauses are for the signal that returns without an
 * `online` event, and for the `online` event that comes before the network can carry a request
 * (Chromium tells the page before its service worker's network follows: the first send, or the
 * sender's code, fails).
 */

/**
 * 'online' and 'visible' come from the browser; 'queued' from the app: something new waits
 * because a send just failed, so it is tried again after the first pause, not at once.
 */
export type RetryReason = 'online' | 'visible' | 'queued'

export interface RetryOptions {
  firstPauseMs?: number
  lastPauseMs?: number
  /** The app's window events that mean 'queued'. */
  wakeOn?: readonly string[]
  /** The events that may end the wait; the window's by default. */
  subscribe?: (fire: (reason: RetryReason) => void, wakeOn: readonly string[]) => () => void
}

const FIRST_PAUSE_MS = 2_000
const LAST_PAUSE_MS = 30_000

function windowEvents(fire: (reason: RetryReason) => void, wakeOn: readonly string[]) {
  const online = () => fire('online')
  const shown = () => {
    if (document.visibilityState === 'visible') fire('visible')
  }
  const queued = () => fire('queued')
  window.addEventListener('online', online)
  document.addEventListener('visibilitychange', shown)
  for (const name of wakeOn) window.addEventListener(name, queued)
  return () => {
    window.removeEventListener('online', online)
    document.removeEventListener('visibilitychange', shown)
    for (const name of wakeOn) window.removeEventListener(name, queued)
  }
}

/** Starts the attempts; the function returned stops them (a run under way finishes alone). */
export function retryWhileWaiting(
  attempt: () => Promise<boolean>,
  {
    firstPauseMs = FIRST_PAUSE_MS,
    lastPauseMs = LAST_PAUSE_MS,
    wakeOn = [],
    subscribe = windowEvents,
  }: RetryOptions = {},
): () => void {
  let stopped = false
  let running = false
  let again = false
  let pause = firstPauseMs
  let timer: ReturnType<typeof setTimeout> | undefined

  const later = (ms: number) => {
    timer = setTimeout(() => void run(), ms)
  }

  async function run() {
    if (stopped) return
    // A trigger during a run: one more run after it, never two at once.
    if (running) {
      again = true
      return
    }
    running = true
    clearTimeout(timer)
    timer = undefined
    let waiting: boolean
    try {
      waiting = await attempt()
    } catch {
      waiting = true
    }
    running = false
    if (stopped) return
    if (again) {
      again = false
      void run()
    } else if (waiting) {
      later(pause)
      pause = Math.min(pause * 2, lastPauseMs)
    } else {
      pause = firstPauseMs
    }
  }

  const unsubscribe = subscribe((reason) => {
    if (reason !== 'queued') {
      if (reason === 'online') pause = firstPauseMs
      void run()
    } else if (running) again = true
    else if (timer === undefined) later(firstPauseMs)
  }, wakeOn)
  void run()
  return () => {
    stopped = true
    clearTimeout(timer)
    unsubscribe()
  }
}
