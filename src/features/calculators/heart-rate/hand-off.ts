import type { AthleteProfileFields, HeartRateFields } from '../../results'
import { calculateHeartRate, type HeartRateInput } from '../../../domain/heart-rate'
import { bpm, years, type Bpm } from '../../../domain/units'
import {
  validateFthr,
  validateHeartRateAge,
  validateMeasuredMaxHr,
} from '../../../domain/validation'
import { prefillFromProfile } from '../profile/rules'
import { heartRateFields } from './record'

/**
 * 'Usar esta FC máxima': a maximum measured elsewhere (a ride file) handed to the
 * heart-rate calculator. With a known age it becomes a saved record at once; without one, the
 * calculator opens with it filled in (`?fcmax=`) and the rider adds the age.
 */
export const HEART_RATE_PATH = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'
const PARAM = 'fcmax'

export const measuredMaxHref = (maxHr: Bpm) => `${HEART_RATE_PATH}?${PARAM}=${maxHr}`

/** The maximum a link handed over, when it passes the form's rule. */
export function measuredMaxFrom(search: string): Bpm | null {
  const text = new URLSearchParams(search).get(PARAM)
  if (text === null) return null
  const checked = validateMeasuredMaxHr(text)
  return checked.ok ? checked.value : null
}

/** A measured maximum is usable for a record when the calculator would accept it. */
export const isUsableMaxHr = (maxHr: number) => validateMeasuredMaxHr(String(maxHr)).ok

/**
 * The heart-rate record of a measured maximum, with the age, sex and FTHR the rider already gave
 * (their latest heart-rate record first, then their profile); null when no valid age is known.
 */
export function measuredMaxRecord(
  maxHr: number,
  saved: HeartRateFields | null,
  profile: AthleteProfileFields | null,
  currentYear: number,
): HeartRateFields | null {
  const measured = validateMeasuredMaxHr(String(maxHr))
  if (!measured.ok) return null
  const fromProfile = profile ? prefillFromProfile(profile, currentYear) : {}
  const age = validateHeartRateAge(String(saved?.age ?? fromProfile.age ?? ''))
  if (!age.ok) return null
  const input: HeartRateInput = {
    age: years(age.value),
    gender: saved?.gender ?? fromProfile.sex ?? 'masculino',
    method: 'medida',
    measuredMaxHr: measured.value,
    fthr: saved?.fthr == null ? null : bpm(saved.fthr),
  }
  return heartRateFields(input, calculateHeartRate(input))
}

const FTHR_PARAM = 'fthr'

/** 'Salvar FTHR' from a field test when no age is known: the calculator opens with it kept. */
export const fthrHref = (fthr: Bpm) => `${HEART_RATE_PATH}?${FTHR_PARAM}=${fthr}`

/** The FTHR a link handed over, when it passes the FTHR panel's rule. */
export function fthrFrom(search: string): Bpm | null {
  const text = new URLSearchParams(search).get(FTHR_PARAM)
  if (text === null) return null
  const checked = validateFthr(text)
  return checked.ok ? checked.value : null
}

/**
 * The heart-rate record with a measured FTHR: the latest record with its FTHR replaced, or, with
 * an age from the profile, a new one by the calculator's default formula; null without an age.
 */
export function fthrRecord(
  fthr: number,
  saved: HeartRateFields | null,
  profile: AthleteProfileFields | null,
  currentYear: number,
): HeartRateFields | null {
  const measured = validateFthr(String(fthr))
  if (!measured.ok) return null
  if (saved) return { ...saved, fthr: measured.value }
  const fromProfile = profile ? prefillFromProfile(profile, currentYear) : {}
  const age = validateHeartRateAge(String(fromProfile.age ?? ''))
  if (!age.ok) return null
  const input: HeartRateInput = {
    age: years(age.value),
    gender: fromProfile.sex ?? 'masculino',
    method: 'fox',
    fthr: measured.value,
  }
  return heartRateFields(input, calculateHeartRate(input))
}
