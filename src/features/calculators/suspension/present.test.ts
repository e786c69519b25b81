import { describe, expect, it } from 'vitest'
import { calculateSag } from '../math/suspension'
import { mm } from '../../../domain/units'
import { sagSummary } from './present'

describe('sagSummary', () => {
  it('shares the sag of each end with its target and the preset range', () => {
    const result = calculateSag({ style: 'trail', forkTravel: mm(150), shockStroke: mm(60) })
    expect(sagSummary(result).split('\n')).toEqual([
      'Estilo: Trail',
      'Garfo: sag de 33,8 mm (22,5% de 150 mm · faixa Trail: 20–25%)',
      'Amortecedor: sag de 16,5 mm (27,5% de 60 mm · faixa Trail: 25–30%)',
    ])
  })

  it('leaves out the end a hardtail does not have', () => {
    const result = calculateSag({ style: 'xc', forkTravel: mm(100), shockStroke: null })
    expect(sagSummary(result)).not.toContain('Amortecedor')
  })
})
