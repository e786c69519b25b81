/** In-tab notifications from the store to the engine (other tabs learn through Dexie's liveQuery). */
type Listener = () => void

const outboxListeners = new Set<Listener>()
const pullListeners = new Set<Listener>()

/** A new or re-armed outbox entry: the engine should push soon. */
export function onOutboxChanged(listener: Listener): () => void {
  outboxListeners.add(listener)
  return () => outboxListeners.delete(listener)
}

export function notifyOutboxChanged(): void {
  for (const listener of outboxListeners) listener()
}

/** Something local was dropped that the server may still hold: the engine should pull again. */
export function onPullWanted(listener: Listener): () => void {
  pullListeners.add(listener)
  return () => pullListeners.delete(listener)
}

export function notifyPullWanted(): void {
  for (const listener of pullListeners) listener()
}
