import type { Owner, ResultFieldsByKind, ResultKind } from '../../results'

/**
 * The results store is loaded on the first save, not with the screen: Dexie is too heavy for a
 * calculator's first paint, and the result is already on screen by the time this runs.
 */
export async function saveRecord<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
): Promise<void> {
  const { saveResult } = await import('../../results')
  await saveResult(kind, fields)
}

/** `saveResultOnce` through the same door: a history result kept once under its own id. */
export async function saveRecordOnce<K extends ResultKind>(
  kind: K,
  fields: ResultFieldsByKind[K],
  id: string,
  owner: Owner,
): Promise<boolean> {
  const { saveResultOnce } = await import('../../results')
  return saveResultOnce(kind, fields, id, owner)
}
