import { roundHalfUp } from '../../../domain/rounding'
import {
  bar,
  BAR_PER_PSI,
  kg,
  KG_PER_LB,
  kgToLb,
  psi,
  type Bar,
  type Kg,
  type Mm,
  type Percent,
  type Psi,
} from '../../../domain/units'

/**
 * Tyre pressure by Frank Berto's 15 % tyre-drop criterion: inflate each tyre so that, under the
 * load its wheel carries, it sags by 15 % of its height. Berto measured the drop of 700C tyres
 * across widths and wheel loads; Jan Heine (Bicycle Quarterly) found that this pressure matches
 * the point beyond which harder tyres roll no faster, only harsher, and notes that Berto's values
 * apply to other wheel sizes too, so the wheel diameter does not enter the formula.
 *
 * Closed form: P (psi) = 120 × L / W^1.5, L = wheel load in lb, W = tyre width in mm, as published
 * by Jim Kukula (2013) from Berto's chart plus contact-patch geometry. The 1.5 exponent is what
 * keeps the 15 % drop at any width (the patch area grows as W^1.5 when the drop is a fixed share
 * of the width), which is why we chose it over pure curve fits: it stays monotonic from road tyres
 * to MTB and fat tyres (Kukula checks it on a 102 mm tyre), where polynomial fits of the chart
 * turn upward.
 *
 * Valid range (a warning outside it): wheel load 20–220 lb, the span of Berto's measurements as
 * stated by Ravello Joo (2026, https://www.bikelabstudio.com/articles/white-paper-psi-model.html);
 * tyre width 20 mm (Berto's narrowest) to 102 mm (Kukula's widest check).
 *
 * The method gives one number per wheel for pavement. Surface and tube/tubeless do not change
 * that number, since Berto's data say nothing about them; they add advice to the result instead.
 */
export const TYRE_PRESSURE_METHOD = {
  name: 'Queda de 15 % do pneu (Frank Berto)',
  summary:
    'A pressão ideal é a que faz o pneu baixar 15 % da sua altura sob o peso que cada roda ' +
    'carrega. Acima dela o pneu não fica mais rápido, só mais duro; abaixo, fica lento e ' +
    'arrisca furar por beliscão.',
  formula: 'P (psi) = 120 × carga da roda (lb) ÷ largura do pneu (mm)^1,5',
  citations: [
    {
      author: 'Frank Berto',
      title: 'All About Tire Inflation (revista Bicycling)',
      year: 'fim dos anos 1980',
      url: 'https://studylib.net/doc/18214817/all-about-tire-inflation',
    },
    {
      author: 'Jan Heine',
      title: 'Optimizing Your Tire Pressure for Your Weight (Bicycle Quarterly)',
      year: null,
      url: 'https://online.documentine.com/37-tires-for-15-rims/1/the-magazine-about-the-sport-we-love-for-more-information.html',
    },
    {
      author: 'Jim Kukula',
      title: 'Fórmula P = 120 × L × W^−1,5 ajustada ao gráfico de Berto (fórum Bike Forums)',
      year: '2013',
      url: 'https://www.bikeforums.net/15705617-post28.html',
    },
  ],
  validRange: { wheelLoadLb: { min: 20, max: 220 }, tyreWidthMm: { min: 20, max: 102 } },
} as const

export type WheelSize = '26' | '27.5' | '29' | '700c'
export type TyreSurface = 'asphalt' | 'gravel' | 'trail' | 'mud'

export const WHEEL_SIZES: readonly { id: WheelSize; label: string }[] = [
  { id: '26', label: '26"' },
  { id: '27.5', label: '27,5" (650b)' },
  { id: '29', label: '29"' },
  { id: '700c', label: '700c' },
]

export const TYRE_SURFACES: readonly { id: TyreSurface; label: string; note: string }[] = [
  {
    id: 'asphalt',
    label: 'Asfalto',
    note: 'No asfalto, use a pressão calculada: é o ponto em que o pneu rola melhor.',
  },
  {
    id: 'gravel',
    label: 'Misto / cascalho',
    note:
      'Em cascalho e estrada de terra, comece pela pressão calculada e, se o pneu quicar, ' +
      'reduza aos poucos (1 a 2 psi por vez).',
  },
  {
    id: 'trail',
    label: 'Trilha',
    note:
      'Na trilha, a pressão calculada é um ponto de partida. Reduza aos poucos para ganhar ' +
      'aderência, desde que o pneu não dobre nas curvas nem bata no aro.',
  },
  {
    id: 'mud',
    label: 'Lama / raízes',
    note:
      'Em lama e raízes, um pouco menos de pressão ajuda a aderência; reduza aos poucos e ' +
      'confira se o pneu não bate no aro.',
  },
]

