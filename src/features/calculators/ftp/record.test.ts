import { describe, expect, it } from 'vitest'
import { calculateFtpZones } from '../../../domain/ftp'
import { kg, watts } from '../../../domain/units'
import { ftpFields, ftpSummary, ftpText, methodName, powerZoneItems, restoreFtp } from './record'

describe('FTP record', () => {
  it('stores the FTP, the method and the optional weight', () => {
    const result = calculateFtpZones(watts(250), 'coggan', kg(75))
    expect(ftpFields(result, kg(75))).toEqual({ ftp: 250, method: 'coggan', weight_kg: 75 })
    expect(ftpFields(calculateFtpZones(watts(250), 'trainerroad'), null)).toEqual({
      ftp: 250,
      method: 'trainerroad',
      weight_kg: null,
    })
  })

  it('restores the form with a decimal comma and recomputes W/kg', () => {
    const restored = restoreFtp({ ftp: 250, method: 'coggan', weight_kg: 72.5 })
    expect(restored.form).toEqual({ ftp: '250', method: 'coggan', weight: '72,5' })
    expect(restored.result?.ftpWkg).toBe(3.45)
  })

  it('restores without W/kg when no weight was kept', () => {
    const restored = restoreFtp({ ftp: 300, method: 'trainerroad', weight_kg: null })
    expect(restored.form.weight).toBe('')
    expect(restored.result?.zones).toHaveLength(7)
    expect(restored.result?.ftpWkg).toBeNull()
  })
})

describe('presenting FTP zones', () => {
  it('writes Coggan 250 W zones, the open top zone and W/kg', () => {
    const items = powerZoneItems(calculateFtpZones(watts(250), 'coggan', kg(75)))
    expect(items.map((z) => z.range)).toEqual([
      '0–138 W',
      '140–188 W',
      '190–225 W',
      '228–263 W',
      '265–300 W',
      '303–375 W',
      '378 W ou mais',
    ])
    expect(items[0]).toMatchObject({ percentage: '0-55% do FTP', extra: '0,00–1,84 W/kg' })
    expect(items[6]).toMatchObject({
      percentage: '151% ou mais do FTP',
      extra: '5,04 W/kg ou mais',
    })
  })

  it('names the methods', () => {
    expect(methodName('coggan')).toBe('Coggan — 7 zonas')
    expect(methodName('trainerroad')).toBe('TrainerRoad — 6 zonas + Sweet Spot')
  })

  it('keeps a decimal FTP as typed', () => {
    expect(ftpText(250)).toBe('250')
    expect(ftpText(250.5)).toBe('250,5')
  })

  it('shares the FTP, W/kg, method and every zone', () => {
    const text = ftpSummary(calculateFtpZones(watts(250), 'trainerroad', kg(80)))
    expect(text).toContain('FTP: 250 W (3,13 W/kg)')
    expect(text).toContain('Método: TrainerRoad — 6 zonas + Sweet Spot')
    expect(text).toContain('Sweet Spot — Sweet Spot: 220–235 W')
  })
})
