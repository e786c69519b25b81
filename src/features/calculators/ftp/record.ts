import type { FtpFields } from '../../results'
import { formatNumber } from '../../../lib/format'
import {
  FTP_METHODS,
  calculateFtpZones,
  type FtpMethod,
  type FtpResult,
  type PowerZone,
} from '../../../domain/ftp'
import type { Kg } from '../../../domain/units'
import { validateFtp, validateOptionalWeight } from '../../../domain/validation'
import { formatRange, toInputText, zoneLines, type ZoneItem } from '../../../ui/form/figures'

export function ftpFields(result: FtpResult, weight: Kg | null): FtpFields {
  return { ftp: result.ftp, method: result.method, weight_kg: weight }
}

export interface FtpForm {
  ftp: string
  method: FtpMethod
  weight: string
}

/** A saved FTP back into the form, with its zones recomputed (W/kg when a weight was kept). */
export function restoreFtp(fields: FtpFields): { form: FtpForm; result: FtpResult | null } {
  const form: FtpForm = {
    ftp: toInputText(fields.ftp),
    method: fields.method === 'trainerroad' ? 'trainerroad' : 'coggan',
    weight: toInputText(fields.weight_kg),
  }
  const ftp = validateFtp(form.ftp)
  const weight = validateOptionalWeight(form.weight)
  if (!ftp.ok) return { form, result: null }
  return {
    form,
    result: calculateFtpZones(ftp.value, form.method, weight.ok ? weight.value : null),
  }
}

export function methodName(method: FtpMethod): string {
  const entry = FTP_METHODS.find((m) => m.id === method)
  return entry ? `${entry.label} — ${entry.description}` : method
}

function percentage(zone: PowerZone): string {
  return zone.maxPercent === null
    ? `${zone.minPercent}% ou mais do FTP`
    : `${zone.minPercent}-${zone.maxPercent}% do FTP`
}

export function powerZoneItems(result: FtpResult): ZoneItem[] {
  return result.zones.map((zone) => ({
    key: zone.id,
    label: zone.label,
    name: zone.name,
    percentage: percentage(zone),
    range: formatRange(zone.min, zone.max, 'W'),
    extra: zone.wkg ? formatRange(zone.wkg.min, zone.wkg.max, 'W/kg', 2) : undefined,
  }))
}

/** Whole watts as typed; a decimal FTP keeps its one decimal rather than being rounded. */
export function ftpText(ftp: number): string {
  return formatNumber(ftp, Number.isInteger(ftp) ? 0 : 1)
}

export function ftpSummary(result: FtpResult): string {
  const wkg = result.ftpWkg === null ? '' : ` (${formatNumber(result.ftpWkg, 2)} W/kg)`
  return [
    `FTP: ${ftpText(result.ftp)} W${wkg}`,
    `Método: ${methodName(result.method)}`,
    '',
    ...zoneLines(powerZoneItems(result)),
  ].join('\n')
}
