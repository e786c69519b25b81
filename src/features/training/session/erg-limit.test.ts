import { describe, expect, it } from 'vitest'
import { ergLimitNotice } from './erg-limit'

describe('ergLimitNotice: what the rider is told when the trainer cannot hold a target', () => {
  it.each([
    ['within the range', 1200, { minWatts: 0, maxWatts: 1500 }, null],
    ['at the top', 1500, { minWatts: 0, maxWatts: 1500 }, null],
    [
      'above the trainer’s 1,500 W',
      1600,
      { minWatts: 0, maxWatts: 1500 },
      'Seu rolo aceita até 1.500 W: o alvo foi limitado a 1.500 W.',
    ],
    [
      'above the 2,500 W of a trainer that does not say',
      3000,
      { minWatts: 0, maxWatts: 2500 },
      'Seu rolo aceita até 2.500 W: o alvo foi limitado a 2.500 W.',
    ],
    [
      'below the trainer’s 25 W',
      10,
      { minWatts: 25, maxWatts: 1500 },
      'Seu rolo aceita a partir de 25 W: o alvo foi elevado a 25 W.',
    ],
  ])('%s', (_case, target, range, notice) => {
    expect(ergLimitNotice(target, range)).toBe(notice)
  })
})
