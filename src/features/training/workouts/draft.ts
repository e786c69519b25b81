import { readJson, removeKey, writeJson } from '../../../lib/storage'

/**
 * The editor's unsaved workout, kept on this device as it is typed, so a reload, a closed tab or a
 * page reloaded mid-ride loses nothing. Each starting point keeps its own: the blank editor
 * (`from` null) and each library session's copy (`de:<slug>`). Saving drops it.
 */
export interface WorkoutDraft {
  name: string
  text: string
}

const DRAFT_KEY = 'bp:treino-rascunho'

const keyFor = (from: string | null) => (from ? `${DRAFT_KEY}:${from}` : DRAFT_KEY)

export function readDraft(from: string | null): WorkoutDraft | null {
  const stored = readJson<unknown>(keyFor(from))
  if (typeof stored !== 'object' || stored === null) return null
  const { name, text } = stored as Record<string, unknown>
  return typeof name === 'string' && typeof text === 'string' ? { name, text } : null
}

export const keepDraft = (from: string | null, draft: WorkoutDraft): void =>
  writeJson(keyFor(from), { name: draft.name, text: draft.text })

export const dropDraft = (from: string | null): void => removeKey(keyFor(from))
