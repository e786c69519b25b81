/** How the workout screen writes targets and advice, in the rider's numbers where it can. Pure. */
import type { StepTarget } from './model'
import { riderTarget, type PaceHint, type RideStep, type RiderTarget } from './session'

const UNITS = { ftp: 'W', fthr: 'bpm' } as const
const OF = { ftp: '% do FTP', fthr: '% da FTHR' } as const

/**
 * The step's target for the screen: 'Alvo 220–235 W', 'Alvo 162 bpm', 'Alvo 100 → 150 W (agora
 * 125 W)'; as percentages without the FTP or FTHR: '88–94 % do FTP', '95 % da FTHR'.
 */
export function targetText(step: RideStep, elapsed: number): string {
  const target = riderTarget(step, elapsed)
  if (!target) return percentText(step)
  const now = target.kind === 'ramp' ? ` (agora ${target.now} ${UNITS[step.basis]})` : ''
  return `Alvo ${targetFigures(step)}${now}`
}

/** The whole step's target in the rider's numbers ('220–235 W', '100 → 150 W'), or in %. */
export function targetFigures(step: RideStep): string {
  const target = riderTarget(step, 0)
  return target ? written(target, UNITS[step.basis]) : percentText(step)
}

/** '88–94 % do FTP', '95 % da FTHR', '50 → 75 % do FTP'. */
export const percentText = (step: RideStep) => written(step.step.target, OF[step.step.target.basis])

/** A value, a range or a ramp's ends, in percent or in the rider's units, and its unit. */
function written(target: RiderTarget | StepTarget, unit: string): string {
  switch (target.kind) {
    case 'value':
      return `${'percent' in target ? target.percent : target.value} ${unit}`
    case 'range':
      return `${target.low}–${target.high} ${unit}`
    case 'ramp':
      return `${target.from} → ${target.to} ${unit}`
  }
}

const FIGURE = { ftp: 'potência', fthr: 'FC' } as const

/** 'Alivie: FC acima da faixa', 'Aumente: potência abaixo da faixa', 'FC na faixa'. */
export function hintText(step: RideStep, hint: PaceHint): string {
  const figure = FIGURE[step.basis]
  switch (hint) {
    case 'ease-off':
      return `Alivie: ${figure} acima da faixa`
    case 'push':
      return `Aumente: ${figure} abaixo da faixa`
    case 'on-target':
      return `${figure.charAt(0).toUpperCase()}${figure.slice(1)} na faixa`
  }
}

/** The file name's stem: 'treino-sweet-spot-3-x-10-min'. */
export function fileStem(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return words ? `treino-${words}` : 'treino'
}
