import { createStore } from 'zustand/vanilla'
import { ANONYMOUS_OWNER, type Owner } from './types'

/**
 * Whose results the screens see and the engine pushes. Starts anonymous; the app shell sets it
 * as soon as the session is known, and on every sign-in and sign-out.
 */
export const ownerStore = createStore<{ owner: Owner }>(() => ({ owner: ANONYMOUS_OWNER }))

export function getCurrentOwner(): Owner {
  return ownerStore.getState().owner
}

/** Calls `listener` with each new owner (a sign-in, a sign-out); returns the unsubscribe. */
export function onOwnerChange(listener: (owner: Owner) => void): () => void {
  return ownerStore.subscribe((state, previous) => {
    if (state.owner !== previous.owner) listener(state.owner)
  })
}

export function setCurrentOwner(owner: Owner): void {
  if (!owner) throw new Error('setCurrentOwner: empty owner')
  if (ownerStore.getState().owner !== owner) ownerStore.setState({ owner })
}
