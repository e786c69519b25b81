import { describe, expect, it } from 'vitest'
import { elevationGain, haversineMeters, routeDistance } from './route'

describe('route figures', () => {
  it('one degree of latitude is about 111.2 km', () => {
    expect(
      haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(111_195, -1)
  })

  it("prefers the device's cumulative distance; otherwise sums the positions", () => {
    expect(routeDistance([{ distance: 100 }, { distance: 150 }, {}, { distance: 1100 }])).toBe(1000)
    const steps = routeDistance([
      { latitude: 0, longitude: 0 },
      { latitude: 0.001, longitude: 0 },
      {},
      { latitude: 0.002, longitude: 0 },
    ])
    expect(steps).toBeCloseTo(222.4, 0)
  })

  it('counts climbs, not jitter of a few metres', () => {
    expect(elevationGain([100, 104, 100, 104, 100, 104])).toBe(0)
    expect(elevationGain([100, 105, 103, 110, undefined, 108, 120])).toBe(24)
    expect(elevationGain([])).toBe(0)
  })
})
