/**
 * The workouts' text form, in the spirit of intervals.icu's: a step per line (`- 10m 55-75%`),
 * `3x` above the steps it repeats, any other line a section header. Reading never stops at a bad
 * line: what could be read comes back with one pt-BR message per line that could not, so the
 * editor's preview keeps drawing while the rider fixes a line. Pure; no React.
 *
 * The editor reads the text on every keystroke, and whatever a rider pastes: every pattern here
 * is anchored or scanned by hand so that reading costs time linear in the text (a lazy group
 * before a greedy one cost the square of a long line), a line past `lineMaxChars` is named
 * without being read, and a message quotes a few dozen characters at most.
 */
import { formatNumber } from '../../../lib/format'
import { WORKOUT_LIMITS } from '../../../lib/workout-limits'
import { cogganZoneAt } from '../../../domain/ftp'
import { frielZoneAt } from '../../../domain/heart-rate'
import type {
  Cadence,
  StepIntensity,
  StepTarget,
  TargetBasis,
  WorkoutItem,
  WorkoutRepeat,
  WorkoutStep,
} from './model'
import { targetBounds } from '../../../domain/workout'

export interface WorkoutTextError {
  /** 1-based. */
  line: number
  message: string
}

export interface ParsedWorkoutText {
  items: WorkoutItem[]
  errors: WorkoutTextError[]
}

/** The section a step sits in, which decides its intensity. */
type Part = 'warmup' | 'active' | 'cooldown'

const PART_HEADERS: Record<Part, string> = {
  warmup: 'Aquecimento',
  active: 'Parte principal',
  cooldown: 'Desaquecimento',
}

/** Lower case without accents, so 'Volta à calma' and 'volta a calma' read alike. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

// Cool-down first: 'desaquecimento' would not match \baquecimento, but 'soltar' etc. are checked
// before anything else reads the header as a warm-up.
const COOLDOWN_HEADER = /\b(desaquecimento|desaquecer|volta a calma|soltar|cool[ -]?down)\b/
const WARMUP_HEADER = /\b(aquecimento|aquecer|warm[ -]?up)\b/

function partOf(header: string): Part {
  const text = fold(header)
  if (COOLDOWN_HEADER.test(text)) return 'cooldown'
  if (WARMUP_HEADER.test(text)) return 'warmup'
  return 'active'
}

/**
 * A step whose highest percentage lies in the calculators' zone 1 (Coggan's for % FTP, Friel's
 * for % FTHR) is riding easy: in the main part, the recovery between efforts, which head units
 * show as 'rest'. The boundary is the zone tables', never a number of its own.
 */
function intensityIn(part: Part, target: StepTarget): StepIntensity {
  if (part !== 'active') return part
  const { high } = targetBounds(target)
  const zone = target.basis === 'ftp' ? cogganZoneAt(high) : frielZoneAt(high)
  return zone.index === 0 ? 'rest' : 'active'
}

/**
 * Easy steps are rest only between efforts: a main part with no effort in it (a recovery ride, one
 * easy step) is the session itself, and a head unit must not label it all as rest.
 */
function restOnlyBetweenEfforts(items: WorkoutItem[]): WorkoutItem[] {
  const steps = items.flatMap((item) => (item.type === 'step' ? [item] : item.steps))
  if (steps.some((step) => step.intensity === 'active')) return items
  const ridden = (step: WorkoutStep): WorkoutStep =>
    step.intensity === 'rest' ? { ...step, intensity: 'active' } : step
  return items.map((item) =>
    item.type === 'step' ? ridden(item) : { ...item, steps: item.steps.map(ridden) },
  )
}

const STEP_MARK = /^[-–—]/
const REPEAT_TOKEN = /^\d+\s*[x×](\s|$)/i
const DURATION = /^(?:(\d+)h)?(?:(\d+)(?:min|m))?(?:(\d+)s)?$/i
const DURATION_LIKE = /^\d+(h|min|m|s)/i
const RAMP_WORD = /^(ramp|rampa)$/i
const PERCENT = /^(\d+)(?:%?[-–](\d+))?%(ftp|fthr|lthr)?$/i
const PERCENT_LIKE = /^\d+([.,]\d+)?(%?[-–]\d+([.,]\d+)?)?%/
const BASIS_WORD = /^(ftp|fthr|lthr)$/i
const CADENCE = /^(\d+)(?:[-–](\d+))?rpm$/i
const CADENCE_NUMBER = /^(\d+)(?:[-–](\d+))?$/

const EXAMPLE = '- 10m 75%'

