import { roundHalfUp } from '../../../domain/rounding'
import { kcal, type Cm, type Kcal, type Kg, type Years } from '../../../domain/units'

export type HbGender = 'male' | 'female'
export type ActivityLevel = 'sedentary' | 'light' | 'moderate' | 'very_active' | 'extra_active'
export type CalorieGoal = 'loseFast' | 'loseSlow' | 'maintain' | 'gainSlow' | 'gainFast'

export const GENDER_LABELS: Readonly<Record<HbGender, string>> = {
  male: 'Masculino',
  female: 'Feminino',
}

/** Spec 02 §9 activity factors, with the pt-BR labels of the 'Nível de atividade' select. */
export const ACTIVITY_LEVELS: readonly {
  id: ActivityLevel
  label: string
  description: string
  factor: number
}[] = [
  {
    id: 'sedentary',
    label: 'Sedentário',
    description: 'Pouco ou nenhum exercício',
    factor: 1.2,
  },
  {
    id: 'light',
    label: 'Levemente ativo',
    description: 'Exercício leve 1 a 3 dias por semana',
    factor: 1.375,
  },
  {
    id: 'moderate',
    label: 'Moderadamente ativo',
    description: 'Exercício moderado 3 a 5 dias por semana',
    factor: 1.55,
  },
  {
    id: 'very_active',
    label: 'Muito ativo',
    description: 'Exercício intenso 6 a 7 dias por semana',
    factor: 1.725,
  },
  {
    id: 'extra_active',
    label: 'Extremamente ativo',
    description: 'Exercício muito intenso diário ou trabalho físico pesado',
    factor: 1.9,
  },
]

/** Spec 02 §9 goals, in the order the screen lists them. */
export const CALORIE_GOALS: readonly { id: CalorieGoal; label: string; offset: number }[] = [
  { id: 'loseFast', label: 'Perder peso rápido', offset: -400 },
  { id: 'loseSlow', label: 'Perder peso devagar', offset: -200 },
  { id: 'maintain', label: 'Manter o peso', offset: 0 },
  { id: 'gainSlow', label: 'Ganhar peso devagar', offset: 200 },
  { id: 'gainFast', label: 'Ganhar peso rápido', offset: 400 },
]

/** Spec 02 §9: an unknown level (e.g. from an old record) falls back to sedentary, 1.2. */
export function activityFactor(level: string): number {
  return ACTIVITY_LEVELS.find((l) => l.id === level)?.factor ?? 1.2
}

/** Revised Harris-Benedict basal metabolic rate (TMB), rounded (spec 02 §9). */
export function basalMetabolicRate(weight: Kg, height: Cm, age: Years, gender: HbGender): Kcal {
  const rate =
    gender === 'female'
      ? 447.593 + 9.247 * weight + 3.098 * height - 4.33 * age
      : 88.362 + 13.397 * weight + 4.799 * height - 5.677 * age
  return kcal(roundHalfUp(rate))
}

export interface HarrisBenedictInput {
  weight: Kg
  height: Cm
  age: Years
  gender: HbGender
  /** A string, not `ActivityLevel`, so that a stored unknown value takes the spec's fallback. */
  activityLevel: string
}

export interface HarrisBenedictResult {
  tmb: Kcal
  activityFactor: number
  dailyCalories: Kcal
  goals: Readonly<Record<CalorieGoal, Kcal>>
}

export function calculateHarrisBenedict(input: HarrisBenedictInput): HarrisBenedictResult {
  const tmb = basalMetabolicRate(input.weight, input.height, input.age, input.gender)
  const factor = activityFactor(input.activityLevel)
  // Daily calories come from the rounded TMB, the figure the rider sees (spec: "rate x factor").
  const dailyCalories = kcal(roundHalfUp(tmb * factor))
  const goals = Object.fromEntries(
    CALORIE_GOALS.map(({ id, offset }) => [id, kcal(dailyCalories + offset)]),
  ) as Record<CalorieGoal, Kcal>
  return { tmb, activityFactor: factor, dailyCalories, goals }
}
