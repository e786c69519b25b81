import { describe, expect, it } from 'vitest'
import {
  GULATI_FALLBACK_NOTICE,
  calculateHeartRate,
  type HeartRateInput,
} from '../../../domain/heart-rate'
import { bpm, years } from '../../../domain/units'
import {
  frielZoneItems,
  heartRateSummary,
  maxHrOrigin,
  maxHrZoneItems,
  methodLabel,
} from './present'
import { heartRateFields, restoreHeartRate } from './record'

const fox30: HeartRateInput = { age: years(30), gender: 'masculino', method: 'fox', fthr: null }

describe('heartRateFields', () => {
  it('stores the inputs, the max HR and the five zones as the server columns', () => {
    expect(heartRateFields(fox30, calculateHeartRate(fox30))).toEqual({
      age: 30,
      gender: 'masculino',
      method: 'fox',
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
      fthr: null,
    })
  })

  it('keeps the chosen Gulati method but the Gellish figures for a man', () => {
    const input: HeartRateInput = {
      age: years(30),
      gender: 'masculino',
      method: 'gulati',
      fthr: bpm(160),
    }
    const fields = heartRateFields(input, calculateHeartRate(input))
    expect(fields.method).toBe('gulati')
    expect(fields.max_hr).toBe(187)
    expect(fields.fthr).toBe(160)
  })
})

describe('restoreHeartRate', () => {
  it('round-trips a record into the form and the same result', () => {
    const input: HeartRateInput = { ...fox30, fthr: bpm(165) }
    const restored = restoreHeartRate(heartRateFields(input, calculateHeartRate(input)))
    expect(restored.form).toEqual({
      age: '30',
      gender: 'masculino',
      method: 'fox',
      measuredMaxHr: null,
      fthr: 165,
    })
    expect(restored.result).toEqual(calculateHeartRate(input))
  })

  it('shows the Gulati notice again for a restored man with Gulati', () => {
    const input: HeartRateInput = { age: years(40), gender: 'masculino', method: 'gulati' }
    const restored = restoreHeartRate(heartRateFields(input, calculateHeartRate(input)))
    expect(restored.result?.notice).toBe(GULATI_FALLBACK_NOTICE)
  })

  it('restores the form only when the stored age breaks the form rules', () => {
    const fields = { ...heartRateFields(fox30, calculateHeartRate(fox30)), age: 150 }
    const restored = restoreHeartRate(fields)
    expect(restored.form.age).toBe('150')
    expect(restored.result).toBeNull()
  })

  it('restores a measured maximum into its field, with the same result', () => {
    const input: HeartRateInput = {
      age: years(41),
      gender: 'feminino',
      method: 'medida',
      measuredMaxHr: bpm(193),
      fthr: null,
    }
    const fields = heartRateFields(input, calculateHeartRate(input))
    expect(fields).toMatchObject({ method: 'medida', max_hr: 193, zone5_max: 193 })
    const restored = restoreHeartRate(fields)
    expect(restored.form).toEqual({
      age: '41',
      gender: 'feminino',
      method: 'medida',
      measuredMaxHr: 193,
      fthr: null,
    })
    expect(restored.result).toEqual(calculateHeartRate(input))
  })

  it('restores the form only when a stored measured maximum breaks the form rules', () => {
    const input: HeartRateInput = { ...fox30, method: 'medida', measuredMaxHr: bpm(190) }
    const fields = { ...heartRateFields(input, calculateHeartRate(input)), max_hr: 245 }
    const restored = restoreHeartRate(fields)
    expect(restored.form).toMatchObject({ method: 'medida', measuredMaxHr: null })
    expect(restored.result).toBeNull()
  })

  it('drops a stored FTHR outside 100–220', () => {
    const fields = { ...heartRateFields(fox30, calculateHeartRate(fox30)), fthr: 90 }
    expect(restoreHeartRate(fields).form.fthr).toBeNull()
  })
})

describe('presenting a heart-rate result', () => {
  const result = calculateHeartRate({ ...fox30, fthr: bpm(165) })

  it('names each formula with its equation', () => {
    expect(methodLabel('fox')).toBe('Fox (220 − idade)')
    expect(methodLabel('gulati')).toBe('Gulati (206 − 0,88 × idade)')
  })

  it('says where the maximum came from: a formula or the rider', () => {
    expect(maxHrOrigin('tanaka')).toBe('fórmula de Tanaka (208 − 0,7 × idade)')
    expect(maxHrOrigin('medida')).toBe('medida por você, em um pedal ou teste')
    const measured = calculateHeartRate({ ...fox30, method: 'medida', measuredMaxHr: bpm(188) })
    expect(heartRateSummary(measured)).toContain(
      'Frequência cardíaca máxima: 188 bpm — medida por você, em um pedal ou teste',
    )
  })

  it('labels the %-of-max zones in text', () => {
    expect(maxHrZoneItems(result)[0]).toEqual({
      key: 'zone1',
      label: 'Zona 1',
      name: 'Recuperação Ativa',
      percentage: '50-60% da FC máx',
      range: '95–114 bpm',
    })
  })

  it('writes Friel’s open-ended zones in words', () => {
    const items = frielZoneItems(result)
    expect(items).toHaveLength(7)
    expect(items[0]?.range).toBe('até 133 bpm')
    expect(items[6]).toMatchObject({ label: 'Z5c', range: '175 bpm ou mais' })
  })

  it('shares the max HR, its formula, both zone sets and the source', () => {
    const text = heartRateSummary(result)
    expect(text).toContain('Frequência cardíaca máxima: 190 bpm — fórmula de Fox (220 − idade)')
    expect(text).toContain('Zona 5 — VO2 Máximo: 172–190 bpm · 90-100% da FC máx')
    expect(text).toContain('FTHR: 165 bpm')
    expect(text).toContain('Joe Friel')
  })

  it('leaves the FTHR part out without an FTHR', () => {
    expect(heartRateSummary(calculateHeartRate(fox30))).not.toContain('FTHR')
  })
})