/** How much of the rider's text a message repeats: enough to find it, never a pasted megabyte. */
const QUOTE_MAX = 40

/** The text as a message quotes it: its first `QUOTE_MAX` UTF-16 units, never half a pair. */
function quote(text: string): string {
  if (text.length <= QUOTE_MAX) return text
  const end = /[\uD800-\uDBFF]/.test(text.charAt(QUOTE_MAX - 1)) ? QUOTE_MAX - 1 : QUOTE_MAX
  return `${text.slice(0, end)}…`
}

/** A number read from the rider's digits that a message could not write out (1e+25, Infinity). */
const tooLarge = (n: number) => !Number.isSafeInteger(n)

const isSpace = (char: string) => /\s/.test(char)
const isDigit = (char: string) => char >= '0' && char <= '9'

/**
 * A repeat's header: `3x`, `3 x`, `Bloco 3X`, `Aquecimento 2×`, its title and its count's digits;
 * null for any other line. Read from the line's end by hand: the pattern it replaces,
 * `/^(.*?)\s*(\d+)\s*[x×]$/i`, tried every split of a line of digits or spaces: the square of its
 * length (18 s for 100,000 digits on the team's machine, half an hour for a megabyte).
 */
function repeatHeader(line: string): { title: string; count: string } | null {
  let end = line.length - 1
  const mark = line.charAt(end)
  if (mark !== 'x' && mark !== 'X' && mark !== '×') return null
  while (end > 0 && isSpace(line.charAt(end - 1))) end -= 1
  let start = end
  while (start > 0 && isDigit(line.charAt(start - 1))) start -= 1
  if (start === end) return null
  return { title: line.slice(0, start).trimEnd(), count: line.slice(start, end) }
}

function parseDuration(token: string): number | null {
  const match = DURATION.exec(token)
  if (!match || (!match[1] && !match[2] && !match[3])) return null
  const [, h = '0', m = '0', s = '0'] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

/** Whether a line without '-' reads as a step the rider meant to write. */
function looksLikeStep(tokens: readonly string[]): boolean {
  const [first = ''] = tokens
  if (DURATION_LIKE.test(first) || RAMP_WORD.test(first) || PERCENT_LIKE.test(first)) return true
  return tokens.some(
    (token, i) =>
      DURATION.test(token) &&
      parseDuration(token) !== null &&
      (PERCENT_LIKE.test(tokens[i + 1] ?? '') || RAMP_WORD.test(tokens[i + 1] ?? '')),
  )
}

const hms = (seconds: number) => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean).join(' ') || '0 s'
}

/** '6 h': the longest step, and the longest workout. */
const MAX_TIME = hms(WORKOUT_LIMITS.maxSeconds)

type StepResult = { ok: true; step: WorkoutStep } | { ok: false; message: string }

function percentBoundsError(percent: number, basis: TargetBasis): string | null {
  const { min, max } = basis === 'ftp' ? WORKOUT_LIMITS.ftpPercent : WORKOUT_LIMITS.fthrPercent
  if (percent >= min && percent <= max) return null
  const of = basis === 'ftp' ? 'do FTP' : 'da FTHR'
  return `${percent}% ${of} está fora dos limites: use de ${min}% a ${max}% ${of}`
}

