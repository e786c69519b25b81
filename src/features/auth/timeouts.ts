/** Spec 01 §9. */
export const RESET_REQUEST_TIMEOUT_MS = 15_000
export const PASSWORD_UPDATE_TIMEOUT_MS = 10_000
/** Not in the spec: sign-in, sign-out everywhere and deletion get the same patience. */
export const SIGN_IN_TIMEOUT_MS = 15_000
/** How long a sign-out waits for the server (or for supabase-js to let go of its lock). */
export const LOCAL_SIGN_OUT_WAIT_MS = 3000

/**
 * Our own time-out: raced against auth calls so a rider on a dead connection gets an answer instead
 * of a spinner (spec 01 §9: reset request 15 s, password update 10 s). Its `name` matches the
 * DOMException that `AbortSignal.timeout()` throws, so both classify the same way.
 */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
  readonly timeoutMs: number

  constructor(timeoutMs: number, message = `Timed out after ${timeoutMs} ms`) {
    super(message)
    this.timeoutMs = timeoutMs
  }
}

/**
 * Settles like `promise`, or rejects with `onTimeout()` (a `TimeoutError` by default) once `ms`
 * pass first. The timer is always cleared so a settled call leaves nothing pending.
 */
export function withTimeout<T>(
  promise: PromiseLike<T>,
  ms: number,
  onTimeout: () => Error = () => new TimeoutError(ms),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    Promise.resolve(promise)
      .finally(() => clearTimeout(timer))
      .then(resolve, reject)
  })
}
