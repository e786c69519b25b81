import { formatNumber } from '../../../lib/format'
import {
  FRIEL_SOURCE,
  HR_ZONE_KEYS,
  MAX_HR_METHODS,
  type HeartRateResult,
  type MaxHrMethod,
} from '../../../domain/heart-rate'
import { formatRange, zoneLines, type ZoneItem } from '../../../ui/form/figures'

export const FTHR_ZONES_TITLE = 'Zonas de ciclismo pelo FTHR (Joe Friel)'
export const MAX_ZONES_TITLE = 'Zonas pela frequência cardíaca máxima'

/** 'Fox (220 − idade)'. */
export function methodLabel(id: MaxHrMethod): string {
  const method = MAX_HR_METHODS.find((m) => m.id === id)
  return method ? `${method.label} (${method.formula})` : id
}

/** Where the maximum came from, in a sentence: 'fórmula de Fox (220 − idade)'. */
export function maxHrOrigin(id: MaxHrMethod): string {
  return id === 'medida' ? 'medida por você, em um pedal ou teste' : `fórmula de ${methodLabel(id)}`
}

export function maxHrZoneItems(result: HeartRateResult): ZoneItem[] {
  return HR_ZONE_KEYS.map((key, index) => {
    const zone = result.zones[key]
    return {
      key,
      label: `Zona ${index + 1}`,
      name: zone.name,
      percentage: `${zone.percentage} da FC máx`,
      range: formatRange(zone.min, zone.max, 'bpm'),
    }
  })
}

export function frielZoneItems(result: HeartRateResult): ZoneItem[] {
  return (result.fthrZones ?? []).map((zone) => ({
    key: zone.id,
    label: `Z${zone.id}`,
    name: zone.name,
    percentage: `${zone.percentage} do FTHR`,
    range: formatRange(zone.min, zone.max, 'bpm'),
  }))
}

/** The result as plain text, for sharing. */
export function heartRateSummary(result: HeartRateResult): string {
  const lines = [
    `Frequência cardíaca máxima: ${formatNumber(result.maxHr)} bpm — ${maxHrOrigin(result.appliedMethod)}`,
    ...(result.notice ? [result.notice] : []),
    '',
    `${MAX_ZONES_TITLE}:`,
    ...zoneLines(maxHrZoneItems(result)),
  ]
  if (result.fthr != null) {
    lines.push(
      '',
      `FTHR: ${formatNumber(result.fthr)} bpm`,
      `${FTHR_ZONES_TITLE}:`,
      ...zoneLines(frielZoneItems(result)),
      `Fonte: ${FRIEL_SOURCE}`,
    )
  }
  return lines.join('\n')
}