/** A step line's text after its '-'; the message has no line prefix yet. */
function parseStep(body: string, part: Part): StepResult {
  const fail = (message: string): StepResult => ({ ok: false, message })
  const tokens = body.split(/\s+/).filter(Boolean)
  let at = 0
  const first = tokens[0]
  if (first === undefined || PERCENT_LIKE.test(first) || RAMP_WORD.test(first)) {
    return fail(`falta a duração do passo. Escreva, por exemplo: ${EXAMPLE}`)
  }
  let seconds = parseDuration(first)
  if (seconds === null) {
    return fail(
      `'${quote(first)}' não é uma duração. Use s, m ou h, por exemplo: 30s, 10m, 1m30s ou 1h15m`,
    )
  }
  at = 1
  // '1h 15m' as two tokens reads as one duration.
  for (let next = parseDuration(tokens[at] ?? ''); next !== null;) {
    seconds += next
    at += 1
    next = parseDuration(tokens[at] ?? '')
  }
  if (seconds < 1) {
    return fail('a duração precisa ser de ao menos 1 segundo, por exemplo: - 30s 120%')
  }
  if (seconds > WORKOUT_LIMITS.maxSeconds) {
    const length = tooLarge(seconds)
      ? 'a duração deste tem um número grande demais'
      : `este tem ${hms(seconds)}`
    return fail(
      `um passo pode durar no máximo ${MAX_TIME}, e ${length}. Divida-o, por exemplo: - 2h 65%`,
    )
  }

  const ramp = RAMP_WORD.test(tokens[at] ?? '')
  if (ramp) at += 1
  const targetToken = tokens[at]
  if (targetToken === undefined) {
    return fail(
      ramp
        ? 'a rampa precisa de início e fim, por exemplo: - 10m ramp 50-75%'
        : 'falta o alvo depois da duração: uma % do FTP ou da FTHR, por exemplo: - 10m 75% ou - 10m 85% FTHR',
    )
  }
  const target = PERCENT.exec(targetToken)
  if (!target) {
    return fail(
      `'${quote(targetToken)}' não é um alvo. Use uma % do FTP ou da FTHR em números inteiros, por exemplo: 75%, 55-75%, 95% FTHR ou ramp 50-75%`,
    )
  }
  at += 1
  let basisWord = target[3]
  if (!basisWord && BASIS_WORD.test(tokens[at] ?? '')) {
    basisWord = tokens[at]
    at += 1
  }
  const basis: TargetBasis = basisWord && /fthr|lthr/i.test(basisWord) ? 'fthr' : 'ftp'
  const low = Number(target[1])
  const high = target[2] === undefined ? null : Number(target[2])
  if (tooLarge(low) || (high !== null && tooLarge(high))) {
    const { min, max } = basis === 'ftp' ? WORKOUT_LIMITS.ftpPercent : WORKOUT_LIMITS.fthrPercent
    const of = basis === 'ftp' ? 'do FTP' : 'da FTHR'
    return fail(
      `o alvo '${quote(targetToken)}' tem um número grande demais: use de ${min}% a ${max}% ${of}`,
    )
  }
  if (ramp && high === null) {
    return fail('a rampa precisa de início e fim, por exemplo: - 10m ramp 50-75%')
  }
  if (!ramp && high !== null && low > high) {
    return fail(
      `a faixa ${low}-${high}% começa acima do fim. Escreva o menor primeiro, por exemplo: ${high}-${low}%`,
    )
  }
  for (const percent of high === null ? [low] : [low, high]) {
    const error = percentBoundsError(percent, basis)
    if (error) return fail(error)
  }
  const stepTarget: StepTarget = ramp
    ? { kind: 'ramp', basis, from: low, to: high ?? low }
    : high === null || high === low
      ? { kind: 'value', basis, percent: low }
      : { kind: 'range', basis, low, high }

  let cadence: Cadence | undefined
  const cadenceMatch =
    CADENCE.exec(tokens[at] ?? '') ??
    (/^rpm$/i.test(tokens[at + 1] ?? '') ? CADENCE_NUMBER.exec(tokens[at] ?? '') : null)
  if (cadenceMatch) {
    const cadenceToken = cadenceMatch[0]
    at += /rpm$/i.test(cadenceToken) ? 1 : 2
    const cLow = Number(cadenceMatch[1])
    const cHigh = cadenceMatch[2] === undefined ? cLow : Number(cadenceMatch[2])
    const { min, max } = WORKOUT_LIMITS.cadence
    if (tooLarge(cLow) || tooLarge(cHigh)) {
      return fail(
        `a cadência '${quote(cadenceToken)}' tem um número grande demais: use de ${min} a ${max} rpm, por exemplo: 90rpm ou 85-95rpm`,
      )
    }
    if (cLow > cHigh) {
      return fail(
        `a cadência ${cLow}-${cHigh} rpm começa acima do fim. Escreva a menor primeiro, por exemplo: ${cHigh}-${cLow}rpm`,
      )
    }
    if (cLow < min || cHigh > max) {
      const shown = cLow === cHigh ? `${cLow}` : `${cLow}-${cHigh}`
      return fail(
        `cadência de ${shown} rpm fora dos limites: use de ${min} a ${max} rpm, por exemplo: 90rpm ou 85-95rpm`,
      )
    }
    cadence = { low: cLow, high: cHigh }
  }

  const label = tokens.slice(at).join(' ')
  const step: WorkoutStep = {
    type: 'step',
    seconds,
    target: stepTarget,
    intensity: intensityIn(part, stepTarget),
    ...(cadence && { cadence }),
    ...(label && { label }),
  }
  return { ok: true, step }
}

interface OpenRepeat {
  line: number
  /** null: a count out of bounds, already reported; its steps are kept once, for the preview. */
  times: number | null
  steps: WorkoutStep[]
  /** Step lines seen, readable or not: a repeat whose only step is wrong is not 'empty'. */
  stepLines: number
}

