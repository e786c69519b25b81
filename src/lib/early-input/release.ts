/**
 * The part of the early-input handover the root route needs: it lives apart from the hooks
 * (`early-input.ts`) so that only this much joins the first-paint JavaScript; the hooks load with
 * the forms that use them.
 */
import type { EarlyInputQueue } from './capture'

export const queue = (): EarlyInputQueue | undefined =>
  typeof window === 'undefined' ? undefined : window.__bpEarly

/** Once the document has hydrated and no region waits, the capture's listeners go away. */
export function releaseEarlyInputWhenLive(): void {
  const held = queue()
  if (!held) return
  if (document.documentElement.dataset.ready !== 'true') return
  if (document.querySelector('[data-early]:not([data-live])')) return
  held.stop()
}
