/** How the workout screen writes targets and advice, in the rider's numbers where it can. Pure. */
import { workoutFileName } from './exports'
import { riderTarget, type PaceHint, type RideStep } from './session'
import { describeTarget } from './targets'

/**
 * The step's target for the screen: 'Alvo 220–235 W', 'Alvo 162 bpm', 'Alvo 125 → 188 W (agora
 * 155 W)'; as percentages without the FTP or FTHR: '88–94 % do FTP', '95 % da FTHR'.
 */
export function targetText(step: RideStep, elapsed: number): string {
  const { absolute, percent } = describeTarget(step.step.target, step.rider)
  if (!absolute) return percent
  const target = riderTarget(step, elapsed)
  const now = target?.now != null ? ` (agora ${target.now} ${target.unit})` : ''
  return `Alvo ${absolute}${now}`
}

/** The whole step's target in the rider's numbers ('220–235 W', '125 → 188 W'), or in %. */
export function targetFigures(step: RideStep): string {
  const { absolute, percent } = describeTarget(step.step.target, step.rider)
  return absolute ?? percent
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

/** The activity file's name before its date: 'sweet-spot-3-x-10-min', as the exports name it. */
export const fileStem = (name: string) => workoutFileName(name, 'fit').replace(/\.fit$/, '')
