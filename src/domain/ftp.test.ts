import { describe, expect, it } from 'vitest'
import {
  calculateFtpZones,
  cogganZoneAt,
  ftpFrom20MinuteTest,
  ftpFrom60MinuteTest,
  wattsPerKg,
} from './ftp'
import { kg, watts } from './units'

const table = (ftp: number, method: 'coggan' | 'trainerroad') =>
  calculateFtpZones(watts(ftp), method).zones.map((z) => [z.label, z.name, z.min, z.max])

describe('Coggan zones (spec 02 §9)', () => {
  it('FTP 250 W: 55 % = 137.5 → 138, 75 % = 187.5 → 188 …', () => {
    expect(table(250, 'coggan')).toEqual([
      ['Z1', 'Recuperação Ativa', 0, 138],
      ['Z2', 'Resistência', 140, 188],
      ['Z3', 'Ritmo/Tempo', 190, 225],
      ['Z4', 'Limiar', 228, 263],
      ['Z5', 'VO2 Máx', 265, 300],
      ['Z6', 'Anaeróbica', 303, 375],
      ['Z7', 'Neuromuscular', 378, null],
    ])
  })

  it('FTP 200 W (round numbers)', () => {
    expect(table(200, 'coggan').map(([, , min, max]) => [min, max])).toEqual([
      [0, 110],
      [112, 150],
      [152, 180],
      [182, 210],
      [212, 240],
      [242, 300],
      [302, null],
    ])
  })

  it('keeps the percentages for the screen', () => {
    const zones = calculateFtpZones(watts(250), 'coggan').zones
    expect(zones.map((z) => [z.minPercent, z.maxPercent])).toEqual([
      [0, 55],
      [56, 75],
      [76, 90],
      [91, 105],
      [106, 120],
      [121, 150],
      [151, null],
    ])
  })
})

describe('TrainerRoad zones (spec 02 §9)', () => {
  it('FTP 250 W, with Sweet Spot and the open Z6', () => {
    expect(table(250, 'trainerroad')).toEqual([
      ['Z1', 'Recuperação Ativa', 0, 138],
      ['Z2', 'Resistência', 138, 188],
      ['Z3', 'Tempo', 190, 218],
      ['Sweet Spot', 'Sweet Spot', 220, 235],
      ['Z4', 'Limiar', 238, 263],
      ['Z5', 'VO2 Máx', 265, 300],
      ['Z6', 'Anaeróbica', 303, null],
    ])
  })

  it('has 6 zones plus Sweet Spot', () => {
    expect(calculateFtpZones(watts(300), 'trainerroad').zones).toHaveLength(7)
    expect(calculateFtpZones(watts(300), 'coggan').zones).toHaveLength(7)
  })
})

describe('W/kg with the optional weight', () => {
  it('is null without weight', () => {
    const result = calculateFtpZones(watts(250), 'coggan')
    expect(result.ftpWkg).toBeNull()
    expect(result.zones.every((z) => z.wkg === null)).toBe(true)
  })

  it('FTP 250 W at 70 kg: 3.57 W/kg; bounds from the shown watts', () => {
    const result = calculateFtpZones(watts(250), 'coggan', kg(70))
    expect(result.ftpWkg).toBe(3.57)
    expect(result.zones.map((z) => z.wkg)).toEqual([
      { min: 0, max: 1.97 }, // 138 / 70
      { min: 2, max: 2.69 }, // 140, 188
      { min: 2.71, max: 3.21 }, // 190, 225
      { min: 3.26, max: 3.76 }, // 228, 263
      { min: 3.79, max: 4.29 }, // 265, 300
      { min: 4.33, max: 5.36 }, // 303, 375
      { min: 5.4, max: null }, // 378, open
    ])
  })

  it('rounds half up to 2 decimals', () => {
    expect(wattsPerKg(watts(201), kg(80))).toBe(2.51) // 2.5125
    expect(wattsPerKg(watts(300), kg(64))).toBe(4.69) // 4.6875
  })
})

describe('estimating FTP (spec 02 §9)', () => {
  it.each([
    [300, 285],
    [263, 250], // 249.85
    [250, 238], // 237.5
  ])('95 %% of a 20-minute average of %i W is %i W', (average, ftp) => {
    expect(ftpFrom20MinuteTest(watts(average))).toBe(ftp)
  })

  it('the 60-minute average is the FTP', () => {
    expect(ftpFrom60MinuteTest(watts(245))).toBe(245)
    expect(ftpFrom60MinuteTest(watts(244.6))).toBe(245)
  })
})

describe('cogganZoneAt: the Coggan zone of a percentage (workout steps)', () => {
  it.each([
    [0, 'Z1', 'Recuperação Ativa'],
    [55, 'Z1', 'Recuperação Ativa'],
    [55.5, 'Z1', 'Recuperação Ativa'],
    [56, 'Z2', 'Resistência'],
    [75, 'Z2', 'Resistência'],
    [76, 'Z3', 'Ritmo/Tempo'],
    [91, 'Z4', 'Limiar'],
    [105, 'Z4', 'Limiar'],
    [106, 'Z5', 'VO2 Máx'],
    [121, 'Z6', 'Anaeróbica'],
    [150, 'Z6', 'Anaeróbica'],
    [151, 'Z7', 'Neuromuscular'],
    [400, 'Z7', 'Neuromuscular'],
  ])('%f %% → %s %s', (percent, label, name) => {
    expect(cogganZoneAt(percent)).toMatchObject({ label, name })
  })
})
