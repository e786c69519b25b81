import { roundHalfUp } from './rounding'
import { watts, type Kg, type Watts } from './units'

export type FtpMethod = 'coggan' | 'trainerroad'

interface ZoneDefinition {
  id: string
  label: string
  name: string
  minPercent: number
  /** null: open-ended top zone. */
  maxPercent: number | null
}

/** Spec 02 §9, Coggan's seven levels. */
const COGGAN: readonly ZoneDefinition[] = [
  { id: 'z1', label: 'Z1', name: 'Recuperação Ativa', minPercent: 0, maxPercent: 55 },
  { id: 'z2', label: 'Z2', name: 'Resistência', minPercent: 56, maxPercent: 75 },
  { id: 'z3', label: 'Z3', name: 'Ritmo/Tempo', minPercent: 76, maxPercent: 90 },
  { id: 'z4', label: 'Z4', name: 'Limiar', minPercent: 91, maxPercent: 105 },
  { id: 'z5', label: 'Z5', name: 'VO2 Máx', minPercent: 106, maxPercent: 120 },
  { id: 'z6', label: 'Z6', name: 'Anaeróbica', minPercent: 121, maxPercent: 150 },
  { id: 'z7', label: 'Z7', name: 'Neuromuscular', minPercent: 151, maxPercent: null },
]

/**
 * Spec 02 §9, TrainerRoad's six zones plus Sweet Spot. The spec names only Tempo, Sweet Spot and
 * Limiar; the others take TrainerRoad's own names (Active Recovery, Endurance, VO2 Max,
 * Anaerobic) in the Portuguese already used for Coggan. Z1 ends and Z2 starts at 55 % as written.
 */
const TRAINERROAD: readonly ZoneDefinition[] = [
  { id: 'z1', label: 'Z1', name: 'Recuperação Ativa', minPercent: 0, maxPercent: 55 },
  { id: 'z2', label: 'Z2', name: 'Resistência', minPercent: 55, maxPercent: 75 },
  { id: 'z3', label: 'Z3', name: 'Tempo', minPercent: 76, maxPercent: 87 },
  { id: 'sweet-spot', label: 'Sweet Spot', name: 'Sweet Spot', minPercent: 88, maxPercent: 94 },
  { id: 'z4', label: 'Z4', name: 'Limiar', minPercent: 95, maxPercent: 105 },
  { id: 'z5', label: 'Z5', name: 'VO2 Máx', minPercent: 106, maxPercent: 120 },
  { id: 'z6', label: 'Z6', name: 'Anaeróbica', minPercent: 121, maxPercent: null },
]

/**
 * The Coggan zone a percentage of FTP falls in: each zone runs up to the next one's start, so a
 * ramp's 55.5 % is still Z1 (Z2 starts at 56 %).
 */
export function cogganZoneAt(percent: number): {
  id: string
  label: string
  name: string
  index: number
} {
  let index = 0
  COGGAN.forEach((zone, i) => {
    if (percent >= zone.minPercent) index = i
  })
  const { id, label, name } = COGGAN[index] ?? COGGAN[0]!
  return { id, label, name, index }
}

export const FTP_METHODS: readonly { id: FtpMethod; label: string; description: string }[] = [
  { id: 'coggan', label: 'Coggan', description: '7 zonas' },
  { id: 'trainerroad', label: 'TrainerRoad', description: '6 zonas + Sweet Spot' },
]

export interface PowerZone {
  id: string
  label: string
  name: string
  minPercent: number
  maxPercent: number | null
  min: Watts
  /** null: open-ended top zone. */
  max: Watts | null
  /** W/kg of `min` and `max` (2 decimals) when a weight was given. */
  wkg: { min: number; max: number | null } | null
}

export interface FtpResult {
  ftp: Watts
  method: FtpMethod
  zones: readonly PowerZone[]
  /** FTP in W/kg (2 decimals) when a weight was given. */
  ftpWkg: number | null
}

/** W/kg to 2 decimals; from the rounded watts the rider sees, so the two columns agree. */
export function wattsPerKg(power: Watts, weight: Kg): number {
  return roundHalfUp(power / weight, 2)
}

export function calculateFtpZones(ftp: Watts, method: FtpMethod, weight?: Kg | null): FtpResult {
  const table = method === 'trainerroad' ? TRAINERROAD : COGGAN
  const of = (pct: number) => watts(roundHalfUp((pct * ftp) / 100))
  const zones = table.map((zone): PowerZone => {
    const min = of(zone.minPercent)
    const max = zone.maxPercent === null ? null : of(zone.maxPercent)
    return {
      ...zone,
      min,
      max,
      wkg:
        weight == null
          ? null
          : { min: wattsPerKg(min, weight), max: max === null ? null : wattsPerKg(max, weight) },
    }
  })
  return { ftp, method, zones, ftpWkg: weight == null ? null : wattsPerKg(ftp, weight) }
}

/** Spec 02 §9: FTP ≈ 95 % of the average power of a 20-minute all-out test, whole watts. */
export function ftpFrom20MinuteTest(averagePower: Watts): Watts {
  return watts(roundHalfUp(0.95 * averagePower))
}

/** Spec 02 §9: FTP ≈ the average power of a 60-minute test, whole watts. */
export function ftpFrom60MinuteTest(averagePower: Watts): Watts {
  return watts(roundHalfUp(averagePower))
}
