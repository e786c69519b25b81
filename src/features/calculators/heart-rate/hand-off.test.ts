import { describe, expect, it } from 'vitest'
import type { AthleteProfileFields, HeartRateFields } from '../../results'
import { calculateHeartRate } from '../../../domain/heart-rate'
import { bpm, years } from '../../../domain/units'
import {
  fthrFrom,
  fthrHref,
  fthrRecord,
  measuredMaxFrom,
  measuredMaxHref,
  measuredMaxRecord,
} from './hand-off'
import { heartRateFields } from './record'

/** A Tanaka result saved earlier: 38, feminino, FTHR 168. */
const tanaka = { age: years(38), gender: 'feminino', method: 'tanaka', fthr: bpm(168) } as const
const saved: HeartRateFields = heartRateFields(tanaka, calculateHeartRate(tanaka))
const profile: AthleteProfileFields = {
  birth_year: 1990,
  sex: 'masculino',
  weight_kg: null,
  height_cm: null,
}

describe('a measured maximum handed to the heart-rate calculator', () => {
  it('keeps the saved record’s age, sex and FTHR, and zones the measured maximum', () => {
    const record = measuredMaxRecord(190, saved, profile, 2026)
    expect(record).toMatchObject({ age: 38, gender: 'feminino', method: 'medida', fthr: 168 })
    // The zones of 190 bpm (the calculator's), not of the saved Tanaka maximum (181).
    expect(record).toMatchObject({ max_hr: 190, zone1_min: 95, zone5_min: 172, zone5_max: 190 })
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

describe('an FTHR measured in a field test, for the heart-rate calculator', () => {
  it('replaces the FTHR of the saved record and keeps the rest', () => {
    expect(fthrRecord(171, saved, profile, 2026)).toEqual({ ...saved, fthr: 171 })
  })

  it('makes a record by the default formula from the profile when there is none', () => {
    expect(fthrRecord(171, null, profile, 2026)).toMatchObject({
      age: 36,
      gender: 'masculino',
      method: 'fox',
      max_hr: 184,
      fthr: 171,
    })
  })

  it('makes no record without an age, or with an FTHR the panel refuses', () => {
    expect(fthrRecord(171, null, null, 2026)).toBeNull()
    expect(fthrRecord(99, saved, profile, 2026)).toBeNull()
    expect(fthrRecord(221, saved, profile, 2026)).toBeNull()
  })

  it.each([
    ['?fthr=171', 171],
    ['?fthr=99', null],
    ['?fthr=abc', null],
    ['', null],
  ])('a link %s hands over %s', (search, expected) => {
    expect(fthrFrom(search)).toBe(expected)
    if (expected !== null) expect(fthrHref(bpm(expected))).toMatch(new RegExp(`\\${search}$`))
  })
})
