import { describe, expect, it } from 'vitest'
import { HOOKLESS_CAP_MESSAGE, calculateTyrePressure } from '../math/tyre-pressure'
import { kg, mm, percent } from '../../../domain/units'
import { tyreSummary } from './present'

describe('tyreSummary', () => {
  it('shares both wheels in psi and bar, the hookless cap and the advice', () => {
    const result = calculateTyrePressure({
      riderWeight: kg(110),
      bikeWeight: kg(9),
      rearShare: percent(60),
      tyreWidth: mm(25),
      wheelSize: '700c',
      tubeless: false,
      surface: 'asphalt',
      hooklessRim: true,
    })
    const text = tyreSummary(result, '700c')
    expect(text).toContain('Roda 700c')
    expect(text).toContain('Traseiro: 72,5 psi (5,0 bar)')
    expect(text).toContain(HOOKLESS_CAP_MESSAGE)
    expect(text).toContain('Com câmara')
  })
})
