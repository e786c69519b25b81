import { startTransition, useEffect, useState } from 'react'

/** True once the page renders on the client from scratch (the app shell): nothing to hydrate. */
let renderingFresh = false

/** The app shell renders instead of hydrating (`main.tsx`): parts are live from their first render. */
export function markRenderingFresh(): void {
  renderingFresh = true
}

/**
 * False on the server and during hydration, true after, with no mismatch: for parts that never
 * enter the HTML, and for marking a prerendered screen as live.
 *
 * The switch is a transition asked from an effect, which React renders in slices of a few
 * milliseconds. (`useSyncExternalStore` with a server snapshot of false did the same with no effect,
 * but React re-renders a store whose snapshot changed after hydration synchronously: every part
 * that asked, a calculator's whole form among them, in one task of 30–40 ms on a slow phone.)
 * A part mounted by a later client-side navigation takes one more render to turn true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(renderingFresh)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
