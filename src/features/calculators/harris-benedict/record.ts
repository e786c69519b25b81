import type { HarrisBenedictFields } from '../../results'
import { formatNumber } from '../../../lib/format'
import {
  ACTIVITY_LEVELS,
  CALORIE_GOALS,
  calculateHarrisBenedict,
  type ActivityLevel,
  type HarrisBenedictInput,
  type HarrisBenedictResult,
  type HbGender,
} from '../math/harris-benedict'
import { validateHarrisBenedict } from '../../../domain/validation'
import { toInputText } from '../../../ui/form/figures'

export interface HbForm {
  height: string
  weight: string
  age: string
  gender: HbGender
  activityLevel: ActivityLevel
}

function isActivityLevel(value: string): value is ActivityLevel {
  return ACTIVITY_LEVELS.some((level) => level.id === value)
}

export function harrisBenedictFields(
  input: HarrisBenedictInput & { activityLevel: ActivityLevel },
  result: HarrisBenedictResult,
): HarrisBenedictFields {
  return {
    height: input.height,
    weight: input.weight,
    age: input.age,
    gender: input.gender,
    tmb: result.tmb,
    activity_level: input.activityLevel,
    daily_calories: result.dailyCalories,
  }
}

/** A saved record back into the form; an unknown level reads as sedentary (spec 02 §9 fallback). */
export function restoreHarrisBenedict(fields: HarrisBenedictFields): {
  form: HbForm
  result: HarrisBenedictResult | null
} {
  const form: HbForm = {
    height: toInputText(fields.height),
    weight: toInputText(fields.weight),
    age: toInputText(fields.age),
    gender: fields.gender === 'female' ? 'female' : 'male',
    activityLevel: isActivityLevel(fields.activity_level) ? fields.activity_level : 'sedentary',
  }
  const checked = validateHarrisBenedict(form.height, form.weight, form.age)
  if (!checked.ok) return { form, result: null }
  return {
    form,
    result: calculateHarrisBenedict({
      ...checked.value,
      gender: form.gender,
      activityLevel: form.activityLevel,
    }),
  }
}

export function activityLabel(level: string): string {
  return ACTIVITY_LEVELS.find((l) => l.id === level)?.label ?? 'Sedentário'
}

export function kcalText(value: number): string {
  return `${formatNumber(value)} kcal/dia`
}

export function harrisBenedictSummary(result: HarrisBenedictResult, level: string): string {
  return [
    `Taxa metabólica basal (TMB): ${kcalText(result.tmb)}`,
    `Calorias diárias (${activityLabel(level)}): ${kcalText(result.dailyCalories)}`,
    '',
    ...CALORIE_GOALS.map((goal) => `${goal.label}: ${kcalText(result.goals[goal.id])}`),
  ].join('\n')
}
