import { formatNumber } from '../../../lib/format'

/** Elapsed time as riders read it on their bike computers: 1:02:03, or 12:05 under an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`
}

/** The power curve's durations as labels: '5 s', '1 min', '20 min'. */
export function formatWindow(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`
}

export function formatKm(meters: number): string {
  return `${formatNumber(meters / 1000, 1)} km`
}
