import { describe, expect, it } from 'vitest'
import { createTracker, withoutSecrets, type AnalyticsSink, type Consent } from './tracker'

function testSink() {
  const events: string[] = []
  const sink: AnalyticsSink = {
    load: () => events.push('load'),
    pageView: (path) => events.push(`view ${path}`),
  }
  return { sink, events }
}

function setup(initial: Consent = null, sinkCount = 1) {
  let consent: Consent = initial
  const sinks = Array.from({ length: sinkCount }, testSink)
  const tracker = createTracker({
    sinks: sinks.map((s) => s.sink),
    readConsent: () => consent,
    writeConsent: (value) => {
      consent = value
    },
  })
  return { tracker, sinks }
}

describe('analytics tracker', () => {
  it('sends nothing and loads nothing before consent', () => {
    const { tracker, sinks } = setup()
    tracker.track('/calculadoras?x=1')
    expect(sinks[0]?.events).toEqual([])
  })

  it('on consent loads the sinks once and reports the current page, then every navigation', () => {
    const { tracker, sinks } = setup()
    tracker.track('/videos')
    tracker.setConsent('granted')
    tracker.track('/calculadoras/imc?altura=180')
    expect(sinks[0]?.events).toEqual(['load', 'view /videos', 'view /calculadoras/imc?altura=180'])
  })

  it('reports to every configured sink', () => {
    const { tracker, sinks } = setup('granted', 2)
    tracker.track('/')
    expect(sinks.map((s) => s.events)).toEqual([
      ['load', 'view /'],
      ['load', 'view /'],
    ])
  })

  it('never reports after a refusal', () => {
    const { tracker, sinks } = setup()
    tracker.setConsent('denied')
    tracker.track('/')
    expect(sinks[0]?.events).toEqual([])
  })

  it('is disabled without sinks', () => {
    const { tracker } = setup('granted', 0)
    expect(tracker.enabled).toBe(false)
  })
})

describe('withoutSecrets', () => {
  it.each([
    ['/calculadoras/imc', '/calculadoras/imc'],
    ['/videos?q=trilha', '/videos?q=trilha'],
    ['/reset-password?token_hash=abc123&type=recovery', '/reset-password?type=recovery'],
    ['/entrar?email=ana%40x.com&code=9', '/entrar'],
    ['/?access_token=a&refresh_token=r&ref=mail', '/?ref=mail'],
  ])('%s → %s', (path, reported) => {
    expect(withoutSecrets(path)).toBe(reported)
  })
})
