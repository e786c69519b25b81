/**
 * Page-view reporting with LGPD consent: nothing is loaded or sent before the visitor agrees,
 * and with no configured sink the tracker is a no-op.
 */
export interface AnalyticsSink {
  /** Loads the vendor script; called once, only after consent. */
  load(): void
  pageView(pathWithQuery: string): void
}

export type Consent = 'granted' | 'denied' | null

export interface Tracker {
  readonly enabled: boolean
  /** Reports a navigation (path plus query string). */
  track(pathWithQuery: string): void
  /** Records the visitor's decision; on 'granted' the current page is reported at once. */
  setConsent(consent: Exclude<Consent, null>): void
  consent(): Consent
}

export interface TrackerOptions {
  sinks: readonly AnalyticsSink[]
  readConsent: () => Consent
  writeConsent: (consent: Exclude<Consent, null>) => void
}

export function createTracker({ sinks, readConsent, writeConsent }: TrackerOptions): Tracker {
  let loaded = false
  let lastPath: string | null = null

  const send = (path: string) => {
    if (readConsent() !== 'granted') return
    if (!loaded) {
      loaded = true
      for (const sink of sinks) sink.load()
    }
    for (const sink of sinks) sink.pageView(path)
  }

  return {
    enabled: sinks.length > 0,
    track(path) {
      lastPath = path
      if (sinks.length > 0) send(path)
    },
    setConsent(consent) {
      writeConsent(consent)
      if (consent === 'granted' && lastPath !== null) send(lastPath)
    },
    consent: readConsent,
  }
}
