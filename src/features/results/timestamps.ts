/**
 * `now` as an ISO stamp, but a millisecond past `previous` at least: a row's `updatedAt` only ever
 * grows, even when the device clock steps back. The server keeps the newer `updated_at`, so a
 * save stamped "older" than the previous one would be thrown away there; and the newest recording
 * stays the newest.
 */
export function nextTimestamp(now: number, previous?: string): string {
  const floor = previous ? Date.parse(previous) + 1 : -Infinity
  return new Date(Math.max(now, floor)).toISOString()
}
