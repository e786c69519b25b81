// The two recovery limits of DESIGN.md, counted in memory like GoTrue's own limiters: one e-mail per
// address per interval, and a number of recovery requests per client per hour.

import { AuthError } from './errors.ts'

const HOUR_MS = 3_600_000

export class RecoveryLimits {
  #lastMailTo = new Map<string, number>()
  #requestsFrom = new Map<string, number[]>()

  /** Counts a request from `client`; refuses it once the hourly allowance is spent. */
  admitRequest(client: string, nowMs: number, perHour: number): void {
    const recent = (this.#requestsFrom.get(client) ?? []).filter((at) => nowMs - at < HOUR_MS)
    if (recent.length >= perHour) {
      this.#requestsFrom.set(client, recent)
      const oldest = recent[0] ?? nowMs
      const retryAfter = String(Math.max(1, Math.ceil((oldest + HOUR_MS - nowMs) / 1000)))
      throw new AuthError(
        429,
        'over_request_rate_limit',
        'Request rate limit reached',
        {},
        { 'Retry-After': retryAfter },
      )
    }
    recent.push(nowMs)
    this.#requestsFrom.set(client, recent)
  }

  /** Refuses a second e-mail to one address within the interval, saying how long to wait. */
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
  }

  mailSent(email: string, nowMs: number): void {
    this.#lastMailTo.set(email, nowMs)
  }

  clear(): void {
    this.#lastMailTo.clear()
    this.#requestsFrom.clear()
  }
}
