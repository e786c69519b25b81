import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** False on the server and during hydration, true afterwards: no mismatch, no effect needed. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
