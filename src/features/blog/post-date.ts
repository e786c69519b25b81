import { formatLongDate } from '../../lib/format'

/**
 * WordPress sends the site's wall-clock time without a zone ("2026-03-12T09:00:00"). Read as UTC
 * so the build machine and every rider's browser print the same day (no hydration mismatch).
 */
export function postDate(date: string): string {
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(date) ? date : `${date}Z`
  const time = Date.parse(zoned)
  return Number.isNaN(time) ? '' : formatLongDate(time)
}

export function postDateTime(date: string): string | undefined {
  return /^\d{4}-\d\d-\d\d/.test(date) ? date.slice(0, 10) : undefined
}
