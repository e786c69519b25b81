import { roundHalfUp } from '../../../domain/rounding'
import { mm, percent, type Mm, type Percent } from '../../../domain/units'

export type RidingStyle = 'xc' | 'trail' | 'enduro' | 'downhill'

export interface SagRange {
  min: Percent
  max: Percent
}

/**
 * Target sag as % of travel (fork) and of shock stroke (rear). Anchors:
 * - FOX, "Measuring & Setting Sag": start at 25 % of travel for fork or shock; a few points less
 *   for XC, a few more for downhill
 *   (http://service.foxracingshox.com/consumers/Content/Service/MeasureSet_Sag.htm).
 * - SRAM/RockShox, "Suspension Setup Guide": less sag (10–20 %) for short-travel bikes, more sag
 *   (20–30 %) for long-travel bikes.
 * - BikeRadar, "Setting up downhill and freeride forks": about 33 % fork sag for downhill.
 * The rear sits a few points above the fork, as those guides set shocks softer than forks.
 */
export const RIDING_STYLES: readonly {
  id: RidingStyle
  label: string
  fork: SagRange
  rear: SagRange
}[] = [
  {
    id: 'xc',
    label: 'XC (cross-country)',
    fork: { min: percent(15), max: percent(20) },
    rear: { min: percent(20), max: percent(25) },
  },
  {
    id: 'trail',
    label: 'Trail',
    fork: { min: percent(20), max: percent(25) },
    rear: { min: percent(25), max: percent(30) },
  },
  {
    id: 'enduro',
    label: 'Enduro',
    fork: { min: percent(25), max: percent(30) },
    rear: { min: percent(28), max: percent(33) },
  },
  {
    id: 'downhill',
    label: 'Downhill',
    fork: { min: percent(30), max: percent(35) },
    rear: { min: percent(30), max: percent(35) },
  },
]

export const SUSPENSION_SOURCES: readonly { author: string; title: string; url: string }[] = [
  {
    author: 'FOX',
    title: 'Measuring & Setting Sag',
    url: 'http://service.foxracingshox.com/consumers/Content/Service/MeasureSet_Sag.htm',
  },
  {
    author: 'SRAM / RockShox',
    title: 'Suspension Setup Guide',
    url: 'https://manuzoid.com/manuals/5jAlK-Sram%20Suspension%20Setup%20Guide',
  },
  {
    author: 'BikeRadar',
    title: 'Setting up downhill and freeride forks',
    url: 'https://bikeradar.com/features/setting-up-downhill-freeride-forks',
  },
]

/** How to measure sag, after FOX's and RockShox's procedures. */
export const SAG_MEASUREMENT_STEPS: readonly string[] = [
  'Abra totalmente a compressão (desligue trava e plataforma) do garfo e do amortecedor.',
  'Empurre o anel de borracha (o-ring) até encostar no retentor. Sem o-ring, use uma ' +
    'abraçadeira plástica (enforca-gato) sem apertar demais.',
  'Vista o equipamento com que você pedala, inclusive mochila de hidratação cheia.',
  'Apoie-se numa parede ou peça ajuda, suba na bike sem quicar e fique na posição de pedalada, ' +
    'com o peso distribuído entre selim, guidão e pedais, por cerca de 30 segundos.',
  'Desça com cuidado, sem comprimir a suspensão, para não mover o o-ring.',
  'Meça a distância entre o retentor e o o-ring: esse é o sag em mm. Divida pelo curso total ' +
    'para ter a porcentagem.',
  'Se o sag passou do alvo, aumente a pressão de ar; se ficou abaixo, reduza. Repita até ' +
    'chegar ao valor indicado.',
]

export function ridingStyle(id: RidingStyle): (typeof RIDING_STYLES)[number] {
  return (
    RIDING_STYLES.find((s) => s.id === id) ?? (RIDING_STYLES[1] as (typeof RIDING_STYLES)[number])
  )
}

/** The middle of a preset's range, the default target before the rider overrides it. */
export function defaultTarget(range: SagRange): Percent {
  return percent((range.min + range.max) / 2)
}

/** Sag in mm for a travel (or shock stroke) and a target %, 1 decimal. */
export function sagMm(travel: Mm, target: Percent): Mm {
  return mm(roundHalfUp((travel * target) / 100, 1))
}

export interface SagInput {
  style: RidingStyle
  /** Fork travel; null for a bike without a suspension fork. */
  forkTravel: Mm | null
  /** Rear shock stroke (not wheel travel); null for a hardtail. */
  shockStroke: Mm | null
  /** Overrides of the preset's middle value. */
  forkTarget?: Percent | null
  rearTarget?: Percent | null
}

export interface SagSetting {
  /** Fork travel or shock stroke. */
  travel: Mm
  target: Percent
  range: SagRange
  sag: Mm
}

export interface SagResult {
  style: RidingStyle
  fork: SagSetting | null
  shock: SagSetting | null
}

export function calculateSag(input: SagInput): SagResult {
  const preset = ridingStyle(input.style)
  const setting = (travel: Mm | null, range: SagRange, override?: Percent | null) => {
    if (travel === null) return null
    const target = override ?? defaultTarget(range)
    return { travel, target, range, sag: sagMm(travel, target) }
  }
  return {
    style: preset.id,
    fork: setting(input.forkTravel, preset.fork, input.forkTarget),
    shock: setting(input.shockStroke, preset.rear, input.rearTarget),
  }
}
