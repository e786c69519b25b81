import { describe, expect, it } from 'vitest'
import {
  calculateHeartRate,
  frielCyclingZones,
  frielZoneAt,
  GULATI_FALLBACK_NOTICE,
  maxHeartRate,
  maxHrMethodsFor,
  maxHrZones,
  resolveMaxHrMethod,
  type MaxHrFormula,
  type MaxHrMethod,
} from './heart-rate'
import { bpm, years } from './units'

describe('maxHeartRate (spec 02 §9)', () => {
  it.each<[MaxHrFormula, number, number]>([
    // fox = 220 − age
    ['fox', 1, 219],
    ['fox', 30, 190],
    ['fox', 120, 100],
    // tanaka = 208 − 0.7·age: 207.3, 187, 124
    ['tanaka', 1, 207],
    ['tanaka', 30, 187],
    ['tanaka', 45, 177], // 176.5 rounds half up
    ['tanaka', 120, 124],
    // gellish = 206.9 − 0.67·age: 206.23, 186.8, 126.5 (half up, despite 0.67·120 = 80.3999… in binary)
    ['gellish', 1, 206],
    ['gellish', 30, 187],
    ['gellish', 120, 127],
    // gulati = 206 − 0.88·age: 205.12, 179.6, 100.4
    ['gulati', 1, 205],
    ['gulati', 30, 180],
    ['gulati', 120, 100],
  ])('%s at age %i is %i bpm', (method, age, expected) => {
    expect(maxHeartRate(years(age), method)).toBe(expected)
  })
})

describe('gulati is for women only (spec 02 §5)', () => {
  it('offers gulati only for feminino', () => {
    expect(maxHrMethodsFor('feminino')).toEqual(['fox', 'tanaka', 'gellish', 'gulati', 'medida'])
    expect(maxHrMethodsFor('masculino')).toEqual(['fox', 'tanaka', 'gellish', 'medida'])
  })

  it('applies gulati for feminino, without notice', () => {
    expect(resolveMaxHrMethod('gulati', 'feminino')).toEqual({ applied: 'gulati', notice: null })
    const result = calculateHeartRate({ age: years(30), gender: 'feminino', method: 'gulati' })
    expect(result).toMatchObject({ maxHr: 180, appliedMethod: 'gulati', notice: null })
  })

  it('falls back to gellish with the notice for another gender', () => {
    const result = calculateHeartRate({ age: years(30), gender: 'masculino', method: 'gulati' })
    expect(result).toMatchObject({
      maxHr: 187,
      requestedMethod: 'gulati',
      appliedMethod: 'gellish',
      notice: 'O método Gulati é específico para mulheres. Usando método Gellish como alternativa.',
    })
    expect(GULATI_FALLBACK_NOTICE).toBe(result.notice)
  })

  it.each<MaxHrMethod>(['fox', 'tanaka', 'gellish'])('%s needs no fallback', (method) => {
    expect(resolveMaxHrMethod(method, 'masculino')).toEqual({ applied: method, notice: null })
  })
})

describe('a measured maximum instead of a formula ("Usar esta FC máxima")', () => {
  it('takes the measured value as it is, for any age and sex, and zones it', () => {
    for (const gender of ['masculino', 'feminino'] as const) {
      const result = calculateHeartRate({
        age: years(45),
        gender,
        method: 'medida',
        measuredMaxHr: bpm(190),
      })
      expect(result).toMatchObject({
        maxHr: 190,
        requestedMethod: 'medida',
        appliedMethod: 'medida',
        notice: null,
      })
      expect(result.zones).toEqual(maxHrZones(bpm(190)))
    }
  })

  it('keeps the FTHR beside it', () => {
    const result = calculateHeartRate({
      age: years(30),
      gender: 'masculino',
      method: 'medida',
      measuredMaxHr: bpm(201),
      fthr: bpm(172),
    })
    expect(result.maxHr).toBe(201)
    expect(result.fthrZones).toHaveLength(7)
  })

  it('needs the measured value', () => {
    expect(() =>
      calculateHeartRate({ age: years(30), gender: 'masculino', method: 'medida' }),
    ).toThrow()
  })
})

