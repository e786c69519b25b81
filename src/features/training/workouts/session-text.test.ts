import { describe, expect, it } from 'vitest'
import type { StepTarget } from './model'
import { planWorkoutRide, type SavedZones } from './session'
import { fileStem, hintText, targetFigures, targetText } from './session-text'

const ZONES: SavedZones = { ftp: 250, fthr: 170 }
const NONE: SavedZones = { ftp: null, fthr: null }

const stepOf = (target: StepTarget, zones: SavedZones) =>
  planWorkoutRide(
    { name: 'x', items: [{ type: 'step', seconds: 600, target, intensity: 'active' }] },
    zones,
  ).steps[0]!

describe('targetText and targetFigures', () => {
  it.each([
    [{ kind: 'range', basis: 'ftp', low: 88, high: 94 }, ZONES, 'Alvo 220–235 W', '220–235 W'],
    [{ kind: 'value', basis: 'fthr', percent: 95 }, ZONES, 'Alvo 162 bpm', '162 bpm'],
    [{ kind: 'range', basis: 'fthr', low: 88, high: 94 }, ZONES, 'Alvo 150–160 bpm', '150–160 bpm'],
    // FTP 250: 50 → 75 % is 125 → 187.5 W (188 W shown); half-way 156.25 W, to the 5 W: 155 W.
    [
      { kind: 'ramp', basis: 'ftp', from: 50, to: 75 },
      ZONES,
      'Alvo 125 → 188 W (agora 155 W)',
      '125 → 188 W',
    ],
    [{ kind: 'range', basis: 'ftp', low: 88, high: 94 }, NONE, '88–94 % do FTP', '88–94 % do FTP'],
    [{ kind: 'value', basis: 'fthr', percent: 95 }, NONE, '95 % da FTHR', '95 % da FTHR'],
    [
      { kind: 'ramp', basis: 'ftp', from: 50, to: 75 },
      NONE,
      '50 → 75 % do FTP',
      '50 → 75 % do FTP',
    ],
  ] as const)('%o with %o: %s', (target, zones, text, figures) => {
    const step = stepOf(target, zones)
    expect(targetText(step, 300)).toBe(text)
    expect(targetFigures(step)).toBe(figures)
  })
})

describe('hintText', () => {
  const heart = stepOf({ kind: 'value', basis: 'fthr', percent: 90 }, ZONES)
  const power = stepOf({ kind: 'value', basis: 'ftp', percent: 90 }, ZONES)
  it.each([
    ['ease-off', 'Alivie: FC acima da faixa', heart],
    ['push', 'Aumente: FC abaixo da faixa', heart],
    ['on-target', 'FC na faixa', heart],
    ['ease-off', 'Alivie: potência acima da faixa', power],
    ['push', 'Aumente: potência abaixo da faixa', power],
    ['on-target', 'Potência na faixa', power],
  ] as const)('%#: %s → %s', (hint, text, step) => {
    expect(hintText(step, hint)).toBe(text)
  })
})

describe('fileStem: the exports’ file naming, without the extension', () => {
  it.each([
    ['Sweet spot 3 × 10 min', 'sweet-spot-3-10-min'],
    ['Subidas curtas (MTB)', 'subidas-curtas-mtb'],
    ['Limiar à FC', 'limiar-a-fc'],
    ['—', 'treino'],
  ])('%s → %s', (name, stem) => {
    expect(fileStem(name)).toBe(stem)
  })
})
