import {
  bpm,
  cm,
  inchesToMm,
  kg,
  mm,
  percent,
  watts,
  years,
  type Bpm,
  type Cm,
  type Kg,
  type Mm,
  type Percent,
  type Watts,
  type Years,
} from './units'

/** A validator's answer: the parsed values, or the message to show (spec 02 §5 wording). */
export type Validation<T> = { ok: true; value: T } | { ok: false; title?: string; message: string }

export const MESSAGES = {
  ageRequired: 'Por favor, insira sua idade.',
  ageRange: 'Por favor, insira uma idade válida entre 1 e 120 anos.',
  fthrRequired: 'Por favor, insira seu FTHR.',
  fthrRange: 'Por favor, insira um FTHR válido entre 100 e 220 bpm.',
  measuredMaxHrRequired: 'Por favor, insira sua FC máxima medida.',
  measuredMaxHrRange: 'Por favor, insira uma FC máxima válida entre 100 e 230 bpm.',
  ftpTitle: 'Valor inválido',
  ftp: 'Por favor, insira um valor válido para FTP.',
  imcRequired: 'Por favor, preencha altura e peso.',
  height: 'Por favor, insira uma altura válida entre 100 e 250 cm.',
  weight: 'Por favor, insira um peso válido entre 30 e 300 kg.',
  hbRequired: 'Por favor, preencha altura, peso e idade.',
  hbAge: 'Por favor, insira uma idade válida entre 10 e 120 anos.',
  tyreRequired: 'Por favor, preencha o peso do ciclista, o peso da bicicleta e a largura do pneu.',
  riderWeight: 'Por favor, insira um peso do ciclista válido entre 30 e 200 kg.',
  bikeWeight: 'Por favor, insira um peso da bicicleta válido entre 5 e 40 kg.',
  rearShare: 'Por favor, insira uma distribuição de peso na roda traseira entre 30 e 80%.',
  tyreWidthMm: 'Por favor, insira uma largura de pneu válida entre 18 e 130 mm.',
  tyreWidthInches: 'Por favor, insira uma largura de pneu válida entre 0,7 e 5,1 polegadas.',
  suspensionRequired: 'Por favor, insira o curso do garfo ou do amortecedor.',
  forkTravel: 'Por favor, insira um curso de garfo válido entre 40 e 220 mm.',
  shockStroke: 'Por favor, insira um curso de amortecedor válido entre 20 e 100 mm.',
  sagTarget: 'Por favor, insira um sag alvo válido entre 5 e 45%.',
} as const

/** Limits the forms enforce, shared with the inputs' min/max attributes. */
export const LIMITS = {
  age: { min: 1, max: 120 },
  fthr: { min: 100, max: 220 },
  measuredMaxHr: { min: 100, max: 230 },
  height: { min: 100, max: 250 },
  weight: { min: 30, max: 300 },
  hbAge: { min: 10, max: 120 },
  riderWeight: { min: 30, max: 200 },
  bikeWeight: { min: 5, max: 40 },
  rearShare: { min: 30, max: 80 },
  tyreWidthMm: { min: 18, max: 130 },
  tyreWidthInches: { min: 0.7, max: 5.1 },
  forkTravel: { min: 40, max: 220 },
  shockStroke: { min: 20, max: 100 },
  sagTarget: { min: 5, max: 45 },
} as const

const DECIMAL = /^(\d+([.,]\d*)?|[.,]\d+)$/

/**
 * Parses what a rider types: '72,5' (pt-BR comma) or '72.5', with surrounding spaces. Returns null
 * for empty or non-numeric text, negatives and thousands separators ('1.234,5') included, so a
 * value is never silently misread.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim()
  if (!DECIMAL.test(trimmed)) return null
  return Number(trimmed.replace(',', '.'))
}

const isBlank = (text: string) => text.trim() === ''
const within = (value: number | null, { min, max }: { min: number; max: number }) =>
  value !== null && value >= min && value <= max
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message })

// --- Keystroke filters (spec 02 §5): given the new text, return the text the input keeps. -------

/** Age and FTHR: only empty (clears) or a positive integer is kept. */
export function filterPositiveInteger(next: string, previous: string): string {
  if (next === '') return ''
  return /^\d+$/.test(next) && Number(next) > 0 ? next : previous
}

/** FTP: only numbers >= 0 are kept; a trailing separator ('250,') is allowed while typing. */
export function filterNonNegativeNumber(next: string, previous: string): string {
  if (next === '') return ''
  return /^\d+([.,]\d*)?$/.test(next) ? next : previous
}

/** IMC and Harris-Benedict height/weight: only positive values, step 0.1 (one decimal). */
export function filterPositiveDecimal(next: string, previous: string): string {
  if (next === '') return ''
  if (!/^\d+([.,]\d?)?$/.test(next)) return previous
  const value = parseDecimal(next)
  return value !== null && value > 0 ? next : previous
}

// --- Form validators ------------------------------------------------------------------------

export function validateHeartRateAge(ageText: string): Validation<Years> {
  if (isBlank(ageText)) return fail(MESSAGES.ageRequired)
  const age = parseDecimal(ageText)
  if (age === null || !Number.isInteger(age) || !within(age, LIMITS.age)) {
    return fail(MESSAGES.ageRange)
  }
  return { ok: true, value: years(age) }
}

export function validateFthr(fthrText: string): Validation<Bpm> {
  if (isBlank(fthrText)) return fail(MESSAGES.fthrRequired)
  const fthr = parseDecimal(fthrText)
  if (fthr === null || !Number.isInteger(fthr) || !within(fthr, LIMITS.fthr)) {
    return fail(MESSAGES.fthrRange)
  }
  return { ok: true, value: bpm(fthr) }
}

