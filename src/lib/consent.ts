/** The analytics consent banner asks again when this event is dispatched (LGPD: withdrawal). */
export const REVIEW_CONSENT_EVENT = 'bp:review-consent'

export function reviewAnalyticsConsent(): void {
  window.dispatchEvent(new Event(REVIEW_CONSENT_EVENT))
}
