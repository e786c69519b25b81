import { formatLongDate } from '../../lib/format'

/**
 * WordPress sends the site's wall-clock time without a zone ("2026-03-12T09:00:00"): the formatter
 * prints its own day, the same on the build machine and in every rider's browser.
 */
export function postDate(date: string): string {
  return Number.isNaN(Date.parse(date)) ? '' : formatLongDate(date)
}

export function postDateTime(date: string): string | undefined {
  return /^\d{4}-\d\d-\d\d/.test(date) ? date.slice(0, 10) : undefined
}
