import { formatNumber } from '../../../lib/format'
import { readString, removeKey, writeJson } from '../../../lib/storage'
import { WORKOUT_LIMITS } from '../../../lib/workout-limits'

/**
 * The editor's unsaved workout, kept on this device as it is typed, so a reload, a closed tab or a
 * page reloaded mid-ride loses nothing. Each starting point keeps its own: the blank editor
 * (`from` null) and each library session's copy (`de:<slug>`). Saving drops it.
 */
export interface WorkoutDraft {
  name: string
  text: string
}

/**
 * What the device holds for a starting point. A draft the editor's fields could not hold (from
 * before they had a limit, or written by hand) or that cannot be read is `unusable`: the editor
 * drops it with a message instead of parsing it at every visit. Reading changes nothing, so a
 * render that reads it may run twice.
 */
export type DraftReading =
  | { status: 'none' }
  | { status: 'found'; draft: WorkoutDraft }
  | { status: 'unusable'; reason: DroppedDraftReason }

export type DroppedDraftReason = 'too-long' | 'unreadable'

export const DROPPED_DRAFT_MESSAGES: Record<DroppedDraftReason, string> = {
  'too-long': `O rascunho salvo neste aparelho passava do limite de ${formatNumber(WORKOUT_LIMITS.textMaxChars)} caracteres e foi descartado.`,
  unreadable: 'O rascunho salvo neste aparelho não pôde ser lido e foi descartado.',
}

const DRAFT_KEY = 'bp:treino-rascunho'

const keyFor = (from: string | null) => (from ? `${DRAFT_KEY}:${from}` : DRAFT_KEY)

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** As the fields count, in UTF-16 units (their maxLength): never more than the server's count. */
const fits = ({ name, text }: WorkoutDraft) =>
  name.length <= WORKOUT_LIMITS.nameMaxChars && text.length <= WORKOUT_LIMITS.textMaxChars

function judge(raw: string): WorkoutDraft | DroppedDraftReason {
  const stored = parse(raw)
  if (typeof stored !== 'object' || stored === null) return 'unreadable'
  const { name, text } = stored as Record<string, unknown>
  if (typeof name !== 'string' || typeof text !== 'string') return 'unreadable'
  const draft = { name, text }
  return fits(draft) ? draft : 'too-long'
}

export function readDraft(from: string | null): DraftReading {
  const raw = readString(keyFor(from))
  if (raw === null) return { status: 'none' }
  const draft = judge(raw)
  return typeof draft === 'object'
    ? { status: 'found', draft }
    : { status: 'unusable', reason: draft }
}

export const keepDraft = (from: string | null, draft: WorkoutDraft): void =>
  writeJson(keyFor(from), { name: draft.name, text: draft.text })

export const dropDraft = (from: string | null): void => removeKey(keyFor(from))
