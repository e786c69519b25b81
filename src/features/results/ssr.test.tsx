import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports and renders without IndexedDB; the hooks answer undefined', async () => {
    expect(typeof indexedDB).toBe('undefined')
    const results = await import('./index')
    let seen: unknown[] = []
    function Probe() {
      const latest = results.useLatestResult('imc')
      const list = results.useResults()
      const status = results.useSyncStatus()
      seen = [latest, list, status.state]
      return null
    }
    renderToString(createElement(Probe))
    expect(seen).toEqual([undefined, undefined, 'idle'])
  })
})
