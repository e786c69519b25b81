/**
 * The downloads a rider loads elsewhere without an account: Zwift's .zwo, the .erg and .mrc
 * course files (TrainerRoad, Golden Cheetah, MyWhoosh, Rouvy…) and the text form for
 * intervals.icu. The FIT workout file is written beside the ride files (rides/). Pure; no React.
 */
import { roundHalfUp } from '../../../domain/rounding'
import type { Watts } from '../../../domain/units'
import type { Cadence, StepTarget, Workout, WorkoutRepeat, WorkoutStep } from './model'
import { timedSteps, workoutBases } from './plan'
import { workoutToText } from './syntax'
import { wattsAt } from './targets'

export type PowerExports = { ok: true } | { ok: false; reason: string }

/** .zwo, .erg and .mrc set a trainer's power: they have no place for a heart-rate target. */
export function powerExportsFor(workout: Workout): PowerExports {
  const { ftp, fthr } = workoutBases(workout)
  if (!fthr) return { ok: true }
  return {
    ok: false,
    reason: ftp
      ? 'Este treino tem passos por frequência cardíaca: .zwo, .erg e .mrc levam só potência.'
      : 'Este treino é por frequência cardíaca: .zwo, .erg e .mrc levam só potência.',
  }
}

function assertPower(workout: Workout, format: string): void {
  if (workoutBases(workout).fthr) {
    throw new Error(`${format} carries power targets only; check powerExportsFor first`)
  }
}

/** A range is ridden at its middle where a format has one number per step. */
function middle(target: Exclude<StepTarget, { kind: 'ramp' }>): number {
  return target.kind === 'value' ? target.percent : (target.low + target.high) / 2
}

const cadenceValue = (cadence: Cadence | undefined) =>
  cadence && roundHalfUp((cadence.low + cadence.high) / 2)

// ---------------------------------------------------------------------------------------------
// Zwift .zwo (element and attribute names as in github.com/h4l/zwift-workout-file-reference)

// XML 1.0 forbids these control characters even escaped.
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g // eslint-disable-line no-control-regex

export function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** 88 % → '0.88'; 90.5 % → '0.905'. */
const fraction = (percent: number) => String(roundHalfUp(percent / 100, 4))

type Attribute = readonly [name: string, value: string | number | undefined]

function element(name: string, attributes: readonly Attribute[], cues: readonly Attribute[]) {
  const attrs = attributes
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
  const events = cues
    .filter(([, message]) => message)
    .map(
      ([offset, message]) =>
        `      <textevent timeoffset="${offset}" message="${escapeXml(String(message))}"/>`,
    )
  if (events.length === 0) return [`    <${name}${attrs}/>`]
  return [`    <${name}${attrs}>`, ...events, `    </${name}>`]
}

function zwoStep(step: WorkoutStep): string[] {
  const cadence: Attribute = ['Cadence', cadenceValue(step.cadence)]
  const cue: Attribute[] = [['0', step.label]]
  const { target } = step
  if (target.kind === 'ramp') {
    // Zwift ramps from PowerLow to PowerHigh, a Cooldown's PowerLow included (it is the start).
    const name =
      step.intensity === 'warmup' ? 'Warmup' : step.intensity === 'cooldown' ? 'Cooldown' : 'Ramp'
    return element(
      name,
      [
        ['Duration', step.seconds],
        ['PowerLow', fraction(target.from)],
        ['PowerHigh', fraction(target.to)],
        cadence,
      ],
      cue,
    )
  }
  return element(
    'SteadyState',
    [['Duration', step.seconds], ['Power', fraction(middle(target))], cadence],
    cue,
  )
}