export const TUBE_NOTE =
  'Com câmara, não fique abaixo da pressão calculada: pressão baixa demais causa furo por ' +
  'beliscão (snake bite).'
export const TUBELESS_NOTE =
  'Sem câmara (tubeless), não há câmara para beliscar, por isso dá para testar pressões um ' +
  'pouco menores; mantenha o selante em dia.'

/** ETRTO's limit for hookless rims: 5 bar, i.e. 72.5 psi, whatever the tyre or load. */
export const HOOKLESS_MAX_PSI = psi(72.5)
export const HOOKLESS_MAX_BAR = bar(5)
export const HOOKLESS_CAP_MESSAGE =
  'Pressão limitada a 72,5 psi (5 bar), o máximo da norma ETRTO para aros hookless.'

export const LOAD_OUT_OF_RANGE_WARNING =
  'O peso sobre uma das rodas está fora da faixa medida por Berto (cerca de 9 a 100 kg por ' +
  'roda). Use o resultado apenas como referência.'
export const WIDTH_OUT_OF_RANGE_WARNING =
  'A largura do pneu está fora da faixa do método (20 a 102 mm). Use o resultado apenas como ' +
  'referência.'

export interface TyrePressureInput {
  riderWeight: Kg
  bikeWeight: Kg
  /** Share of the system weight on the rear wheel, e.g. 55 (road) or 60 (MTB). */
  rearShare: Percent
  tyreWidth: Mm
  wheelSize: WheelSize
  tubeless: boolean
  surface: TyreSurface
  hooklessRim: boolean
}

export interface WheelPressure {
  load: Kg
  psi: Psi
  bar: Bar
  /** True when the hookless cap lowered this wheel's pressure. */
  capped: boolean
}

export interface TyrePressureResult {
  front: WheelPressure
  rear: WheelPressure
  outOfRange: boolean
  warnings: readonly string[]
  hooklessCapApplied: boolean
  hooklessMessage: string | null
  /** Surface and tube/tubeless advice, in display order. */
  notes: readonly string[]
}

/** Berto 15 % drop pressure for one wheel, unrounded psi. */
export function bertoPressurePsi(wheelLoad: Kg, tyreWidth: Mm): Psi {
  return psi((120 * kgToLb(wheelLoad)) / tyreWidth ** 1.5)
}

function wheel(load: Kg, width: Mm, hookless: boolean): WheelPressure {
  const raw = bertoPressurePsi(load, width)
  if (hookless && raw > HOOKLESS_MAX_PSI) {
    return { load, psi: HOOKLESS_MAX_PSI, bar: HOOKLESS_MAX_BAR, capped: true }
  }
  return {
    load,
    psi: psi(roundHalfUp(raw, 1)),
    bar: bar(roundHalfUp(raw * BAR_PER_PSI, 1)),
    capped: false,
  }
}

export function calculateTyrePressure(input: TyrePressureInput): TyrePressureResult {
  const system = input.riderWeight + input.bikeWeight
  const rearLoad = kg((system * input.rearShare) / 100)
  const frontLoad = kg(system - rearLoad)
  const front = wheel(frontLoad, input.tyreWidth, input.hooklessRim)
  const rear = wheel(rearLoad, input.tyreWidth, input.hooklessRim)

  const { wheelLoadLb, tyreWidthMm } = TYRE_PRESSURE_METHOD.validRange
  const loadOk = (load: Kg) =>
    load >= wheelLoadLb.min * KG_PER_LB && load <= wheelLoadLb.max * KG_PER_LB
  const warnings: string[] = []
  if (!loadOk(frontLoad) || !loadOk(rearLoad)) warnings.push(LOAD_OUT_OF_RANGE_WARNING)
  if (input.tyreWidth < tyreWidthMm.min || input.tyreWidth > tyreWidthMm.max) {
    warnings.push(WIDTH_OUT_OF_RANGE_WARNING)
  }

  const hooklessCapApplied = front.capped || rear.capped
  const surfaceNote = TYRE_SURFACES.find((s) => s.id === input.surface)?.note
  return {
    front,
    rear,
    outOfRange: warnings.length > 0,
    warnings,
    hooklessCapApplied,
    hooklessMessage: hooklessCapApplied ? HOOKLESS_CAP_MESSAGE : null,
    notes: [...(surfaceNote ? [surfaceNote] : []), input.tubeless ? TUBELESS_NOTE : TUBE_NOTE],
  }
}
