import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_LEVELS,
  activityFactor,
  basalMetabolicRate,
  calculateHarrisBenedict,
  CALORIE_GOALS,
} from './harris-benedict'
import { cm, kg, years } from '../../../domain/units'

describe('basal metabolic rate, revised equations (spec 02 §9)', () => {
  it.each([
    // 88.362 + 13.397·70 + 4.799·175 − 5.677·30 = 1695.667
    ['male', 70, 175, 30, 1696],
    // 447.593 + 9.247·60 + 3.098·165 − 4.33·30 = 1383.683
    ['female', 60, 165, 30, 1384],
    // 88.362 + 13.397·80 + 4.799·180 − 5.677·45 = 1768.477
    ['male', 80, 180, 45, 1768],
    // 447.593 + 9.247·55 + 3.098·160 − 4.33·10 = 1408.558
    ['female', 55, 160, 10, 1409],
    // 88.362 + 13.397·30 + 4.799·100 − 5.677·120 = 288.932
    ['male', 30, 100, 120, 289],
  ] as const)('%s %i kg %i cm %i years → %i kcal', (gender, w, h, a, expected) => {
    expect(basalMetabolicRate(kg(w), cm(h), years(a), gender)).toBe(expected)
  })
})

describe('daily calories by activity level', () => {
  it.each([
    ['sedentary', 1.2, 2035], // 1696 × 1.2 = 2035.2
    ['light', 1.375, 2332], // 2332.0
    ['moderate', 1.55, 2629], // 2628.8
    ['very_active', 1.725, 2926], // 2925.6
    ['extra_active', 1.9, 3222], // 3222.4
    ['unknown', 1.2, 2035], // spec fallback
    ['', 1.2, 2035],
  ])('%s (×%f) → %i kcal', (level, factor, daily) => {
    expect(activityFactor(level)).toBe(factor)
    const result = calculateHarrisBenedict({
      weight: kg(70),
      height: cm(175),
      age: years(30),
      gender: 'male',
      activityLevel: level,
    })
    expect(result).toMatchObject({ tmb: 1696, activityFactor: factor, dailyCalories: daily })
  })

  it('labels every level in pt-BR', () => {
    expect(ACTIVITY_LEVELS.map((l) => l.label)).toEqual([
      'Sedentário',
      'Levemente ativo',
      'Moderadamente ativo',
      'Muito ativo',
      'Extremamente ativo',
    ])
  })
})

describe('calorie goals', () => {
  it('the five goals around the daily need', () => {
    const { goals } = calculateHarrisBenedict({
      weight: kg(60),
      height: cm(165),
      age: years(30),
      gender: 'female',
      activityLevel: 'moderate',
    })
    // 1384 × 1.55 = 2145.2 → 2145
    expect(goals).toEqual({
      loseFast: 1745,
      loseSlow: 1945,
      maintain: 2145,
      gainSlow: 2345,
      gainFast: 2545,
    })
  })

  it('lists the goals in order with their offsets', () => {
    expect(CALORIE_GOALS.map((g) => [g.id, g.offset])).toEqual([
      ['loseFast', -400],
      ['loseSlow', -200],
      ['maintain', 0],
      ['gainSlow', 200],
      ['gainFast', 400],
    ])
  })
})
