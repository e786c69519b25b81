/** The 'NOVO' badge (spec 02 §9): published within the last 7 days. `now` is injected for tests. */
export const NEW_VIDEO_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

/** Tolerates a publish time slightly ahead of a device clock that runs late. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

export function isNewVideo(publishedAt: string, now: Date | number): boolean {
  const published = Date.parse(publishedAt)
  if (Number.isNaN(published)) return false
  const age = (typeof now === 'number' ? now : now.getTime()) - published
  return age >= -CLOCK_SKEW_MS && age <= NEW_VIDEO_WINDOW_MS
}
