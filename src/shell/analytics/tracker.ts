/**
 * Page-view reporting with LGPD consent: nothing is loaded or sent before the visitor agrees,
 * and with no configured sink the tracker is a no-op.
 */
import { SECRET_PARAMS } from '../../lib/link-secrets'

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

/**
 * The path as a page view may carry it: parameters that carry credentials (recovery links) or
 * personal data are left out. main.tsx already took a link's out of the address bar; this keeps
 * any that reach a page view some other way out of the report too.
 */
export function withoutSecrets(pathWithQuery: string): string {
  const at = pathWithQuery.indexOf('?')
  if (at < 0) return pathWithQuery
  const query = new URLSearchParams(pathWithQuery.slice(at + 1))
  for (const name of SECRET_PARAMS) query.delete(name)
  const rest = query.toString()
  return rest ? `${pathWithQuery.slice(0, at)}?${rest}` : pathWithQuery.slice(0, at)
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
      lastPath = withoutSecrets(path)
      if (sinks.length > 0) send(lastPath)
    },
    setConsent(consent) {
      writeConsent(consent)
      if (consent === 'granted' && lastPath !== null) send(lastPath)
    },
    consent: readConsent,
  }
}
