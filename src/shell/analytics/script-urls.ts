/**
 * The analytics scripts, in one place for the sinks that add them and for the build's
 * Content-Security-Policy (scripts/security-headers.ts), which allows exactly these paths and
 * never a whole host: googletagmanager.com also serves any Tag Manager container (gtm.js), whose
 * tags would run whatever their owner wrote.
 */

/** GA4's Google tag. A CSP source cannot name a query, so the policy allows the path. */
export const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js'

export const ga4ScriptUrl = (measurementId: string) =>
  `${GA4_SCRIPT}?id=${encodeURIComponent(measurementId)}`

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

/** fbevents.js loads the pixel's own settings from here, as a script (the id is in the path). */
export const metaPixelConfigScript = (pixelId: string) =>
  `https://connect.facebook.net/signals/config/${pixelId}`
