import { ga4ScriptUrl, META_PIXEL_SCRIPT_URL } from './script-urls'
import type { AnalyticsSink } from './tracker'

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][]; queue?: unknown[][] }

interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: Queue
  _fbq?: Queue
}

function analyticsWindow(): Window & AnalyticsWindow {
  // The vendor globals are optional properties, so plain `window` satisfies the type.
  return window
}

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** Google Analytics 4 through gtag.js; page views are sent by hand on each navigation. */
export function ga4Sink(measurementId: string): AnalyticsSink {
  return {
    load() {
      const w = analyticsWindow()
      w.dataLayer = w.dataLayer ?? []
      const dataLayer = w.dataLayer
      w.gtag = function gtag() {
        // gtag.js reads the `arguments` object itself, not an array copy.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments)
      }
      w.gtag('js', new Date())
      w.gtag('config', measurementId, { send_page_view: false })
      addScript(ga4ScriptUrl(measurementId))
    },
    pageView(path) {
      // An explicit, token-free location for this page view and for every event gtag sends on
      // its own afterwards (enhanced measurement), instead of whatever the address bar holds.
      const page = { page_location: window.location.origin + path, page_title: document.title }
      const { gtag } = analyticsWindow()
      gtag?.('set', page)
      gtag?.('event', 'page_view', { ...page, page_path: path })
    },
  }
}

/** Meta Pixel through fbevents.js. */
export function metaPixelSink(pixelId: string): AnalyticsSink {
  return {
    load() {
      const w = analyticsWindow()
      if (!w.fbq) {
        const queue: unknown[][] = []
        const fbq: Queue = (...args: unknown[]) => {
          queue.push(args)
        }
        fbq.queue = queue
        w.fbq = fbq
        w._fbq = fbq
      }
      w.fbq('init', pixelId)
      addScript(META_PIXEL_SCRIPT_URL)
    },
    pageView() {
      analyticsWindow().fbq?.('track', 'PageView')
    },
  }
}
