/**
 * Half-up rounding to `decimals` places that ignores binary noise: 0.67 × 120 is stored as
 * 80.39999…, and 18.45 × 10 as 184.49999…, which plain `Math.round` would round down although the
 * written value sits exactly on the half. Twelve significant digits keep every real digit of our
 * inputs (at most four or five) and drop the noise.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals
  const scaled = Number((value * factor).toPrecision(12))
  return Math.round(scaled) / factor
}
