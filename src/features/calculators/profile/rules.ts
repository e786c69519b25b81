/**
 * The rider's profile as the calculators use it: checked with the calculators' own
 * bounds, turned into prefills, and compared with what a calculation just used. Pure.
 */
import type { AthleteProfileFields } from '../../results'
import { LIMITS, MESSAGES, parseDecimal, type Validation } from '../../../domain/validation'
import type { CalculationFacts } from '../shared/use-calculator'

export type ProfileSex = NonNullable<AthleteProfileFields['sex']>

export interface ProfileForm {
  birthYear: string
  sex: ProfileSex | ''
  weight: string
  height: string
}

export const PROFILE_MESSAGES = {
  empty: 'Preencha ao menos um dado do perfil.',
  birthYear: 'Por favor, insira um ano de nascimento válido (idade entre 1 e 120 anos).',
} as const

/** Age in the calendar year: a birthday still ahead makes it one more than the real age. */
export const ageFromBirthYear = (birthYear: number, currentYear: number) => currentYear - birthYear

export function validateProfile(
  form: ProfileForm,
  currentYear: number,
): Validation<AthleteProfileFields> {
  const blank = (text: string) => text.trim() === ''
  if (blank(form.birthYear) && !form.sex && blank(form.weight) && blank(form.height)) {
    return { ok: false, message: PROFILE_MESSAGES.empty }
  }
  let birthYear: number | null = null
  if (!blank(form.birthYear)) {
    const year = /^\d{4}$/.test(form.birthYear.trim()) ? Number(form.birthYear) : NaN
    const age = ageFromBirthYear(year, currentYear)
    if (!(age >= LIMITS.age.min && age <= LIMITS.age.max)) {
      return { ok: false, message: PROFILE_MESSAGES.birthYear }
    }
    birthYear = year
  }
  const measure = (text: string, limits: { min: number; max: number }) => {
    if (blank(text)) return null
    const value = parseDecimal(text)
    return value !== null && value >= limits.min && value <= limits.max ? value : undefined
  }
  const weight = measure(form.weight, LIMITS.weight)
  if (weight === undefined) return { ok: false, message: MESSAGES.weight }
  const height = measure(form.height, LIMITS.height)
  if (height === undefined) return { ok: false, message: MESSAGES.height }
  return {
    ok: true,
    value: { birth_year: birthYear, sex: form.sex || null, weight_kg: weight, height_cm: height },
  }
}

/** The profile as calculator inputs (the age of the calendar year). */
export function prefillFromProfile(
  profile: AthleteProfileFields,
  currentYear: number,
): CalculationFacts {
  const facts: CalculationFacts = {}
  if (profile.birth_year != null) facts.age = ageFromBirthYear(profile.birth_year, currentYear)
  if (profile.sex) facts.sex = profile.sex
  if (profile.weight_kg != null) facts.weightKg = profile.weight_kg
  if (profile.height_cm != null) facts.heightCm = profile.height_cm
  return facts
}

const sameMeasure = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 0.05

/**
 * The profile with this calculation's weight, height and age, or null when they already agree.
 * A birth year agrees with an age when the birthday may or may not have passed this year. The
 * sex is carried along only into a profile that has none.
 */
export function profileUpdateFrom(
  profile: AthleteProfileFields | null,
  facts: CalculationFacts,
  currentYear: number,
): AthleteProfileFields | null {
  const current: AthleteProfileFields = profile ?? {
    birth_year: null,
    sex: null,
    weight_kg: null,
    height_cm: null,
  }
  const next = { ...current }
  let changed = false
  if (facts.weightKg != null && !sameMeasure(current.weight_kg, facts.weightKg)) {
    next.weight_kg = facts.weightKg
    changed = true
  }
  if (facts.heightCm != null && !sameMeasure(current.height_cm, facts.heightCm)) {
    next.height_cm = facts.heightCm
    changed = true
  }
  if (facts.age != null) {
    const gap = current.birth_year == null ? null : currentYear - current.birth_year - facts.age
    if (gap !== 0 && gap !== 1) {
      next.birth_year = currentYear - facts.age
      changed = true
    }
  }
  if (!changed) return null
  if (!next.sex && facts.sex) next.sex = facts.sex
  return next
}