const itemSeconds = (item: WorkoutItem) =>
  item.type === 'step'
    ? item.seconds
    : item.times * item.steps.reduce((sum, step) => sum + step.seconds, 0)

/** Steps once every round is counted, without unrolling. */
const itemSteps = (item: WorkoutItem) => (item.type === 'step' ? 1 : item.times * item.steps.length)

export function parseWorkoutText(text: string): ParsedWorkoutText {
  const placed: { item: WorkoutItem; line: number }[] = []
  const errors: WorkoutTextError[] = []
  const report = (line: number, message: string) =>
    errors.push({ line, message: `Linha ${line}: ${message}` })
  let part: Part = 'active'
  let open: OpenRepeat | null = null

  const closeRepeat = (reportEmpty = true) => {
    const block = open
    open = null
    if (!block) return
    if (block.stepLines === 0) {
      if (reportEmpty) {
        report(
          block.line,
          'a repetição não tem passos. Escreva os passos logo abaixo dela, sem linha em branco, por exemplo: 3x e na linha seguinte - 5m 95%',
        )
      }
      return
    }
    if (block.times === null) {
      for (const step of block.steps) placed.push({ item: step, line: block.line })
    } else if (block.steps.length > 0) {
      const repeat: WorkoutRepeat = { type: 'repeat', times: block.times, steps: block.steps }
      placed.push({ item: repeat, line: block.line })
    }
  }

  const lines = text.split(/\r\n|\r|\n/)
  lines.forEach((raw, index) => {
    const line = index + 1
    const trimmed = raw.trim()
    if (trimmed === '') {
      closeRepeat()
      return
    }
    if (trimmed.length > WORKOUT_LIMITS.lineMaxChars) {
      if (open && STEP_MARK.test(trimmed)) open.stepLines += 1
      report(
        line,
        `uma linha pode ter no máximo ${WORKOUT_LIMITS.lineMaxChars} caracteres, e esta tem ${formatNumber(trimmed.length)}. Divida-a ou encurte-a`,
      )
      return
    }
    if (STEP_MARK.test(trimmed)) {
      const body = trimmed.slice(1).trim()
      if (open) open.stepLines += 1
      if (REPEAT_TOKEN.test(body)) {
        report(
          line,
          open
            ? 'uma repetição não pode ficar dentro de outra. Separe os blocos com uma linha em branco e escreva cada repetição sozinha na linha, por exemplo: 2x'
            : "a repetição se escreve sozinha na linha, sem '-', com os passos abaixo, por exemplo: 3x",
        )
        return
      }
      const result = parseStep(body, part)
      if (!result.ok) report(line, result.message)
      else if (open) open.steps.push(result.step)
      else placed.push({ item: result.step, line })
      return
    }
    const repeat = repeatHeader(trimmed)
    if (repeat) {
      const nested = open !== null && (open.stepLines === 0 || /^\s/.test(raw))
      if (nested) {
        report(
          line,
          'uma repetição não pode ficar dentro de outra. Separe os blocos com uma linha em branco, por exemplo: 3x com seus passos, uma linha em branco, e então 2x com os seus',
        )
      }
      closeRepeat(!nested)
      part = partOf(repeat.title)
      const times = Number(repeat.count)
      const { min, max } = WORKOUT_LIMITS.repeat
      const valid = times >= min && times <= max
      if (!valid) {
        report(
          line,
          tooLarge(times)
            ? `a repetição '${quote(repeat.count)}' tem um número grande demais: repita de ${min}x a ${max}x, por exemplo: 3x`
            : `${times}x está fora dos limites: repita de ${min}x a ${max}x, por exemplo: 3x`,
        )
      }
      open = { line, times: valid ? times : null, steps: [], stepLines: 0 }
      return
    }
    const tokens = trimmed.split(/\s+/)
    if (looksLikeStep(tokens)) {
      if (open) open.stepLines += 1
      report(line, `um passo começa com '-'. Escreva, por exemplo: - ${quote(trimmed)}`)
      return
    }
    closeRepeat()
    part = partOf(trimmed)
  })
  closeRepeat()

  // Judged on the counts, before anything unrolls; the items past a limit are left out, so the
  // preview draws at most what a workout may hold.
  let total = 0
  let steps = 0
  let kept = placed.length
  for (const [index, { item, line }] of placed.entries()) {
    total += itemSeconds(item)
    steps += itemSteps(item)
    const what = item.type === 'step' ? 'passo' : 'bloco'
    const problem =
      total > WORKOUT_LIMITS.maxSeconds
        ? `com este ${what} o treino passa de ${MAX_TIME} (chega a ${hms(total)}). Um treino pode ter no máximo ${MAX_TIME}: encurte ou divida em dois`
        : steps > WORKOUT_LIMITS.maxSteps
          ? `com este ${what} o treino passa de ${formatNumber(WORKOUT_LIMITS.maxSteps)} passos (chega a ${formatNumber(steps)}, contando cada volta das repetições). Junte passos iguais ou repita menos vezes`
          : null
    if (problem) {
      report(line, problem)
      kept = index
      break
    }
  }
  if (placed.length === 0 && errors.length === 0) {
    report(1, `escreva ao menos um passo, por exemplo: ${EXAMPLE}`)
  }
  errors.sort((a, b) => a.line - b.line)
  return { items: restOnlyBetweenEfforts(placed.slice(0, kept).map(({ item }) => item)), errors }
}

