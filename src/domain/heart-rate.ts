import { roundHalfUp } from './rounding'
import { bpm, type Bpm, type Years } from './units'

export type HeartRateGender = 'masculino' | 'feminino'
export type MaxHrFormula = 'fox' | 'tanaka' | 'gellish' | 'gulati'
/** 'medida': the rider's own maximum, read from a ride or a test, instead of a formula. */
export type MaxHrMethod = MaxHrFormula | 'medida'

export const GULATI_FALLBACK_NOTICE =
  'O método Gulati é específico para mulheres. Usando método Gellish como alternativa.'

export const MAX_HR_METHODS: readonly {
  id: MaxHrMethod
  label: string
  formula: string
  womenOnly: boolean
}[] = [
  { id: 'fox', label: 'Fox', formula: '220 − idade', womenOnly: false },
  { id: 'tanaka', label: 'Tanaka', formula: '208 − 0,7 × idade', womenOnly: false },
  { id: 'gellish', label: 'Gellish', formula: '206,9 − 0,67 × idade', womenOnly: false },
  { id: 'gulati', label: 'Gulati', formula: '206 − 0,88 × idade', womenOnly: true },
  { id: 'medida', label: 'Medida', formula: 'de um pedal ou teste', womenOnly: false },
]

/** Spec 02 §5: gulati is offered only when sex is feminino. */
export function maxHrMethodsFor(gender: HeartRateGender): readonly MaxHrMethod[] {
  return MAX_HR_METHODS.filter((m) => gender === 'feminino' || !m.womenOnly).map((m) => m.id)
}

/** Spec 02 §5: gulati applies for feminino only; otherwise gellish, with the spec's notice. */
export function resolveMaxHrMethod(
  method: MaxHrMethod,
  gender: HeartRateGender,
): { applied: MaxHrMethod; notice: string | null } {
  if (method === 'gulati' && gender !== 'feminino') {
    return { applied: 'gellish', notice: GULATI_FALLBACK_NOTICE }
  }
  return { applied: method, notice: null }
}

/**
 * Maximum heart rate by one formula, rounded (spec 02 §9). No gender rule here: see
 * `resolveMaxHrMethod`.
 */
export function maxHeartRate(age: Years, method: MaxHrFormula): Bpm {
  switch (method) {
    case 'fox':
      return bpm(roundHalfUp(220 - age))
    case 'tanaka':
      return bpm(roundHalfUp(208 - 0.7 * age))
    case 'gellish':
      return bpm(roundHalfUp(206.9 - 0.67 * age))
    case 'gulati':
      return bpm(roundHalfUp(206 - 0.88 * age))
  }
}

export type HrZoneKey = 'zone1' | 'zone2' | 'zone3' | 'zone4' | 'zone5'

export interface HrZone {
  min: Bpm
  max: Bpm
  /** As shown on the zone card, e.g. '50-60%'. */
  percentage: string
  name: string
}

const MAX_HR_ZONES: readonly { key: HrZoneKey; lower: number; upper: number; name: string }[] = [
  { key: 'zone1', lower: 50, upper: 60, name: 'Recuperação Ativa' },
  { key: 'zone2', lower: 60, upper: 70, name: 'Resistência Básica' },
  { key: 'zone3', lower: 70, upper: 80, name: 'Ritmo Moderado' },
  { key: 'zone4', lower: 80, upper: 90, name: 'Limiar de Lactato' },
  { key: 'zone5', lower: 90, upper: 100, name: 'VO2 Máximo' },
]

export const HR_ZONE_KEYS: readonly HrZoneKey[] = MAX_HR_ZONES.map((z) => z.key)

/**
 * Five zones as % of max HR (spec 02 §9). Each zone's minimum is the rounded lower bound plus 1,
 * except zone 1, so that a beat never belongs to two zones.
 */
export function maxHrZones(maxHr: Bpm): Record<HrZoneKey, HrZone> {
  const of = (pct: number) => bpm(roundHalfUp((pct * maxHr) / 100))
  const entries = MAX_HR_ZONES.map(({ key, lower, upper, name }, index) => {
    const zone: HrZone = {
      min: bpm(of(lower) + (index === 0 ? 0 : 1)),
      max: of(upper),
      percentage: `${lower}-${upper}%`,
      name,
    }
    return [key, zone] as const
  })
  return Object.fromEntries(entries) as Record<HrZoneKey, HrZone>
}

export type FrielZoneId = '1' | '2' | '3' | '4' | '5a' | '5b' | '5c'

export interface FrielZone {
  id: FrielZoneId
  name: string
  /** null: open below (zone 1). */
  min: Bpm | null
  /** null: open above (zone 5c). */
  max: Bpm | null
  percentage: string
}

