import { describe, expect, it } from 'vitest'
import type { RideSummaryFields } from '../results'
import { rideFigures, rideTitle } from './ride-figures'

const RIDE: RideSummaryFields = {
  // 07:05 in Brasília.
  ride_started_at: '2026-11-20T10:05:00.000Z',
  file_format: 'fit',
  elapsed_seconds: 7800,
  moving_seconds: 7200,
  distance_m: 52_340,
  elevation_gain_m: 812,
  avg_power: 185,
  max_power: 640,
  normalized_power: 205,
  best_5s_power: null,
  best_1min_power: null,
  best_5min_power: null,
  best_20min_power: null,
  best_60min_power: null,
  ftp_estimate: null,
  intensity_factor: null,
  tss: 96,
  power_z1_seconds: null,
  power_z2_seconds: null,
  power_z3_seconds: null,
  power_z4_seconds: null,
  power_z5_seconds: null,
  power_z6_seconds: null,
  power_z7_seconds: null,
  max_hr: 178,
  avg_hr: 147,
  best_20min_hr: null,
  hr_z1_seconds: null,
  hr_z2_seconds: null,
  hr_z3_seconds: null,
  hr_z4_seconds: null,
  hr_z5_seconds: null,
  indoor: false,
  session_name: null,
}

const figure = (ride: RideSummaryFields, label: string, fthr: number | null = null) =>
  Object.fromEntries(rideFigures(ride, fthr))[label]

describe('rideFigures', () => {
  it.each([
    ['Início', '20/11/2026, 07:05'],
    ['Distância', '52,3 km'],
    ['Tempo em movimento', '2:00:00'],
    ['Tempo total', '2:10:00'],
    ['Subida', '812 m'],
    ['Potência média', '185 W'],
    ['Potência máxima', '640 W'],
    ['FC média', '147 bpm'],
    ['FC máxima', '178 bpm'],
    ['TSS', '96'],
    ['Indoor', 'Não'],
    ['Sessão', undefined],
  ])('%s: %s', (label, value) => {
    expect(figure(RIDE, label)).toBe(value)
  })

  it.each([
    // [what, ride, FTHR, label, value]
    [
      'heart rate and an FTHR: the heart-rate load',
      { tss: null, avg_power: null },
      147,
      'Carga por FC',
      '200',
    ],
    [
      'heart rate, no FTHR',
      { tss: null, avg_power: null },
      null,
      'Carga',
      'desconhecida: salve sua FTHR',
    ],
    [
      'neither',
      { tss: null, avg_power: null, avg_hr: null, max_hr: null },
      170,
      'Carga',
      'desconhecida: sem potência nem FC',
    ],
    [
      'no power: a dash',
      { tss: null, avg_power: null, max_power: null },
      170,
      'Potência média',
      '—',
    ],
    [
      'a field test: indoor',
      { indoor: true, session_name: 'Teste de Rampa' },
      null,
      'Indoor',
      'Sim',
    ],
    [
      'a field test: its name',
      { indoor: true, session_name: 'Teste de Rampa' },
      null,
      'Sessão',
      'Teste de Rampa',
    ],
  ])('%s', (_what, change, fthr, label, value) => {
    expect(figure({ ...RIDE, ...change }, label, fthr)).toBe(value)
  })

  it('titles a ride by its day in Brasília, a session by its name', () => {
    expect(rideTitle({ ...RIDE, ride_started_at: '2026-11-21T02:30:00.000Z' })).toBe(
      'Pedal de 20/11/2026',
    )
    expect(rideTitle({ ...RIDE, session_name: 'Teste de Rampa' })).toBe(
      'Teste de Rampa de 20/11/2026',
    )
  })
})