/** Work and recovery repeated: Zwift's own on/off block. Ramps have no place in it. */
function zwoIntervals(repeat: WorkoutRepeat): string[] | null {
  const [on, off] = repeat.steps
  if (repeat.steps.length !== 2 || !on || !off) return null
  if (on.target.kind === 'ramp' || off.target.kind === 'ramp') return null
  return element(
    'IntervalsT',
    [
      ['Repeat', repeat.times],
      ['OnDuration', on.seconds],
      ['OffDuration', off.seconds],
      ['OnPower', fraction(middle(on.target))],
      ['OffPower', fraction(middle(off.target))],
      ['Cadence', cadenceValue(on.cadence)],
      ['CadenceResting', cadenceValue(off.cadence)],
    ],
    // Offsets count from the block's start, so the cues show in the first round.
    [
      ['0', on.label],
      [String(on.seconds), off.label],
    ],
  )
}

export function toZwo(workout: Workout, description: string): string {
  assertPower(workout, '.zwo')
  const body = workout.items.flatMap((item) =>
    item.type === 'step'
      ? zwoStep(item)
      : (zwoIntervals(item) ??
        Array.from({ length: item.times }, () => item.steps.flatMap(zwoStep)).flat()),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<workout_file>',
    '  <author>Bora Pedalar</author>',
    `  <name>${escapeXml(workout.name)}</name>`,
    `  <description>${escapeXml(description)}</description>`,
    '  <sportType>bike</sportType>',
    '  <workout>',
    ...body,
    '  </workout>',
    '</workout_file>',
    '',
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// .erg and .mrc: the Computrainer course files, as TrainerRoad and Golden Cheetah read them

const CRLF = '\r\n'

/**
 * A header value: one line of ASCII. Golden Cheetah reads `NAME = value` up to the next '=' and
 * takes any line holding '[COURSE DATA]' as the section's start; older readers expect ANSI text.
 */
function headerValue(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[=[\]\t\r\n]/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return ascii || 'Treino'
}

/** Minutes with two decimals, as the format writes them: 90 s → '1.50'. */
const minutes = (seconds: number) => roundHalfUp(seconds / 60, 2).toFixed(2)

/** Each step as a start row and an end row: a ramp from its start to its end, others level. */
function courseRows(workout: Workout, value: (percent: number) => string): string[] {
  return timedSteps(workout).flatMap(({ step, startSecond, seconds }) => {
    const { target } = step
    const [from, to] =
      target.kind === 'ramp' ? [target.from, target.to] : [middle(target), middle(target)]
    return [
      `${minutes(startSecond)}\t${value(from)}`,
      `${minutes(startSecond + seconds)}\t${value(to)}`,
    ]
  })
}

function courseFile(workout: Workout, ext: string, header: string[], rows: string[]): string {
  return [
    '[COURSE HEADER]',
    'VERSION = 2',
    'UNITS = ENGLISH',
    `DESCRIPTION = ${headerValue(workout.name)}`,
    `FILE NAME = ${workoutFileName(workout.name, ext)}`,
    ...header,
    '[END COURSE HEADER]',
    '[COURSE DATA]',
    ...rows,
    '[END COURSE DATA]',
    '',
  ].join(CRLF)
}

/** Watts for the rider's FTP, whole (rounded half up). */
export function toErg(workout: Workout, ftp: Watts): string {
  assertPower(workout, '.erg')
  const rows = courseRows(workout, (percent) => String(wattsAt(ftp, percent)))
  return courseFile(workout, 'erg', [`FTP = ${ftp}`, 'MINUTES WATTS'], rows)
}

/** Percent of FTP: the app that opens it applies the rider's FTP. */
export function toMrc(workout: Workout): string {
  assertPower(workout, '.mrc')
  const rows = courseRows(workout, (percent) => String(roundHalfUp(percent, 2)))
  return courseFile(workout, 'mrc', ['MINUTES PERCENT'], rows)
}

// ---------------------------------------------------------------------------------------------

/** The text form, as intervals.icu and the editor read it: plain steps, no title. */
export function toText(workout: Workout): string {
  return workoutToText(workout.items)
}

/** 'Sweet spot 3 × 10 min', 'zwo' → 'sweet-spot-3-10-min.zwo': ASCII that every system accepts. */
export function workoutFileName(name: string, ext: string): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'treino'
  return `${base}.${ext.replace(/^\./, '')}`
}