/** A maximum heart rate the rider measured (a ride file's, a test's), in whole bpm. */
export function validateMeasuredMaxHr(text: string): Validation<Bpm> {
  if (isBlank(text)) return fail(MESSAGES.measuredMaxHrRequired)
  const max = parseDecimal(text)
  if (max === null || !Number.isInteger(max) || !within(max, LIMITS.measuredMaxHr)) {
    return fail(MESSAGES.measuredMaxHrRange)
  }
  return { ok: true, value: bpm(max) }
}

export function validateFtp(ftpText: string): Validation<Watts> {
  const ftp = parseDecimal(ftpText)
  if (ftp === null || !(ftp > 0)) {
    return { ok: false, title: MESSAGES.ftpTitle, message: MESSAGES.ftp }
  }
  return { ok: true, value: watts(ftp) }
}

/** The optional 'Peso (kg)' of the FTP screen: empty means no W/kg. */
export function validateOptionalWeight(weightText: string): Validation<Kg | null> {
  if (isBlank(weightText)) return { ok: true, value: null }
  const weight = parseDecimal(weightText)
  return within(weight, LIMITS.weight) ? { ok: true, value: kg(weight!) } : fail(MESSAGES.weight)
}

export function validateImc(
  heightText: string,
  weightText: string,
): Validation<{ height: Cm; weight: Kg }> {
  if (isBlank(heightText) || isBlank(weightText)) return fail(MESSAGES.imcRequired)
  const height = parseDecimal(heightText)
  if (!within(height, LIMITS.height)) return fail(MESSAGES.height)
  const weight = parseDecimal(weightText)
  if (!within(weight, LIMITS.weight)) return fail(MESSAGES.weight)
  return { ok: true, value: { height: cm(height!), weight: kg(weight!) } }
}

export function validateHarrisBenedict(
  heightText: string,
  weightText: string,
  ageText: string,
): Validation<{ height: Cm; weight: Kg; age: Years }> {
  if (isBlank(heightText) || isBlank(weightText) || isBlank(ageText)) {
    return fail(MESSAGES.hbRequired)
  }
  const body = validateImc(heightText, weightText)
  if (!body.ok) return body
  const age = parseDecimal(ageText)
  if (!within(age, LIMITS.hbAge)) return fail(MESSAGES.hbAge)
  return { ok: true, value: { ...body.value, age: years(age!) } }
}

export type WidthUnit = 'mm' | 'in'

export function validateTyrePressure(fields: {
  riderWeight: string
  bikeWeight: string
  rearShare: string
  tyreWidth: string
  widthUnit: WidthUnit
}): Validation<{ riderWeight: Kg; bikeWeight: Kg; rearShare: Percent; tyreWidth: Mm }> {
  if (isBlank(fields.riderWeight) || isBlank(fields.bikeWeight) || isBlank(fields.tyreWidth)) {
    return fail(MESSAGES.tyreRequired)
  }
  const rider = parseDecimal(fields.riderWeight)
  if (!within(rider, LIMITS.riderWeight)) return fail(MESSAGES.riderWeight)
  const bike = parseDecimal(fields.bikeWeight)
  if (!within(bike, LIMITS.bikeWeight)) return fail(MESSAGES.bikeWeight)
  const share = parseDecimal(fields.rearShare)
  if (!within(share, LIMITS.rearShare)) return fail(MESSAGES.rearShare)
  const width = parseDecimal(fields.tyreWidth)
  const inches = fields.widthUnit === 'in'
  if (!within(width, inches ? LIMITS.tyreWidthInches : LIMITS.tyreWidthMm)) {
    return fail(inches ? MESSAGES.tyreWidthInches : MESSAGES.tyreWidthMm)
  }
  return {
    ok: true,
    value: {
      riderWeight: kg(rider!),
      bikeWeight: kg(bike!),
      rearShare: percent(share!),
      tyreWidth: inches ? inchesToMm(width!) : mm(width!),
    },
  }
}

/** Fork travel and shock stroke are each optional (hardtail, rigid fork), but not both. */
export function validateSuspension(fields: {
  forkTravel: string
  shockStroke: string
  forkTarget?: string
  rearTarget?: string
}): Validation<{
  forkTravel: Mm | null
  shockStroke: Mm | null
  forkTarget: Percent | null
  rearTarget: Percent | null
}> {
  if (isBlank(fields.forkTravel) && isBlank(fields.shockStroke)) {
    return fail(MESSAGES.suspensionRequired)
  }
  const optional = (text: string | undefined, limits: { min: number; max: number }) => {
    if (text === undefined || isBlank(text)) return { ok: true as const, value: null }
    const value = parseDecimal(text)
    return within(value, limits) ? { ok: true as const, value: value! } : { ok: false as const }
  }
  const fork = optional(fields.forkTravel, LIMITS.forkTravel)
  if (!fork.ok) return fail(MESSAGES.forkTravel)
  const shock = optional(fields.shockStroke, LIMITS.shockStroke)
  if (!shock.ok) return fail(MESSAGES.shockStroke)
  const forkTarget = optional(fields.forkTarget, LIMITS.sagTarget)
  const rearTarget = optional(fields.rearTarget, LIMITS.sagTarget)
  if (!forkTarget.ok || !rearTarget.ok) return fail(MESSAGES.sagTarget)
  const orNull = <T>(value: number | null, brand: (n: number) => T) =>
    value === null ? null : brand(value)
  return {
    ok: true,
    value: {
      forkTravel: orNull(fork.value, mm),
      shockStroke: orNull(shock.value, mm),
      forkTarget: orNull(forkTarget.value, percent),
      rearTarget: orNull(rearTarget.value, percent),
    },
  }
}
