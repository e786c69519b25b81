import { describe, expect, it } from 'vitest'
import type { AthleteProfileFields } from '../../results'
import { MESSAGES } from '../../../domain/validation'
import {
  PROFILE_MESSAGES,
  prefillFromProfile,
  profileUpdateFrom,
  validateProfile,
  type ProfileForm,
} from './rules'

const YEAR = 2026
const form = (over: Partial<ProfileForm>): ProfileForm => ({
  birthYear: '',
  sex: '',
  weight: '',
  height: '',
  ...over,
})
const profile: AthleteProfileFields = {
  birth_year: 1990,
  sex: 'feminino',
  weight_kg: 62.5,
  height_cm: 168,
}

describe('validateProfile', () => {
  it.each([
    [form({}), PROFILE_MESSAGES.empty],
    [form({ birthYear: '2026' }), PROFILE_MESSAGES.birthYear],
    [form({ birthYear: '1905' }), PROFILE_MESSAGES.birthYear],
    [form({ birthYear: '90' }), PROFILE_MESSAGES.birthYear],
    [form({ birthYear: '19a0' }), PROFILE_MESSAGES.birthYear],
    [form({ weight: '29,9' }), MESSAGES.weight],
    [form({ weight: '300,1' }), MESSAGES.weight],
    [form({ weight: '7O' }), MESSAGES.weight],
    [form({ height: '99' }), MESSAGES.height],
    [form({ height: '251' }), MESSAGES.height],
  ])('%o → %s', (input, message) => {
    expect(validateProfile(input, YEAR)).toEqual({ ok: false, message })
  })

  it.each([
    [
      form({ birthYear: '2025' }),
      { birth_year: 2025, sex: null, weight_kg: null, height_cm: null },
    ],
    [
      form({ birthYear: '1906' }),
      { birth_year: 1906, sex: null, weight_kg: null, height_cm: null },
    ],
    [
      form({ sex: 'masculino', weight: '72,5', height: '180' }),
      { birth_year: null, sex: 'masculino', weight_kg: 72.5, height_cm: 180 },
    ],
    [
      form({ weight: ' 30 ', height: '250' }),
      { birth_year: null, sex: null, weight_kg: 30, height_cm: 250 },
    ],
  ])('%o is kept as %o', (input, value) => {
    expect(validateProfile(input, YEAR)).toEqual({ ok: true, value })
  })
})

describe('prefillFromProfile', () => {
  it('gives the calendar-year age and every measure the profile holds', () => {
    expect(prefillFromProfile(profile, YEAR)).toEqual({
      age: 36,
      sex: 'feminino',
      weightKg: 62.5,
      heightCm: 168,
    })
    expect(
      prefillFromProfile({ birth_year: null, sex: null, weight_kg: 80, height_cm: null }, YEAR),
    ).toEqual({ weightKg: 80 })
  })
})

describe('profileUpdateFrom', () => {
  it.each([
    ['the same weight and height', { weightKg: 62.5, heightCm: 168 }],
    ['an age before the birthday', { age: 35 }],
    ['an age after the birthday', { age: 36 }],
    ['a weight within rounding', { weightKg: 62.51 }],
    ['nothing the profile holds', { weightKg: null }],
  ])('offers nothing for %s', (_, facts) => {
    expect(profileUpdateFrom(profile, facts, YEAR)).toBeNull()
  })

  it.each([
    ['a new weight', { weightKg: 64 }, { ...profile, weight_kg: 64 }],
    ['a new height', { heightCm: 170 }, { ...profile, height_cm: 170 }],
    ['an older age', { age: 40 }, { ...profile, birth_year: 1986 }],
    ['a younger age', { age: 34 }, { ...profile, birth_year: 1992 }],
    [
      'weight, height and age together, keeping the sex',
      { weightKg: 60, heightCm: 169, age: 30, sex: 'masculino' as const },
      { birth_year: 1996, sex: 'feminino', weight_kg: 60, height_cm: 169 },
    ],
  ])('offers %s', (_, facts, expected) => {
    expect(profileUpdateFrom(profile, facts, YEAR)).toEqual(expected)
  })

  it('fills an empty profile, the sex included', () => {
    expect(profileUpdateFrom(null, { age: 30, sex: 'masculino', weightKg: 70 }, YEAR)).toEqual({
      birth_year: 1996,
      sex: 'masculino',
      weight_kg: 70,
      height_cm: null,
    })
    expect(profileUpdateFrom(null, { sex: 'masculino' }, YEAR)).toBeNull()
  })
})
