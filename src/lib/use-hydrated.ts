import { useSyncExternalStore } from 'react'

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
