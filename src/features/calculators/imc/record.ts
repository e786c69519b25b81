import type { ImcFields } from '../../results'
import { formatNumber } from '../../../lib/format'
import { calculateImc, type ImcResult } from '../math/imc'
import type { Cm, Kg } from '../../../domain/units'
import { validateImc } from '../../../domain/validation'
import { toInputText } from '../../../ui/form/figures'

export function imcFields(height: Cm, weight: Kg, result: ImcResult): ImcFields {
  return { height, weight, imc: result.imc, classification: result.classification }
}

/** A saved IMC back into the form; the class comes from the maths again, not from the record. */
export function restoreImc(fields: ImcFields): {
  form: { height: string; weight: string }
  result: ImcResult | null
} {
  const form = { height: toInputText(fields.height), weight: toInputText(fields.weight) }
  const checked = validateImc(form.height, form.weight)
  return {
    form,
    result: checked.ok ? calculateImc(checked.value.weight, checked.value.height) : null,
  }
}

export function imcSummary(result: ImcResult): string {
  return [
    `IMC: ${formatNumber(result.imc, 1)} — ${result.classification}`,
    result.recommendation,
  ].join('\n')
}
