import { describe, expect, it } from 'vitest'
import {
  bertoPressurePsi,
  calculateTyrePressure,
  HOOKLESS_CAP_MESSAGE,
  LOAD_OUT_OF_RANGE_WARNING,
  TUBE_NOTE,
  TUBELESS_NOTE,
  TYRE_PRESSURE_METHOD,
  TYRE_SURFACES,
  WIDTH_OUT_OF_RANGE_WARNING,
  type TyrePressureInput,
} from './tyre-pressure'
import { inchesToMm, kg, KG_PER_LB, mm, percent } from '../../../domain/units'

// 100 lb per wheel: a system of 200 lb split 50/50.
const HUNDRED_LB_SYSTEM = 200 * KG_PER_LB

const road = (over: Partial<TyrePressureInput> = {}): TyrePressureInput => ({
  riderWeight: kg(HUNDRED_LB_SYSTEM - 10),
  bikeWeight: kg(10),
  rearShare: percent(50),
  tyreWidth: mm(25),
  wheelSize: '700c',
  tubeless: false,
  surface: 'asphalt',
  hooklessRim: false,
  ...over,
})

describe('Berto 15 % drop, P = 120 × L(lb) / W(mm)^1.5', () => {
  it.each([
    // 120 × 100 / 25^1.5 = 12000 / 125 = 96
    [100, 25, 96],
    // 12000 / 36^1.5 = 12000 / 216 = 55.56
    [100, 36, 55.56],
    // 120 × 50 / 100^1.5 = 6000 / 1000 = 6
    [50, 100, 6],
  ])('%i lb on %i mm → %f psi', (lb, width, expected) => {
    expect(bertoPressurePsi(kg(lb * KG_PER_LB), mm(width))).toBeCloseTo(expected, 2)
  })

  it('100 lb per wheel on 25 mm: 96.0 psi, 6.6 bar on both wheels', () => {
    const result = calculateTyrePressure(road())
    expect(result.front).toMatchObject({ psi: 96, bar: 6.6, capped: false })
    expect(result.rear).toMatchObject({ psi: 96, bar: 6.6, capped: false })
    expect(result.outOfRange).toBe(false)
    expect(result.warnings).toEqual([])
  })

  it('100 lb per wheel on 36 mm: 55.6 psi, 3.8 bar', () => {
    const result = calculateTyrePressure(road({ tyreWidth: mm(36) }))
    expect(result.front).toMatchObject({ psi: 55.6, bar: 3.8 })
  })

  it('gravel: 75 + 10 kg, 55 % rear, 40 mm', () => {
    // front 38.25 kg = 84.33 lb → 120 × 84.33 / 252.98 = 40.0; rear 46.75 kg = 103.07 lb → 48.9
    const result = calculateTyrePressure(
      road({ riderWeight: kg(75), bikeWeight: kg(10), rearShare: percent(55), tyreWidth: mm(40) }),
    )
    expect(result.front).toMatchObject({ load: 38.25, psi: 40, bar: 2.8 })
    expect(result.rear).toMatchObject({ load: 46.75, psi: 48.9, bar: 3.4 })
  })

  it('MTB: 80 + 14 kg, 60 % rear, 2.4" (61 mm), 29"', () => {
    // front 37.6 kg = 82.89 lb → 20.9 psi; rear 56.4 kg = 124.34 lb → 31.3 psi
    const result = calculateTyrePressure(
      road({
        riderWeight: kg(80),
        bikeWeight: kg(14),
        rearShare: percent(60),
        tyreWidth: inchesToMm(2.4),
        wheelSize: '29',
        tubeless: true,
        surface: 'trail',
      }),
    )
    expect(result.front).toMatchObject({ psi: 20.9, bar: 1.4 })
    expect(result.rear).toMatchObject({ psi: 31.3, bar: 2.2 })
  })

  it('wheel size does not change the pressure (Heine: Berto’s values apply to all sizes)', () => {
    const sizes = (['26', '27.5', '29', '700c'] as const).map(
      (wheelSize) => calculateTyrePressure(road({ wheelSize, tyreWidth: mm(58) })).rear.psi,
    )
    expect(new Set(sizes).size).toBe(1)
  })
})

describe('valid range warnings', () => {
  it('warns for a wheel load above 220 lb', () => {
    const result = calculateTyrePressure(
      road({ riderWeight: kg(190), bikeWeight: kg(20), rearShare: percent(60) }),
    )
    expect(result.outOfRange).toBe(true)
    expect(result.warnings).toEqual([LOAD_OUT_OF_RANGE_WARNING])
  })

  it('warns for a wheel load below 20 lb', () => {
    const result = calculateTyrePressure(
      road({ riderWeight: kg(25), bikeWeight: kg(5), rearShare: percent(75) }),
    )
    expect(result.warnings).toContain(LOAD_OUT_OF_RANGE_WARNING)
  })

  it.each([18, 110])('warns for a %i mm tyre', (width) => {
    const result = calculateTyrePressure(road({ tyreWidth: mm(width) }))
    expect(result.warnings).toEqual([WIDTH_OUT_OF_RANGE_WARNING])
  })

  it.each([20, 102])('accepts %i mm, the edge of the range', (width) => {
    expect(calculateTyrePressure(road({ tyreWidth: mm(width) })).outOfRange).toBe(false)
  })
})

describe('hookless cap (ETRTO: 5 bar / 72.5 psi)', () => {
  it('caps both wheels and says so', () => {
    const result = calculateTyrePressure(road({ hooklessRim: true }))
    expect(result.front).toMatchObject({ psi: 72.5, bar: 5, capped: true })
    expect(result.rear).toMatchObject({ psi: 72.5, bar: 5, capped: true })
    expect(result.hooklessCapApplied).toBe(true)
    expect(result.hooklessMessage).toBe(HOOKLESS_CAP_MESSAGE)
  })

  it('caps only the wheel above the limit', () => {
    // 90 + 8 kg, 60 % rear, 28 mm: front 86.4 lb → 70.0 psi, rear 129.6 lb → 105.0 psi
    const result = calculateTyrePressure(
      road({
        riderWeight: kg(90),
        bikeWeight: kg(8),
        rearShare: percent(60),
        tyreWidth: mm(28),
        hooklessRim: true,
      }),
    )
    expect(result.front).toMatchObject({ psi: 70, capped: false })
    expect(result.rear).toMatchObject({ psi: 72.5, bar: 5, capped: true })
  })

  it('does nothing below the limit or without a hookless rim', () => {
    expect(
      calculateTyrePressure(road({ tyreWidth: mm(40), hooklessRim: true })).hooklessMessage,
    ).toBeNull()
    expect(calculateTyrePressure(road()).hooklessCapApplied).toBe(false)
  })
})

describe('notes and citation', () => {
  it.each(TYRE_SURFACES.map((s) => [s.id, s.note] as const))(
    'surface %s adds its note',
    (surface, note) => {
      expect(calculateTyrePressure(road({ surface })).notes[0]).toBe(note)
    },
  )

  it('tube and tubeless add their note', () => {
    expect(calculateTyrePressure(road()).notes).toContain(TUBE_NOTE)
    expect(calculateTyrePressure(road({ tubeless: true })).notes).toContain(TUBELESS_NOTE)
  })

  it('cites author, title, year and URL', () => {
    expect(TYRE_PRESSURE_METHOD.citations.length).toBeGreaterThan(0)
    for (const c of TYRE_PRESSURE_METHOD.citations) {
      expect(c.author).not.toBe('')
      expect(c.title).not.toBe('')
      expect(c.url).toMatch(/^https?:\/\//)
    }
  })
})