/**
 * Joe Friel's cycling heart-rate zones from lactate threshold heart rate (LTHR, our FTHR).
 * Source: Joe Friel, "A Quick Guide to Setting Zones", 26 Nov 2009,
 * http://trainingbible.com/joesblog/2009/11/quick-guide-to-setting-zones.html ("Bike Zones":
 * Z1 < 81 %, Z2 81–89 %, Z3 90–93 %, Z4 94–99 %, Z5a 100–102 %, Z5b 103–106 %, Z5c > 106 % of LTHR);
 * the same table is in his Cyclist's Training Bible. Zone names are Friel's (Recovery, Aerobic,
 * Tempo, SubThreshold, SuperThreshold, Aerobic Capacity, Anaerobic Capacity) in Portuguese.
 *
 * Friel's whole-number percentages leave gaps (89 → 90 %); we read each zone as running up to
 * the next zone's start, so every bpm belongs to exactly one zone: a zone starts at the first
 * whole bpm ≥ its lower % (Z5c: the first bpm > 106 %), and ends one bpm before the next starts.
 */
const FRIEL_ZONES: readonly { id: FrielZoneId; name: string; from: number; percentage: string }[] =
  [
    { id: '1', name: 'Recuperação', from: 0, percentage: '< 81%' },
    { id: '2', name: 'Aeróbica', from: 81, percentage: '81-89%' },
    { id: '3', name: 'Tempo', from: 90, percentage: '90-93%' },
    { id: '4', name: 'Sublimiar', from: 94, percentage: '94-99%' },
    { id: '5a', name: 'Supralimiar', from: 100, percentage: '100-102%' },
    { id: '5b', name: 'Capacidade Aeróbica', from: 103, percentage: '103-106%' },
    { id: '5c', name: 'Capacidade Anaeróbica', from: 106, percentage: '> 106%' },
  ]

/**
 * Friel's zone for a percentage of FTHR, read as `frielCyclingZones` reads bpm: each zone runs up
 * to the next one's start, and Z5c starts above 106 %.
 */
export function frielZoneAt(percent: number): { id: FrielZoneId; name: string; index: number } {
  let index = 0
  FRIEL_ZONES.forEach((zone, i) => {
    if (zone.id === '5c' ? percent > zone.from : percent >= zone.from) index = i
  })
  const { id, name } = FRIEL_ZONES[index] ?? FRIEL_ZONES[0]!
  return { id, name, index }
}

export const FRIEL_SOURCE =
  'Joe Friel, “A Quick Guide to Setting Zones” (2009) — zonas de ciclismo pela FC de limiar (LTHR/FTHR)'

export function frielCyclingZones(lthr: Bpm): readonly FrielZone[] {
  // pct × lthr is an integer for an integer LTHR, so ceil/floor see no binary noise.
  const starts = FRIEL_ZONES.map(({ id, from }) =>
    id === '5c' ? Math.floor((from * lthr) / 100) + 1 : Math.ceil((from * lthr) / 100),
  )
  return FRIEL_ZONES.map(({ id, name, percentage }, index) => {
    const start = starts[index]
    const next = starts[index + 1]
    return {
      id,
      name,
      percentage,
      min: index === 0 || start === undefined ? null : bpm(start),
      max: next === undefined ? null : bpm(next - 1),
    }
  })
}

export interface HeartRateInput {
  age: Years
  gender: HeartRateGender
  method: MaxHrMethod
  /** The rider's measured maximum: required by 'medida', ignored by the formulas. */
  measuredMaxHr?: Bpm | null
  fthr?: Bpm | null
}

/** Spec 02 §3 "Heart-rate result", plus what the screen shows beside it. */
export interface HeartRateResult {
  maxHr: Bpm
  fthr?: Bpm
  zones: Record<HrZoneKey, HrZone>
  requestedMethod: MaxHrMethod
  /** The formula actually used (gellish when gulati was asked for a non-feminino rider). */
  appliedMethod: MaxHrMethod
  notice: string | null
  /** Friel's LTHR cycling zones, present only when an FTHR is known. */
  fthrZones?: readonly FrielZone[]
}

function measured({ measuredMaxHr }: HeartRateInput): Bpm {
  if (measuredMaxHr == null) throw new Error("The 'medida' method needs the measured maximum")
  return measuredMaxHr
}

export function calculateHeartRate(input: HeartRateInput): HeartRateResult {
  const { applied, notice } = resolveMaxHrMethod(input.method, input.gender)
  const maxHr = applied === 'medida' ? measured(input) : maxHeartRate(input.age, applied)
  const result: HeartRateResult = {
    maxHr,
    zones: maxHrZones(maxHr),
    requestedMethod: input.method,
    appliedMethod: applied,
    notice,
  }
  if (input.fthr != null) {
    result.fthr = input.fthr
    result.fthrZones = frielCyclingZones(input.fthr)
  }
  return result
}
