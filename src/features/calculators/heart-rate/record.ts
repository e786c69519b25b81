import type { HeartRateFields } from '../../results'
import {
  calculateHeartRate,
  type HeartRateGender,
  type HeartRateInput,
  type HeartRateResult,
  type MaxHrMethod,
} from '../../../domain/heart-rate'
import type { Bpm } from '../../../domain/units'
import {
  validateFthr,
  validateHeartRateAge,
  validateMeasuredMaxHr,
} from '../../../domain/validation'

/**
 * The stored record of a calculation (spec 02 §3). `method` is the one the rider chose, so a
 * restored Gulati choice for a non-feminino rider shows the Gellish notice again; `max_hr` and
 * the zones are the figures actually shown.
 */
export function heartRateFields(input: HeartRateInput, result: HeartRateResult): HeartRateFields {
  const { zone1, zone2, zone3, zone4, zone5 } = result.zones
  return {
    age: input.age,
    gender: input.gender,
    method: input.method,
    max_hr: result.maxHr,
    zone1_min: zone1.min,
    zone1_max: zone1.max,
    zone2_min: zone2.min,
    zone2_max: zone2.max,
    zone3_min: zone3.min,
    zone3_max: zone3.max,
    zone4_min: zone4.min,
    zone4_max: zone4.max,
    zone5_min: zone5.min,
    zone5_max: zone5.max,
    fthr: input.fthr ?? null,
  }
}

export interface HeartRateForm {
  age: string
  gender: HeartRateGender
  method: MaxHrMethod
  /** The stored maximum, when the rider measured it ('medida'); null for the formulas. */
  measuredMaxHr: Bpm | null
  fthr: HeartRateInput['fthr']
}

/**
 * A saved record back into the form, and its result recomputed from the same pure maths. A
 * record whose values no longer pass the form's rules (edited elsewhere) restores the form only.
 */
export function restoreHeartRate(fields: HeartRateFields): {
  form: HeartRateForm
  input: HeartRateInput | null
  result: HeartRateResult | null
} {
  const fthr = fields.fthr == null ? null : validateFthr(String(fields.fthr))
  const measured = fields.method === 'medida' ? validateMeasuredMaxHr(String(fields.max_hr)) : null
  const form: HeartRateForm = {
    age: String(fields.age),
    gender: fields.gender === 'feminino' ? 'feminino' : 'masculino',
    method: fields.method,
    measuredMaxHr: measured?.ok ? measured.value : null,
    fthr: fthr?.ok ? fthr.value : null,
  }
  const age = validateHeartRateAge(form.age)
  if (!age.ok || (measured && !measured.ok)) return { form, input: null, result: null }
  const input: HeartRateInput = {
    age: age.value,
    gender: form.gender,
    method: form.method,
    measuredMaxHr: form.measuredMaxHr,
    fthr: form.fthr,
  }
  return { form, input, result: calculateHeartRate(input) }
}
