import { awaitSessionKnown } from './auth-store'
import type { Owner, ResultFieldsByKind, ResultKind } from '../results'

/**
 * The signed-in rider's id once the session is known, or null. The results store learns its owner
 * only after its own module has loaded, which a result computed from input made before the page
 * was live can beat: the session, not the store's view, says whose result it is.
 */
async function sessionRider(): Promise<string | null> {
  const { status, user } = await awaitSessionKnown()
  return status === 'signedIn' ? (user?.id ?? null) : null
}

/**
 * The results store is loaded on the first save, not with the screen: Dexie is too heavy for a
 * calculator's first paint, and the result is already on screen by the time this runs.
 */
export async function saveRecord<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
): Promise<void> {
  const [{ saveResult, ANONYMOUS_OWNER }, rider] = await Promise.all([
    import('../results'),
    sessionRider(),
  ])
  await saveResult(kind, fields, rider ?? ANONYMOUS_OWNER)
}

/** `saveResultOnce` through the same door: a history result kept once under its own id. */
export async function saveRecordOnce<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
  id: string,
  owner: Owner,
): Promise<boolean> {
  const { saveResultOnce } = await import('../results')
  return saveResultOnce(kind, fields, id, owner)
}
