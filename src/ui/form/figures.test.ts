import { describe, expect, it } from 'vitest'
import { formatRange, toInputText, zoneLines } from './figures'

describe('formatRange', () => {
  it('writes closed ranges with an en dash and pt-BR decimals', () => {
    expect(formatRange(95, 114, 'bpm')).toBe('95–114 bpm')
    expect(formatRange(1.87, 2.5, 'W/kg', 2)).toBe('1,87–2,50 W/kg')
  })

  it('says open ends in words', () => {
    expect(formatRange(null, 133, 'bpm')).toBe('até 133 bpm')
    expect(formatRange(378, null, 'W')).toBe('378 W ou mais')
    expect(formatRange(null, null, 'W')).toBe('')
  })

  it('uses the thousands dot', () => {
    expect(formatRange(1200, 2400, 'kcal')).toBe('1.200–2.400 kcal')
  })
})

describe('toInputText', () => {
  it('puts stored numbers back with the decimal comma', () => {
    expect(toInputText(72.5)).toBe('72,5')
    expect(toInputText(180)).toBe('180')
  })

  it('leaves missing values empty', () => {
    expect(toInputText(null)).toBe('')
    expect(toInputText(undefined)).toBe('')
    expect(toInputText(Number.NaN)).toBe('')
  })
})

describe('zoneLines', () => {
  it('reads one zone per line, with the extra figure in brackets', () => {
    expect(
      zoneLines([
        {
          key: 'z1',
          label: 'Z1',
          name: 'Recuperação Ativa',
          percentage: '0-55% do FTP',
          range: '0–138 W',
          extra: '0,00–1,84 W/kg',
        },
        {
          key: 'zone1',
          label: 'Zona 1',
          name: 'Recuperação Ativa',
          percentage: '50-60% da FC máx',
          range: '95–114 bpm',
        },
      ]),
    ).toEqual([
      'Z1 — Recuperação Ativa: 0–138 W (0,00–1,84 W/kg) · 0-55% do FTP',
      'Zona 1 — Recuperação Ativa: 95–114 bpm · 50-60% da FC máx',
    ])
  })
})
