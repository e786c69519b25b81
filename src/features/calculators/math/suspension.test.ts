import { describe, expect, it } from 'vitest'
import {
  calculateSag,
  defaultTarget,
  RIDING_STYLES,
  SAG_MEASUREMENT_STEPS,
  sagMm,
  type RidingStyle,
} from './suspension'
import { mm, percent } from '../../../domain/units'

describe('sag in mm', () => {
  it.each([
    [100, 17.5, 17.5],
    [140, 22.5, 31.5],
    [160, 27.5, 44],
    [200, 32.5, 65],
    [50, 22.5, 11.3], // 11.25, half up
    [65, 27.5, 17.9], // 17.875
  ])('%i mm at %f %% → %f mm', (travel, target, expected) => {
    expect(sagMm(mm(travel), percent(target))).toBe(expected)
  })
})

describe('riding style presets', () => {
  it.each<[RidingStyle, number, number, number, number]>([
    ['xc', 15, 20, 20, 25],
    ['trail', 20, 25, 25, 30],
    ['enduro', 25, 30, 28, 33],
    ['downhill', 30, 35, 30, 35],
  ])('%s: fork %i–%i %%, rear %i–%i %%', (id, fMin, fMax, rMin, rMax) => {
    const style = RIDING_STYLES.find((s) => s.id === id)
    expect(style?.fork).toEqual({ min: fMin, max: fMax })
    expect(style?.rear).toEqual({ min: rMin, max: rMax })
  })

  it('defaults the target to the middle of the range', () => {
    expect(defaultTarget({ min: percent(28), max: percent(33) })).toBe(30.5)
  })
})

describe('calculateSag', () => {
  it('trail bike, 140 mm fork and 55 mm stroke, preset targets', () => {
    expect(calculateSag({ style: 'trail', forkTravel: mm(140), shockStroke: mm(55) })).toEqual({
      style: 'trail',
      fork: { travel: 140, target: 22.5, range: { min: 20, max: 25 }, sag: 31.5 },
      shock: { travel: 55, target: 27.5, range: { min: 25, max: 30 }, sag: 15.1 }, // 15.125
    })
  })

  it('overrides the targets', () => {
    const result = calculateSag({
      style: 'enduro',
      forkTravel: mm(170),
      shockStroke: mm(65),
      forkTarget: percent(25),
      rearTarget: percent(30),
    })
    expect(result.fork?.sag).toBe(42.5)
    expect(result.shock?.sag).toBe(19.5)
  })

  it('hardtail: no shock', () => {
    const result = calculateSag({ style: 'xc', forkTravel: mm(100), shockStroke: null })
    expect(result.fork?.sag).toBe(17.5)
    expect(result.shock).toBeNull()
  })

  it('explains how to measure sag, o-ring first', () => {
    expect(SAG_MEASUREMENT_STEPS.length).toBeGreaterThanOrEqual(5)
    expect(SAG_MEASUREMENT_STEPS.join(' ')).toMatch(/o-ring/)
  })
})
