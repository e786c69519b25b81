import { roundHalfUp } from '../../../domain/rounding'
import type { Cm, Kg } from '../../../domain/units'

export type ImcClass =
  'underweight' | 'normal' | 'overweight' | 'obesity-1' | 'obesity-2' | 'obesity-3'

const OBESITY_2_AND_3 =
  'Procure acompanhamento médico e nutricional. Um plano supervisionado, com alimentação ' +
  'ajustada e atividade física de baixo impacto, como pedalar, ajuda a reduzir riscos à saúde.'

export interface ImcClassRow {
  id: ImcClass
  /** Inclusive lower bound, compared with the rounded IMC. */
  from: number
  classification: string
  /** pt-BR range label for the reference table. */
  range: string
  recommendation: string
}

/** Spec 02 §9 classes, lowest first. */
const CLASSES: readonly ImcClassRow[] = [
  {
    id: 'underweight',
    from: 0,
    classification: 'Abaixo do peso',
    range: 'Menor que 18,5',
    recommendation:
      'Procure um nutricionista para ganhar peso de forma saudável, com refeições regulares e ' +
      'treino de força para ganhar massa muscular.',
  },
  {
    id: 'normal',
    from: 18.5,
    classification: 'Peso normal',
    range: '18,5 a 24,9',
    recommendation:
      'Continue assim! Mantenha a alimentação equilibrada e a prática regular de atividade física.',
  },
  {
    id: 'overweight',
    from: 25,
    classification: 'Sobrepeso',
    range: '25,0 a 29,9',
    recommendation:
      'Aumente a atividade física, como pedaladas regulares, e reveja a alimentação, reduzindo ' +
      'açúcares e ultraprocessados.',
  },
  {
    id: 'obesity-1',
    from: 30,
    classification: 'Obesidade grau I',
    range: '30,0 a 34,9',
    recommendation:
      'Procure orientação médica e nutricional para um plano de perda de peso, combinando ' +
      'alimentação adequada e exercícios regulares.',
  },
  {
    id: 'obesity-2',
    from: 35,
    classification: 'Obesidade grau II',
    range: '35,0 a 39,9',
    recommendation: OBESITY_2_AND_3,
  },
  {
    id: 'obesity-3',
    from: 40,
    classification: 'Obesidade grau III',
    range: '40,0 ou mais',
    recommendation: OBESITY_2_AND_3,
  },
]

/** Reference table rows for the screen, lowest first. */
export const IMC_TABLE: readonly { id: ImcClass; range: string; classification: string }[] =
  CLASSES.map(({ id, range, classification }) => ({ id, range, classification }))

export interface ImcResult {
  /** Rounded to 1 decimal: the value the rider sees and the one that is classified. */
  imc: number
  classId: ImcClass
  /** pt-BR label, as stored in the IMC record's `classification`. */
  classification: string
  recommendation: string
}

/** IMC = weight / (height in metres)², rounded to 1 decimal (spec 02 §9). */
export function imcValue(weight: Kg, height: Cm): number {
  return roundHalfUp((weight * 10_000) / (height * height), 1)
}

/** Classifies an already rounded IMC, so that 24.96 (shown as 25,0) is Sobrepeso. */
export function classifyImc(roundedImc: number): ImcClassRow {
  const match = CLASSES.findLast((row) => roundedImc >= row.from)
  // Below every lower bound only when the input is negative or NaN: treat as the lowest class.
  return match ?? (CLASSES[0] as ImcClassRow)
}

export function calculateImc(weight: Kg, height: Cm): ImcResult {
  const imc = imcValue(weight, height)
  const { id, classification, recommendation } = classifyImc(imc)
  return { imc, classId: id, classification, recommendation }
}
