/**
 * Something on the device waits to be sent (a registration made with no signal). `attempt` sends
 * what it can and answers whether something still waits; it is run now, and again while it
 * does: when the device comes back online, when the page is shown again, and after a pause that
 * doubles from 2 s to half a minute. The pauses are for the signal that returns without an
 * `online` event, and for the `online` event that comes before the network can carry a request
 * (Chromium tells the page before its network stack follows: the first send fails).
 */

export interface RetryOptions {
  firstPauseMs?: number
  lastPauseMs?: number
  /** The app's own window events that mean something new waits (it was just queued). */
  wakeOn?: readonly string[]
  /** The outside events that may let the wait end; the window's by default. */
  subscribe?: (fire: (reason: 'online' | 'visible') => void) => () => void
}

const FIRST_PAUSE_MS = 2_000
const LAST_PAUSE_MS = 30_000

function windowEvents(fire: (reason: 'online' | 'visible') => void): () => void {
  const online = () => fire('online')
  const shown = () => {
    if (document.visibilityState === 'visible') fire('visible')
  }
  window.addEventListener('online', online)
  document.addEventListener('visibilitychange', shown)
  return () => {
    window.removeEventListener('online', online)
    document.removeEventListener('visibilitychange', shown)
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

  async function run() {
    if (stopped) return
    // A trigger during a run: one more run after it, never two at once.
    if (running) {
      again = true
      return
    }
    running = true
    clearTimeout(timer)
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
      timer = setTimeout(() => void run(), pause)
      pause = Math.min(pause * 2, lastPauseMs)
    } else {
      pause = firstPauseMs
    }
  }

  const unsubscribe = subscribe((reason) => {
    if (reason === 'online') pause = firstPauseMs
    void run()
  })
  const wake = () => void run()
  for (const name of wakeOn) window.addEventListener(name, wake)
  void run()
  return () => {
    stopped = true
    clearTimeout(timer)
    unsubscribe()
    for (const name of wakeOn) window.removeEventListener(name, wake)
  }
}
