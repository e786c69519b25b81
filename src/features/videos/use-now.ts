import { useSyncExternalStore } from 'react'

let pageNow: number | undefined

const subscribe = () => () => {}

/**
 * The time, for the 'NOVO' badge: null while prerendering and hydrating (the build's clock is not
 * the rider's, and a mismatch would break hydration), then fixed for the life of the page.
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => (pageNow ??= Date.now()),
    () => null,
  )
}
