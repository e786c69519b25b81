/**
 * A step's target in the rider's own numbers: watts from the saved FTP, bpm from the saved FTHR,
 * rounded half up as the calculators round; the zone it falls in, named as the calculators name
 * it (Coggan for % FTP, Friel for % FTHR). Pure; no React.
 */
import { formatNumber } from '../../../lib/format'
import { cogganZoneAt } from '../../../domain/ftp'
import { frielZoneAt } from '../../../domain/heart-rate'
import { roundHalfUp } from '../../../domain/rounding'
import { bpm, watts, type Bpm, type Watts } from '../../../domain/units'
import type { StepTarget, TargetBasis } from './model'
import { targetBounds } from '../../../domain/workout'

/** The rider's saved numbers; null when the rider has none saved yet. */
export interface RiderNumbers {
  ftp: Watts | null
  fthr: Bpm | null
}

export const NO_RIDER_NUMBERS: RiderNumbers = { ftp: null, fthr: null }

/** FTP 250 W at 88 % → 220 W. */
export const wattsAt = (ftp: Watts, percent: number): Watts =>
  watts(roundHalfUp((ftp * percent) / 100))

/** FTHR 170 bpm at 95 % → 161.5 → 162 bpm. */
export const bpmAt = (fthr: Bpm, percent: number): Bpm => bpm(roundHalfUp((fthr * percent) / 100))

export type TargetUnit = 'W' | 'bpm'

/** A target in watts or bpm, shaped as the percentage target it comes from. */
export type AbsoluteTarget = { unit: TargetUnit } & (
  | { kind: 'value'; value: number }
  | { kind: 'range'; low: number; high: number }
  | { kind: 'ramp'; from: number; to: number }
)

/** The number a percentage of the target's basis stands for; null without the rider's number. */
export function absoluteAt(
  basis: TargetBasis,
  percent: number,
  rider: RiderNumbers,
): number | null {
  if (basis === 'ftp') return rider.ftp === null ? null : wattsAt(rider.ftp, percent)
  return rider.fthr === null ? null : bpmAt(rider.fthr, percent)
}

export function absoluteTarget(target: StepTarget, rider: RiderNumbers): AbsoluteTarget | null {
  const base = target.basis === 'ftp' ? rider.ftp : rider.fthr
  if (base === null) return null
  const unit: TargetUnit = target.basis === 'ftp' ? 'W' : 'bpm'
  const at = (percent: number) => absoluteAt(target.basis, percent, rider) ?? 0
  switch (target.kind) {
    case 'value':
      return { unit, kind: 'value', value: at(target.percent) }
    case 'range':
      return { unit, kind: 'range', low: at(target.low), high: at(target.high) }
    case 'ramp':
      return { unit, kind: 'ramp', from: at(target.from), to: at(target.to) }
  }
}

/** A Tailwind class for a chart bar (SVG `fill-*`) and one for a dot or an HTML bar (`bg-*`). */
export interface ZoneTone {
  bar: string
  dot: string
}

/**
 * Easiest first, the hues of the calculators' zone cards (ui/form/zones.tsx, seven
 * zones), so a zone wears the same colour on a calculator and on a workout. Written out whole:
 * Tailwind only generates the classes it finds spelled in the source.
 */
const TONES: readonly ZoneTone[] = [
  { bar: 'fill-zinc-400', dot: 'bg-zinc-400' },
  { bar: 'fill-sky-400', dot: 'bg-sky-400' },
  { bar: 'fill-emerald-400', dot: 'bg-emerald-400' },
  { bar: 'fill-yellow-400', dot: 'bg-yellow-400' },
  { bar: 'fill-orange-400', dot: 'bg-orange-400' },
  { bar: 'fill-red-500', dot: 'bg-red-500' },
  { bar: 'fill-fuchsia-500', dot: 'bg-fuchsia-500' },
]

export interface WorkoutZone {
  basis: TargetBasis
  /** 'z2' (Coggan) or '5a' (Friel): unique within its basis. */
  id: string
  /** 'Z2', 'Z5a'. */
  label: string
  /** The calculators' own name: 'Resistência', 'Sublimiar'. */
  name: string
  tone: ZoneTone
}

const toneAt = (index: number): ZoneTone => TONES[Math.min(index, TONES.length - 1)] ?? TONES[0]!

/** Coggan's zone for % FTP, Friel's for % FTHR. */
export function zoneAt(basis: TargetBasis, percent: number): WorkoutZone {
  if (basis === 'ftp') {
    const zone = cogganZoneAt(percent)
    return { basis, id: zone.id, label: zone.label, name: zone.name, tone: toneAt(zone.index) }
  }
  const zone = frielZoneAt(percent)
  return { basis, id: zone.id, label: `Z${zone.id}`, name: zone.name, tone: toneAt(zone.index) }
}

/** The zone a step is ridden in: a range's or a ramp's middle. */
export function targetZone(target: StepTarget): WorkoutZone {
  const { low, high } = targetBounds(target)
  return zoneAt(target.basis, (low + high) / 2)
}

export interface TargetDescription {
  /** '220–235 W (88–94 % do FTP)' with the rider's number, '88–94 % do FTP' without. */
  text: string
  /** '220–235 W', '162 bpm', '125 → 188 W'; null without the rider's number. */
  absolute: string | null
  /** '88–94 % do FTP', '95 % da FTHR', '50 → 75 % do FTP'. */
  percent: string
  zone: WorkoutZone
}

const figure = (value: number) => formatNumber(value)

function span(shape: AbsoluteTarget | StepTarget, unit: string): string {
  switch (shape.kind) {
    case 'value':
      return `${figure('value' in shape ? shape.value : shape.percent)} ${unit}`
    case 'range':
      return `${figure(shape.low)}–${figure(shape.high)} ${unit}`
    case 'ramp':
      return `${figure(shape.from)} → ${figure(shape.to)} ${unit}`
  }
}

export function describeTarget(target: StepTarget, rider: RiderNumbers): TargetDescription {
  const percent = `${span(target, '%')} ${target.basis === 'ftp' ? 'do FTP' : 'da FTHR'}`
  const numbers = absoluteTarget(target, rider)
  const absolute = numbers && span(numbers, numbers.unit)
  return {
    text: absolute ? `${absolute} (${percent})` : percent,
    absolute,
    percent,
    zone: targetZone(target),
  }
}
