/** The power curve's durations as labels: '5 s', '1 min', '20 min'. */
export function formatWindow(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`
}
