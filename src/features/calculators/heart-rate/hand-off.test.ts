import { describe, expect, it } from 'vitest'
import type { AthleteProfileFields, HeartRateFields } from '../../results'
import { measuredMaxFrom, measuredMaxHref, measuredMaxRecord } from './hand-off'
import { bpm } from '../math/units'

const saved: HeartRateFields = {
  age: 38,
  gender: 'feminino',
  method: 'tanaka',
  max_hr: 181,
  zone1_min: 91,
  zone1_max: 109,
  zone2_min: 110,
  zone2_max: 127,
  zone3_min: 128,
  zone3_max: 145,
  zone4_min: 146,
  zone4_max: 163,
  zone5_min: 164,
  zone5_max: 181,
  fthr: 168,
}
const profile: AthleteProfileFields = {
  birth_year: 1990,
  sex: 'masculino',
  weight_kg: null,
  height_cm: null,
}

describe('a measured maximum handed to the heart-rate calculator', () => {
  it('keeps the saved record’s age, sex and FTHR, and zones the measured maximum', () => {
    expect(measuredMaxRecord(190, saved, profile, 2026)).toEqual({
      age: 38,
      gender: 'feminino',
      method: 'medida',
      max_hr: 190,
      zone1_min: 95,
      zone1_max: 114,
      zone2_min: 115,
      zone2_max: 133,
      zone3_min: 134,
      zone3_max: 152,
      zone4_min: 153,
      zone4_max: 171,
      zone5_min: 172,
      zone5_max: 190,
      fthr: 168,
    })
  })

  it('takes the age and sex from the profile when there is no record', () => {
    expect(measuredMaxRecord(190, null, profile, 2026)).toMatchObject({
      age: 36,
      gender: 'masculino',
      method: 'medida',
      max_hr: 190,
      fthr: null,
    })
  })

  it('makes no record without a valid age, or with a maximum the form refuses', () => {
    expect(measuredMaxRecord(190, null, null, 2026)).toBeNull()
    expect(measuredMaxRecord(190, null, { ...profile, birth_year: null }, 2026)).toBeNull()
    expect(measuredMaxRecord(245, saved, profile, 2026)).toBeNull()
    expect(measuredMaxRecord(95, saved, profile, 2026)).toBeNull()
  })

  it('round-trips through the link, which refuses anything the form would', () => {
    const href = measuredMaxHref(bpm(187))
    expect(href).toBe('/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento?fcmax=187')
    expect(measuredMaxFrom(href.slice(href.indexOf('?')))).toBe(187)
    expect(measuredMaxFrom('?fcmax=300')).toBeNull()
    expect(measuredMaxFrom('?fcmax=18x')).toBeNull()
    expect(measuredMaxFrom('')).toBeNull()
  })
})
