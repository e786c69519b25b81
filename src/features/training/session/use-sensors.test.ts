import { describe, expect, it } from 'vitest'
import type { SensorKind, SensorReading } from '../../sensors'
import { preferredFigures } from './use-sensors'

const reading = (kind: SensorKind, figures: Omit<SensorReading, 'kind' | 'at'>): SensorReading => ({
  kind,
  at: 1000,
  ...figures,
})

describe('which sensor a figure is taken from', () => {
  it.each([
    [
      'a trainer alone gives power, cadence and the heart rate it relays',
      reading('trainer', { watts: 200, rpm: 90, bpm: 140 }),
      ['trainer'],
      { at: 1000, watts: 200, rpm: 90, bpm: 140 },
    ],
    [
      'a power meter beside it wins power and cadence',
      reading('trainer', { watts: 200, rpm: 90 }),
      ['trainer', 'power'],
      { at: 1000 },
    ],
    [
      'the power meter itself',
      reading('power', { watts: 210, rpm: 88 }),
      ['trainer', 'power'],
      { at: 1000, watts: 210, rpm: 88 },
    ],
    [
      'a strap wins heart rate over the trainer',
      reading('trainer', { watts: 200, bpm: 140 }),
      ['trainer', 'heart-rate'],
      { at: 1000, watts: 200 },
    ],
    [
      'a cadence sensor wins cadence over the power meter',
      reading('power', { watts: 210, rpm: 88 }),
      ['power', 'cadence'],
      { at: 1000, watts: 210 },
    ],
  ] as const)('%s', (_case, given, connected, expected) => {
    expect(preferredFigures(given, new Set<SensorKind>(connected))).toEqual(expected)
  })
})
