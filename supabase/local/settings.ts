// Dev-only knobs of the local server. Tests change them, either as options of startLocalSupabase()
// or on a running server through POST /_dev/settings, to reach expiry and rate limits quickly.

import { readFileSync } from 'node:fs'

/**
 * `[api] max_rows` of supabase/config.toml: the cap a hosted project's PostgREST puts on the rows of
 * one read. The local server applies the same, so a read that would be cut short on Supabase is cut
 * short here too (PostgREST's own default, no cap, only when the file does not say).
 */
export function configuredMaxRows(
  toml = readFileSync(new URL('../config.toml', import.meta.url), 'utf8'),
): number {
  const api = /^\[api\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? ''
  const value = /^\s*max_rows\s*=\s*(\d+)\s*(?:#.*)?$/m.exec(api)?.[1]
  return value === undefined ? Number.MAX_SAFE_INTEGER : Number(value)
}

export interface DevSettings {
  /** Lifetime of access tokens (GoTrue's jwt_expiry). */
  accessTokenLifetimeSeconds: number
  /** Added to the server's clock for everything it times: token issue and expiry, link expiry. */
  clockOffsetSeconds: number
  /** Lifetime of a recovery link (GoTrue's otp_expiry). */
  recoveryLinkLifetimeSeconds: number
  /** A second recovery e-mail to one address within this interval gets 429 (GoTrue's max_frequency). */
  recoveryEmailIntervalSeconds: number
  /** Recovery requests one client may make per hour; the next gets 429. */
  recoveryRequestsPerHour: number
  /** Password and sign-up grants one client may make per 5 minutes (GoTrue sign_in_sign_ups). */
  signInsPerFiveMinutes: number
  /** Refresh-token grants one client may make per 5 minutes (GoTrue token_refresh). */
  tokenRefreshesPerFiveMinutes: number
  /** Lifetime of an admin invitation link, counted from when the mailer sends it (7 days). */
  adminInvitationLifetimeSeconds: number
  /** Most rows one read answers (PostgREST's max-rows; config.toml `[api] max_rows`). */
  maxRows: number
}

export const DEFAULT_SETTINGS: Readonly<DevSettings> = {
  accessTokenLifetimeSeconds: 3600,
  clockOffsetSeconds: 0,
  recoveryLinkLifetimeSeconds: 3600,
  recoveryEmailIntervalSeconds: 60,
  recoveryRequestsPerHour: 5,
  signInsPerFiveMinutes: 30,
  tokenRefreshesPerFiveMinutes: 150,
  adminInvitationLifetimeSeconds: 7 * 24 * 60 * 60,
  maxRows: configuredMaxRows(),
}

/**
 * For harnesses whose many accounts all come from one address (the test suites, the benchmark):
 * the per-client auth limits out of the way. The tests of the limits set them back.
 */
export const HARNESS_AUTH_LIMITS: Partial<DevSettings> = {
  recoveryRequestsPerHour: 100_000,
  signInsPerFiveMinutes: 100_000,
  tokenRefreshesPerFiveMinutes: 100_000,
}

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof DevSettings)[]

/** Checks a partial update from outside; returns an error message, or null when valid. */
export function invalidSettings(patch: unknown): string | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    return 'Expected a JSON object.'
  }
  for (const [key, value] of Object.entries(patch)) {
    if (!KEYS.includes(key as keyof DevSettings)) return `Unknown setting '${key}'.`
    if (typeof value !== 'number' || !Number.isFinite(value)) return `'${key}' must be a number.`
    if (key !== 'clockOffsetSeconds' && value < 0) return `'${key}' must not be negative.`
    if (key === 'maxRows' && (!Number.isInteger(value) || value < 1)) {
      return `'maxRows' must be a whole number from 1.`
    }
  }
  return null
}

/** The live settings plus the clock they shift. */
export class SettingsStore {
  #initial: DevSettings
  #current: DevSettings

  constructor(initial: Partial<DevSettings> = {}) {
    this.#initial = { ...DEFAULT_SETTINGS, ...initial }
    this.#current = { ...this.#initial }
  }

  get(): DevSettings {
    return { ...this.#current }
  }

  set(patch: Partial<DevSettings>): DevSettings {
    this.#current = { ...this.#current, ...patch }
    return this.get()
  }

  /** Back to the values the server started with. */
  restore(): void {
    this.#current = { ...this.#initial }
  }

  /** Milliseconds since the epoch, as the server sees it. */
  nowMs(): number {
    return Date.now() + this.#current.clockOffsetSeconds * 1000
  }

  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000)
  }
}