describe('five zones of max HR with the +1 rule (spec 02 §9)', () => {
  it('max 190 (fox, age 30)', () => {
    const zones = maxHrZones(bpm(190))
    expect(zones).toEqual({
      zone1: { min: 95, max: 114, percentage: '50-60%', name: 'Recuperação Ativa' },
      zone2: { min: 115, max: 133, percentage: '60-70%', name: 'Resistência Básica' },
      zone3: { min: 134, max: 152, percentage: '70-80%', name: 'Ritmo Moderado' },
      zone4: { min: 153, max: 171, percentage: '80-90%', name: 'Limiar de Lactato' },
      zone5: { min: 172, max: 190, percentage: '90-100%', name: 'VO2 Máximo' },
    })
  })

  it('rounds each edge half up: max 187 → 93.5, 112.2, 130.9, 149.6, 168.3', () => {
    const zones = maxHrZones(bpm(187))
    expect([zones.zone1.min, zones.zone1.max]).toEqual([94, 112])
    expect([zones.zone2.min, zones.zone2.max]).toEqual([113, 131])
    expect([zones.zone3.min, zones.zone3.max]).toEqual([132, 150])
    expect([zones.zone4.min, zones.zone4.max]).toEqual([151, 168])
    expect([zones.zone5.min, zones.zone5.max]).toEqual([169, 187])
  })

  it.each([100, 127, 219])('zones are contiguous for max %i', (max) => {
    const z = maxHrZones(bpm(max))
    expect(z.zone2.min).toBe(z.zone1.max + 1)
    expect(z.zone3.min).toBe(z.zone2.max + 1)
    expect(z.zone4.min).toBe(z.zone3.max + 1)
    expect(z.zone5.min).toBe(z.zone4.max + 1)
    expect(z.zone5.max).toBe(max)
  })

  it('zone 1 at age 120 fox (max 100): 50–60, then 61–70', () => {
    const z = calculateHeartRate({ age: years(120), gender: 'masculino', method: 'fox' }).zones
    expect(z.zone1).toMatchObject({ min: 50, max: 60 })
    expect(z.zone2).toMatchObject({ min: 61, max: 70 })
  })
})

describe("Friel's LTHR cycling zones", () => {
  it('LTHR 160: Z1 ≤129, Z2 130–143, Z3 144–150, Z4 151–159, Z5a 160–164, Z5b 165–169, Z5c ≥170', () => {
    expect(frielCyclingZones(bpm(160))).toEqual([
      { id: '1', name: 'Recuperação', percentage: '< 81%', min: null, max: 129 },
      { id: '2', name: 'Aeróbica', percentage: '81-89%', min: 130, max: 143 },
      { id: '3', name: 'Tempo', percentage: '90-93%', min: 144, max: 150 },
      { id: '4', name: 'Sublimiar', percentage: '94-99%', min: 151, max: 159 },
      { id: '5a', name: 'Supralimiar', percentage: '100-102%', min: 160, max: 164 },
      { id: '5b', name: 'Capacidade Aeróbica', percentage: '103-106%', min: 165, max: 169 },
      { id: '5c', name: 'Capacidade Anaeróbica', percentage: '> 106%', min: 170, max: null },
    ])
  })

  it('LTHR 100: exact percentages land in the zone they open; 106 % is still 5b', () => {
    const zones = frielCyclingZones(bpm(100))
    expect(zones.map((z) => [z.min, z.max])).toEqual([
      [null, 80],
      [81, 89],
      [90, 93],
      [94, 99],
      [100, 102],
      [103, 106],
      [107, null],
    ])
  })

  it('LTHR 220 (form maximum)', () => {
    const zones = frielCyclingZones(bpm(220))
    // 81 % = 178.2 → 179; 90 % = 198; 94 % = 206.8 → 207; 103 % = 226.6 → 227; 106 % = 233.2 → 234
    expect(zones.map((z) => z.min)).toEqual([null, 179, 198, 207, 220, 227, 234])
  })

  it('is included in the result only with an FTHR', () => {
    const without = calculateHeartRate({ age: years(30), gender: 'masculino', method: 'fox' })
    expect(without.fthr).toBeUndefined()
    expect(without.fthrZones).toBeUndefined()
    const withFthr = calculateHeartRate({
      age: years(30),
      gender: 'masculino',
      method: 'fox',
      fthr: bpm(160),
    })
    expect(withFthr.fthr).toBe(160)
    expect(withFthr.fthrZones).toHaveLength(7)
  })
})

describe("frielZoneAt: Friel's zone of a percentage of FTHR (workout steps)", () => {
  it.each([
    [40, '1', 'Recuperação'],
    [80.9, '1', 'Recuperação'],
    [81, '2', 'Aeróbica'],
    [89.5, '2', 'Aeróbica'],
    [90, '3', 'Tempo'],
    [94, '4', 'Sublimiar'],
    [99, '4', 'Sublimiar'],
    [100, '5a', 'Supralimiar'],
    [103, '5b', 'Capacidade Aeróbica'],
    [106, '5b', 'Capacidade Aeróbica'],
    [106.5, '5c', 'Capacidade Anaeróbica'],
    [110, '5c', 'Capacidade Anaeróbica'],
  ])('%f %% → Z%s %s', (percent, id, name) => {
    expect(frielZoneAt(percent)).toMatchObject({ id, name })
  })
})
