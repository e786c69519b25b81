import { describe, expect, it } from 'vitest'
import { bpm, watts } from '../../../domain/units'
import type { StepTarget } from './model'
import {
  absoluteTarget,
  bpmAt,
  describeTarget,
  NO_RIDER_NUMBERS,
  targetZone,
  wattsAt,
  zoneAt,
  type RiderNumbers,
} from './targets'

const rider: RiderNumbers = { ftp: watts(250), fthr: bpm(170) }

describe('wattsAt / bpmAt: rounded half up', () => {
  it.each([
    [250, 88, 220],
    [250, 94, 235],
    [250, 55, 138], // 137.5
    [281, 75, 211], // 210.75
    [200, 150, 300],
  ])('FTP %i W × %i %% = %i W', (ftp, percent, expected) => {
    expect(wattsAt(watts(ftp), percent)).toBe(expected)
  })

  it.each([
    [170, 95, 162], // 161.5
    [170, 81, 138], // 137.7
    [165, 90, 149], // 148.5
    [180, 100, 180],
  ])('FTHR %i bpm × %i %% = %i bpm', (fthr, percent, expected) => {
    expect(bpmAt(bpm(fthr), percent)).toBe(expected)
  })
})

describe('describeTarget: the rider numbers first, the percentage beside', () => {
  it.each<[StepTarget, RiderNumbers, string, string | null, string]>([
    [
      { kind: 'range', basis: 'ftp', low: 88, high: 94 },
      rider,
      '220–235 W (88–94 % do FTP)',
      '220–235 W',
      '88–94 % do FTP',
    ],
    [
      { kind: 'value', basis: 'fthr', percent: 95 },
      rider,
      '162 bpm (95 % da FTHR)',
      '162 bpm',
      '95 % da FTHR',
    ],
    [
      { kind: 'ramp', basis: 'ftp', from: 50, to: 75 },
      rider,
      '125 → 188 W (50 → 75 % do FTP)',
      '125 → 188 W',
      '50 → 75 % do FTP',
    ],
    [
      { kind: 'range', basis: 'ftp', low: 88, high: 94 },
      NO_RIDER_NUMBERS,
      '88–94 % do FTP',
      null,
      '88–94 % do FTP',
    ],
    [
      { kind: 'value', basis: 'fthr', percent: 95 },
      { ftp: watts(250), fthr: null },
      '95 % da FTHR',
      null,
      '95 % da FTHR',
    ],
    [
      { kind: 'value', basis: 'ftp', percent: 400 },
      { ftp: watts(400), fthr: null },
      '1.600 W (400 % do FTP)',
      '1.600 W',
      '400 % do FTP',
    ],
  ])('%j', (target, numbers, text, absolute, percent) => {
    expect(describeTarget(target, numbers)).toMatchObject({ text, absolute, percent })
  })

  it('absoluteTarget keeps the shape: a ramp down stays a ramp down', () => {
    expect(absoluteTarget({ kind: 'ramp', basis: 'fthr', from: 80, to: 60 }, rider)).toEqual({
      unit: 'bpm',
      kind: 'ramp',
      from: 136,
      to: 102,
    })
  })
})

describe('zones: the calculators’ own names', () => {
  it.each([
    [50, 'Z1', 'Recuperação Ativa'],
    [65, 'Z2', 'Resistência'],
    [85, 'Z3', 'Ritmo/Tempo'],
    [95, 'Z4', 'Limiar'],
    [115, 'Z5', 'VO2 Máx'],
    [130, 'Z6', 'Anaeróbica'],
    [200, 'Z7', 'Neuromuscular'],
  ])('%i %% FTP is Coggan %s %s', (percent, label, name) => {
    expect(zoneAt('ftp', percent)).toMatchObject({ basis: 'ftp', label, name })
  })

  it.each([
    [70, 'Z1', 'Recuperação'],
    [85, 'Z2', 'Aeróbica'],
    [92, 'Z3', 'Tempo'],
    [97, 'Z4', 'Sublimiar'],
    [101, 'Z5a', 'Supralimiar'],
    [105, 'Z5b', 'Capacidade Aeróbica'],
    [108, 'Z5c', 'Capacidade Anaeróbica'],
  ])('%i %% FTHR is Friel %s %s', (percent, label, name) => {
    expect(zoneAt('fthr', percent)).toMatchObject({ basis: 'fthr', label, name })
  })

  it('a range or a ramp is coloured by its middle: 88–94 % by 91 %, Coggan Z4', () => {
    expect(targetZone({ kind: 'range', basis: 'ftp', low: 88, high: 94 }).label).toBe('Z4')
    expect(targetZone({ kind: 'ramp', basis: 'ftp', from: 50, to: 75 }).label).toBe('Z2')
  })

  it('every zone has its own tone, a fill for the bar and a background for the dot', () => {
    const tones = [50, 65, 85, 95, 115, 130, 200].map((p) => zoneAt('ftp', p).tone)
    expect(new Set(tones.map((t) => t.bar)).size).toBe(7)
    for (const tone of tones) {
      expect(tone.bar).toMatch(/^fill-[a-z]+-\d{3}$/)
      expect(tone.dot).toMatch(/^bg-[a-z]+-\d{3}$/)
    }
    // The same step of the scale for power and heart rate: Z2 is sky-blue in both.
    expect(zoneAt('fthr', 85).tone).toEqual(zoneAt('ftp', 65).tone)
  })
})
