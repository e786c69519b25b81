import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/** False on the server and during hydration, true after: for parts that never enter the HTML. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
