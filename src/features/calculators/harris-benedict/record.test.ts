import { describe, expect, it } from 'vitest'
import { calculateHarrisBenedict } from '../math/harris-benedict'
import { cm, kg, years } from '../../../domain/units'
import { harrisBenedictFields, harrisBenedictSummary, restoreHarrisBenedict } from './record'

const input = {
  weight: kg(75),
  height: cm(180),
  age: years(30),
  gender: 'male' as const,
  activityLevel: 'moderate' as const,
}

describe('Harris-Benedict record', () => {
  it('stores the inputs, TMB and daily calories', () => {
    expect(harrisBenedictFields(input, calculateHarrisBenedict(input))).toEqual({
      height: 180,
      weight: 75,
      age: 30,
      gender: 'male',
      tmb: 1787,
      activity_level: 'moderate',
      daily_calories: 2770,
    })
  })

  it('round-trips into the form and the same result', () => {
    const fields = harrisBenedictFields(input, calculateHarrisBenedict(input))
    const restored = restoreHarrisBenedict(fields)
    expect(restored.form).toEqual({
      height: '180',
      weight: '75',
      age: '30',
      gender: 'male',
      activityLevel: 'moderate',
    })
    expect(restored.result).toEqual(calculateHarrisBenedict(input))
  })

  it('reads an unknown stored level as sedentary (spec 02 §9 fallback)', () => {
    const fields = harrisBenedictFields(input, calculateHarrisBenedict(input))
    const restored = restoreHarrisBenedict({
      ...fields,
      activity_level: 'couch' as typeof fields.activity_level,
    })
    expect(restored.form.activityLevel).toBe('sedentary')
    expect(restored.result?.dailyCalories).toBe(2144)
  })

  it('shares TMB, daily calories and the five goals with the thousands dot', () => {
    const text = harrisBenedictSummary(calculateHarrisBenedict(input), 'moderate')
    expect(text).toContain('Taxa metabólica basal (TMB): 1.787 kcal/dia')
    expect(text).toContain('Calorias diárias (Moderadamente ativo): 2.770 kcal/dia')
    expect(text).toContain('Perder peso rápido: 2.370 kcal/dia')
    expect(text).toContain('Ganhar peso rápido: 3.170 kcal/dia')
  })
})
