import { describe, expect, it } from 'vitest'
import { calculateImc } from '../math/imc'
import { cm, kg } from '../../../domain/units'
import { imcFields, imcSummary, restoreImc } from './record'

describe('IMC record', () => {
  it('stores height, weight, the rounded IMC and its class', () => {
    const result = calculateImc(kg(75), cm(180))
    expect(imcFields(cm(180), kg(75), result)).toEqual({
      height: 180,
      weight: 75,
      imc: 23.1,
      classification: 'Peso normal',
    })
  })

  it('restores the form and classifies again from the maths', () => {
    const restored = restoreImc({ height: 170, weight: 72.3, imc: 25, classification: 'x' })
    expect(restored.form).toEqual({ height: '170', weight: '72,3' })
    expect(restored.result).toMatchObject({ imc: 25, classification: 'Sobrepeso' })
  })

  it('restores the form only when a stored value is out of bounds', () => {
    expect(restoreImc({ height: 90, weight: 72, imc: 88.9, classification: '' }).result).toBeNull()
  })

  it('shares the value, the class and the advice', () => {
    expect(imcSummary(calculateImc(kg(75), cm(180)))).toMatch(
      /^IMC: 23,1 — Peso normal\nContinue assim!/,
    )
  })
})
