import { describe, expect, it } from 'vitest'
import {
  daysLeftText,
  goalText,
  hoursText,
  KIND_LABELS,
  progressText,
  reachedText,
  windowText,
} from './format'
import type { ChallengeKind } from './progress'

describe('a challenge in pt-BR', () => {
  it.each<[ChallengeKind, number, string]>([
    ['distance', 500, '500 km'],
    ['distance', 1000, '1.000 km'],
    ['climbing', 5000, '5.000 m'],
    ['moving_time', 20, '20 h'],
    ['moving_time', 12.5, '12 h 30 min'],
    ['rides', 1, '1 pedal'],
    ['rides', 20, '20 pedais'],
    ['gran_fondo', 100, 'um pedal de pelo menos 100 km'],
    ['streak_weeks', 1, '1 semana seguida'],
    ['streak_weeks', 8, '8 semanas seguidas'],
  ])('%s, goal %d → %s', (kind, goal, text) => {
    expect(goalText(kind, goal)).toBe(text)
  })

  it.each<[ChallengeKind, number, number, string]>([
    ['distance', 320, 500, '320 de 500 km'],
    ['distance', 42.26, 500, '42,3 de 500 km'],
    ['distance', 0, 500, '0 de 500 km'],
    ['climbing', 1250.7, 5000, '1.250 de 5.000 m'],
    ['moving_time', 12.5, 20, '12 h 30 min de 20 h'],
    ['moving_time', 0.75, 20, '45 min de 20 h'],
    ['rides', 7, 20, '7 de 20 pedais'],
    ['gran_fondo', 84.04, 100, '84 de 100 km'],
    ['streak_weeks', 3, 8, '3 de 8 semanas seguidas'],
  ])('%s progress %d of %d → %s', (kind, value, goal, text) => {
    expect(progressText(kind, value, goal)).toBe(text)
  })

  it('names every kind', () => {
    expect(Object.values(KIND_LABELS)).toEqual([
      'Distância',
      'Subida acumulada',
      'Tempo em movimento',
      'Número de pedais',
      'Gran Fondo',
      'Semanas seguidas',
    ])
  })

  it.each([
    [0, '0 min'],
    [1, '1 h'],
    [1.5, '1 h 30 min'],
    [100.999, '101 h'],
  ])('%d hours → %s', (hours, text) => {
    expect(hoursText(hours)).toBe(text)
  })

  it('states the window on the calendar, both days', () => {
    expect(windowText({ starts_on: '2026-11-01', ends_on: '2026-11-30' })).toBe(
      'De 01/11/2026 a 30/11/2026',
    )
  })

  const november = { starts_on: '2026-11-01', ends_on: '2026-11-30' }
  it.each([
    ['2026-10-31', 'Começa em 01/11/2026'],
    ['2026-11-01', '30 dias restantes'],
    ['2026-11-28', '3 dias restantes'],
    ['2026-11-29', '2 dias restantes'],
    ['2026-11-30', 'Último dia'],
    ['2026-12-01', 'Encerrado em 30/11/2026'],
  ])('on %s: %s', (today, text) => {
    expect(daysLeftText(november, today)).toBe(text)
  })

  it.each([
    // 01:30 UTC on the 13th is still the 12th in Brasília (UTC−3).
    ['2026-11-13T01:30:00Z', 'Concluído em 12/11/2026'],
    ['2026-11-13T03:00:00Z', 'Concluído em 13/11/2026'],
  ])('reached at %s → %s', (at, text) => {
    expect(reachedText(at)).toBe(text)
  })
})
