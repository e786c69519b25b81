import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/**
 * False on the server and during hydration, true after, with no mismatch and no effect: for parts
 * that never enter the HTML, and for marking a prerendered screen as live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/**
 * False on the server, during hydration and in the commit that ends it; true a moment later, set
 * in a transition. For parts that never enter the HTML and can wait for the page to be live: the
 * flip of `useHydrated` is rendered at once, in one task (React renders a store's changed answer
 * synchronously), where this one is rendered in slices that yield to the rider.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => startTransition(() => setAfter(true)), [])
  return after
}