/** Line errors the editor lists: about a screenful; a long text's rest is counted. */
export const LISTED_ERRORS = 8

/** The first `max` errors, and 'e mais N linhas' for the lines left out (null when none). */
export function listErrors(
  errors: readonly WorkoutTextError[],
  max = LISTED_ERRORS,
): { listed: WorkoutTextError[]; more: string | null } {
  const listed = errors.slice(0, max)
  const shownLines = new Set(listed.map((error) => error.line))
  const rest = new Set<number>()
  for (let i = max; i < errors.length; i += 1) {
    const line = errors[i]?.line
    if (line !== undefined && !shownLines.has(line)) rest.add(line)
  }
  const more =
    rest.size === 0
      ? null
      : `e mais ${formatNumber(rest.size)} ${rest.size === 1 ? 'linha' : 'linhas'}`
  return { listed, more }
}

function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return [h && `${h}h`, m && `${m}m`, s && `${s}s`].filter(Boolean).join('') || '0s'
}

function targetText(target: StepTarget, explicitFtp: boolean): string {
  const basis = target.basis === 'fthr' ? ' FTHR' : explicitFtp ? ' FTP' : ''
  switch (target.kind) {
    case 'value':
      return `${target.percent}%${basis}`
    case 'range':
      return `${target.low}-${target.high}%${basis}`
    case 'ramp':
      return `ramp ${target.from}-${target.to}%${basis}`
  }
}

function stepText(step: WorkoutStep): string {
  // A cue that starts with 'FTP' right after the target would be read as the target's basis.
  const explicitFtp = !step.cadence && BASIS_WORD.test(step.label?.split(/\s+/)[0] ?? '')
  const cadence = step.cadence
    ? step.cadence.low === step.cadence.high
      ? `${step.cadence.low}rpm`
      : `${step.cadence.low}-${step.cadence.high}rpm`
    : ''
  return [
    '-',
    durationText(step.seconds),
    targetText(step.target, explicitFtp),
    cadence,
    step.label,
  ]
    .filter(Boolean)
    .join(' ')
}

const partFor = (intensity: StepIntensity): Part =>
  intensity === 'warmup' || intensity === 'cooldown' ? intensity : 'active'

/**
 * The items as text that `parseWorkoutText` reads back into the same items. Intensities travel as
 * section headers ('Aquecimento', 'Desaquecimento', 'Parte principal'); in the main part, 'rest'
 * and 'active' come from the step's percentage, so a step whose intensity breaks that rule (none
 * the parser makes) comes back with the rule's.
 */
export function workoutToText(items: readonly WorkoutItem[]): string {
  const blocks: string[][] = []
  let part: Part = 'active'
  let current: string[] | null = null
  for (const item of items) {
    if (item.type === 'repeat') {
      const parts = new Set(item.steps.map((step) => partFor(step.intensity)))
      const repeatPart: Part = parts.size === 1 ? ([...parts][0] ?? 'active') : 'active'
      const title = repeatPart === 'active' ? '' : `${PART_HEADERS[repeatPart]} `
      blocks.push([`${title}${item.times}x`, ...item.steps.map(stepText)])
      part = repeatPart
      current = null
      continue
    }
    const want = partFor(item.intensity)
    if (want !== part) {
      current = [PART_HEADERS[want]]
      blocks.push(current)
      part = want
    } else if (!current) {
      current = []
      blocks.push(current)
    }
    current.push(stepText(item))
  }
  return blocks.map((block) => block.join('\n')).join('\n\n')
}
