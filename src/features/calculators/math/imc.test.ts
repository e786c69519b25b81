import { describe, expect, it } from 'vitest'
import { calculateImc, classifyImc, IMC_TABLE, imcValue } from './imc'
import { cm, kg } from '../../../domain/units'

describe('imcValue (spec 02 §9)', () => {
  it.each([
    [70, 175, 22.9], // 22.857
    [72.13, 170, 25], // 24.958… shows 25,0
    [72.07, 170, 24.9], // 24.938
    [73.8, 200, 18.5], // exactly 18.45, half up despite binary 184.4999…
    [30, 250, 4.8],
    [300, 100, 300],
  ])('%f kg at %f cm → %f', (weight, height, expected) => {
    expect(imcValue(kg(weight), cm(height))).toBe(expected)
  })
})

describe('classification of the rounded value', () => {
  it.each([
    [18.4, 'Abaixo do peso'],
    [18.5, 'Peso normal'],
    [24.9, 'Peso normal'],
    [25, 'Sobrepeso'],
    [29.9, 'Sobrepeso'],
    [30, 'Obesidade grau I'],
    [34.9, 'Obesidade grau I'],
    [35, 'Obesidade grau II'],
    [39.9, 'Obesidade grau II'],
    [40, 'Obesidade grau III'],
    [55, 'Obesidade grau III'],
  ])('%f is %s', (imc, classification) => {
    expect(classifyImc(imc).classification).toBe(classification)
  })

  it.each([
    // raw IMC just under an edge, displayed on it: the class follows the display
    [73.84, 200, 18.5, 'Peso normal'], // 18.46
    [72.13, 170, 25, 'Sobrepeso'], // 24.958
    [86.6, 170, 30, 'Obesidade grau I'], // 29.965
    [101.1, 170, 35, 'Obesidade grau II'], // 34.983
    [115.5, 170, 40, 'Obesidade grau III'], // 39.965
    [73.6, 200, 18.4, 'Abaixo do peso'], // 18.4
  ])('%f kg at %f cm shows %f and is %s', (weight, height, imc, classification) => {
    expect(calculateImc(kg(weight), cm(height))).toMatchObject({ imc, classification })
  })
})

describe('recommendations and reference table', () => {
  it('has a recommendation per class, shared by grades II and III only', () => {
    const texts = [18, 20, 27, 32, 37, 45].map((v) => classifyImc(v).recommendation)
    expect(texts.every((t) => t.length > 20)).toBe(true)
    expect(texts[4]).toBe(texts[5])
    expect(new Set(texts).size).toBe(5)
  })

  it('lists six rows for the table, lowest first', () => {
    expect(IMC_TABLE).toEqual([
      { id: 'underweight', range: 'Menor que 18,5', classification: 'Abaixo do peso' },
      { id: 'normal', range: '18,5 a 24,9', classification: 'Peso normal' },
      { id: 'overweight', range: '25,0 a 29,9', classification: 'Sobrepeso' },
      { id: 'obesity-1', range: '30,0 a 34,9', classification: 'Obesidade grau I' },
      { id: 'obesity-2', range: '35,0 a 39,9', classification: 'Obesidade grau II' },
      { id: 'obesity-3', range: '40,0 ou mais', classification: 'Obesidade grau III' },
    ])
  })

  it('the result names the row to highlight', () => {
    expect(calculateImc(kg(70), cm(175)).classId).toBe('normal')
  })
})
