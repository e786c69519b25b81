// The auth rate limits, counted in memory like GoTrue's own limiters (supabase/README.md "Auth rate limits"):
//   - per address: one recovery e-mail per interval, for known and unknown addresses alike, so the
//     answer never tells whether an account exists;
//   - per client: recovery requests per hour; password and sign-up grants together per 5 minutes
//     (GoTrue's sign_in_sign_ups, 30); refresh-token grants per 5 minutes (token_refresh, 150).
// A client is the peer address; X-Forwarded-For counts only when the server is told to trust it.
// Every map is bounded: past MAX_KEYS the least recently seen keys are forgotten.

import { AuthError } from './errors.ts'

const HOUR_MS = 3_600_000
const FIVE_MINUTES_MS = 300_000
/** Keys kept per limiter: enough for any honest traffic, a fixed ceiling for a flood. */
export const MAX_KEYS = 10_000

const overRequestRate = (retryAfterMs: number) =>
  new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  )

/** Least-recently-used bounded map: a key touched moves to the end; the oldest go first. */
class BoundedMap<V> {
  readonly #map = new Map<string, V>()
  readonly #max: number

  constructor(max: number) {
    this.#max = max
  }

  get(key: string): V | undefined {
    return this.#map.get(key)
  }

  set(key: string, value: V): void {
    this.#map.delete(key)
    this.#map.set(key, value)
    while (this.#map.size > this.#max) {
      const oldest = this.#map.keys().next().value
      if (oldest === undefined) break
      this.#map.delete(oldest)
    }
  }

  get size(): number {
    return this.#map.size
  }

  clear(): void {
    this.#map.clear()
  }
}

/** At most `limit` events per key in any window (a sliding log, one timestamp per event). */
export class WindowLimiter {
  readonly #events: BoundedMap<number[]>
  readonly #windowMs: number

  constructor(windowMs: number, maxKeys = MAX_KEYS) {
    this.#windowMs = windowMs
    this.#events = new BoundedMap(maxKeys)
  }

  /** Counts one event for `key`, or throws 429 over_request_rate_limit once `limit` are spent. */
  admit(key: string, nowMs: number, limit: number): void {
    const recent = (this.#events.get(key) ?? []).filter((at) => nowMs - at < this.#windowMs)
    if (recent.length >= limit) {
      this.#events.set(key, recent)
      throw overRequestRate((recent[0] ?? nowMs) + this.#windowMs - nowMs)
    }
    recent.push(nowMs)
    this.#events.set(key, recent)
  }

  get keys(): number {
    return this.#events.size
  }

  clear(): void {
    this.#events.clear()
  }
}

export class AuthLimits {
  readonly #recoveryFrom = new WindowLimiter(HOUR_MS)
  readonly #grantsFrom = new WindowLimiter(FIVE_MINUTES_MS)
  readonly #refreshesFrom = new WindowLimiter(FIVE_MINUTES_MS)
  readonly #lastMailTo = new BoundedMap<number>(MAX_KEYS)

  /** A recovery request from `client`; the hourly allowance per client. */
  admitRecovery(client: string, nowMs: number, perHour: number): void {
    this.#recoveryFrom.admit(client, nowMs, perHour)
  }

  /** A password or sign-up grant from `client` (GoTrue counts both in one bucket). */
  admitGrant(client: string, nowMs: number, perFiveMinutes: number): void {
    this.#grantsFrom.admit(client, nowMs, perFiveMinutes)
  }

  admitRefresh(client: string, nowMs: number, perFiveMinutes: number): void {
    this.#refreshesFrom.admit(client, nowMs, perFiveMinutes)
  }

  /**
   * One recovery e-mail per address per interval, counted whether or not the address has an
   * account (otherwise a second request would answer 429 only for real accounts).
   */
  admitMail(email: string, nowMs: number, intervalSeconds: number): void {
    const last = this.#lastMailTo.get(email)
    const waitMs = last === undefined ? 0 : last + intervalSeconds * 1000 - nowMs
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${seconds} seconds.`,
        {},
        { 'Retry-After': String(seconds) },
      )
    }
    this.#lastMailTo.set(email, nowMs)
  }

  /** How many keys the limiters hold (tests check the bound). */
  size(): number {
    return (
      this.#recoveryFrom.keys +
      this.#grantsFrom.keys +
      this.#refreshesFrom.keys +
      this.#lastMailTo.size
    )
  }

  clear(): void {
    this.#recoveryFrom.clear()
    this.#grantsFrom.clear()
    this.#refreshesFrom.clear()
    this.#lastMailTo.clear()
  }
}
