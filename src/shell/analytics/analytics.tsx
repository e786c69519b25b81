import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { config } from '../../lib/config'
import { REVIEW_CONSENT_EVENT } from '../../lib/consent'
import { readString, writeString } from '../../lib/storage'
import { ga4Sink, metaPixelSink } from './sinks'
import { createTracker, type AnalyticsSink, type Consent } from './tracker'

const CONSENT_KEY = 'bp:analytics-consent'

function readConsent(): Consent {
  const value = readString(CONSENT_KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

function configuredSinks(): AnalyticsSink[] {
  const sinks: AnalyticsSink[] = []
  if (config.ga4Id) sinks.push(ga4Sink(config.ga4Id))
  if (config.metaPixelId) sinks.push(metaPixelSink(config.metaPixelId))
  return sinks
}

/**
 * Reports every navigation (path + query) and shows the LGPD consent banner once, only when an
 * analytics id is configured. Renders nothing on the server, so the prerendered HTML has no banner.
 */
export default function Analytics() {
  const router = useRouter()
  const tracker = useMemo(
    () =>
      createTracker({
        sinks: configuredSinks(),
        readConsent,
        writeConsent: (value) => writeString(CONSENT_KEY, value),
      }),
    [],
  )
  const [decided, setDecided] = useState(false)
  const [reviewing, setReviewing] = useState(false)
  const askConsent = tracker.enabled && !decided && (reviewing || tracker.consent() === null)

  // 'Rever minha escolha de cookies' (privacy page): the banner asks again.
  useEffect(() => {
    const review = () => {
      setDecided(false)
      setReviewing(true)
    }
    window.addEventListener(REVIEW_CONSENT_EVENT, review)
    return () => window.removeEventListener(REVIEW_CONSENT_EVENT, review)
  }, [])

  useEffect(() => {
    if (!tracker.enabled) return
    const report = () => {
      const { pathname, searchStr } = router.state.location
      tracker.track(pathname + searchStr)
    }
    report()
    return router.subscribe('onResolved', report)
  }, [router, tracker])

  if (!askConsent) return null
  return (
    <div
      role="region"
      aria-label="Consentimento de cookies"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-xl rounded-2xl border border-zinc-700 bg-zinc-900 p-4 shadow-2xl md:bottom-4"
    >
      <p className="text-sm text-zinc-200">
        Usamos cookies de análise (Google Analytics e Meta Pixel) para entender como o site é usado.
        Nada é carregado sem a sua permissão.{' '}
        <Link
          to="/privacidade"
          hash="cookies-de-analise"
          className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          Saiba mais na Política de Privacidade
        </Link>
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          className="min-h-11 rounded-xl px-4 text-sm font-semibold text-zinc-200 hover:bg-zinc-800"
          onClick={() => {
            tracker.setConsent('denied')
            setDecided(true)
          }}
        >
          Recusar
        </button>
        <button
          type="button"
          className="min-h-11 rounded-xl bg-brand-500 px-4 text-sm font-semibold text-zinc-950 hover:bg-brand-400"
          onClick={() => {
            tracker.setConsent('granted')
            setDecided(true)
          }}
        >
          Aceitar
        </button>
      </div>
    </div>
  )
}
