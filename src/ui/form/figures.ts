import { formatNumber } from '../../lib/format'

/** A zone or range as the rider reads it; open ends say so in words. */
export function formatRange(
  min: number | null,
  max: number | null,
  unit: string,
  decimals = 0,
): string {
  const f = (value: number) => formatNumber(value, decimals)
  if (min === null && max === null) return ''
  if (min === null) return `até ${f(max!)} ${unit}`
  if (max === null) return `${f(min)} ${unit} ou mais`
  return `${f(min)}–${f(max)} ${unit}`
}

/** A stored number back into an input, with the pt-BR decimal comma the inputs accept. */
export function toInputText(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return ''
  return String(value).replace('.', ',')
}

export interface ZoneItem {
  key: string
  /** 'Zona 1', 'Z5a', 'Sweet Spot'. */
  label: string
  name: string
  /** '50-60% da FC máx'. */
  percentage: string
  /** '95–114 bpm'. */
  range: string
  /** A second figure under the range, e.g. W/kg. */
  extra?: string | undefined
}

/** One line per zone, for shared text. */
export function zoneLines(zones: readonly ZoneItem[]): string[] {
  return zones.map(
    (zone) =>
      `${zone.label} — ${zone.name}: ${zone.range}${zone.extra ? ` (${zone.extra})` : ''} · ${zone.percentage}`,
  )
}
