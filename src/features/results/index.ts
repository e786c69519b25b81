/**
 * The offline-first results store and its sync engine (ADR 0007).
 *
 * Screens:
 * - `saveResult(kind, fields)` after a successful calculation: resolves once the row and its
 *   outbox entry are on the device (fire the spec's toast then; a later server failure shows in
 *   the status, the result is never lost).
 * - `useLatestResult(kind)` to prefill (undefined while loading and on the server, null when none),
 *   `useResults(kind?)` for lists, each row carrying its `syncState` mark.
 * - Saved workouts (kind 'workout', `WorkoutFields`; check them first with
 *   `workoutFieldsProblem(fields)`, which names the bound a field breaks, in pt-BR; the bounds are
 *   `WORKOUT_LIMITS` in src/lib/workout-limits.ts): a new one with
 *   `saveResult('workout', fields)` (its `id` is the one for `/treinos/editor?id=`); an edit with
 *   `updateResult('workout', id, fields)` (same row, newer `updatedAt`, pending again; null when
 *   the row is gone: save it as a new one); `getResult('workout', id)` / `useResult('workout',
 *   id)` to open one (null: not this rider's or gone); `useResults('workout')` for the list,
 *   newest edit first; deleted like any result.
 * - `useSyncStatus()` + `syncStatusLabel()` for the header; `retryFailed(id)` / `discardFailed(id)`
 *   on a failed result; `deleteResult(id)` then, within `UNDO_DELETE_MS`, `undoDelete(row)`; `exportResults('json' | 'csv')` on the dashboard.
 * - Field tests (recordings.ts, a database of their own): `startRecording(header)`, then
 *   `appendRecordingSeconds(id, seconds, clock)` at least every 5 s, `updateRecordingClock` on
 *   pause and resume, `endRecording(id)` after the last flush; on opening the test,
 *   `findUnfinishedRecording()` for 'Continuar o teste'; `deleteRecording(id)` to discard.
 *
 * App shell (browser only):
 * - boot: `setCurrentOwner(session?.user.id ?? ANONYMOUS_OWNER)` as soon as the session is known
 *   (until then the owner is anonymous), then `startSync({ client: getSupabase() })` once, with
 *   the client from a dynamic `import('lib/supabase')`. The engine finds its own triggers
 *   (online/offline, visibility, a 30 s tick, saves, owner changes) and Web Lock.
 * - sign-in: `setCurrentOwner(user.id)` (the engine pulls and pushes); if
 *   `countAnonymousResults() > 0`, offer "N resultados deste aparelho" → `attachAnonymousResults(id)`.
 * - sign-out: `prepareSignOut(id)` → ask first when `unsynced > 0`; then the session ends
 *   (features/auth: this device at once, or every device through the server),
 *   `setCurrentOwner(ANONYMOUS_OWNER)` and `forgetSyncedResults(id)`.
 */
export type {
  ResultKind,
  ResultFieldsByKind,
  StoredResult,
  SyncState,
  SyncStatus,
  Owner,
  HeartRateFields,
  FtpFields,
  FtpSource,
  ImcFields,
  HarrisBenedictFields,
  RideSummaryFields,
  AthleteProfileFields,
  WorkoutFields,
  CalculatorKind,
} from './types'
export {
  ANONYMOUS_OWNER,
  CALCULATOR_KINDS,
  EDITABLE_KINDS,
  RESULT_TABLES,
  SINGLE_ROW_KINDS,
} from './types'
export { workoutFieldsProblem } from './workout-fields'
export { RESULT_KIND_LABELS } from './labels'

export { setCurrentOwner, getCurrentOwner, onOwnerChange } from './owner'

export {
  saveResult,
  saveResultOnce,
  updateResult,
  getResult,
  getLatestResult,
  listResults,
  countAnonymousResults,
  attachAnonymousResults,
  countUnsyncedResults,
  forgetSyncedResults,
  forgetUserData,
  retryFailed,
  discardFailed,
  deleteResult,
  undoDelete,
  UNDO_DELETE_MS,
} from './store'

export {
  useLatestResult,
  useResult,
  useResults,
  useSyncStatus,
  useCurrentOwner,
  useAnonymousResultCount,
} from './hooks'

export {
  startRecording,
  appendRecordingSeconds,
  updateRecordingClock,
  findUnfinishedRecording,
  getRecording,
  endRecording,
  deleteRecording,
  forgetRecordings,
  KEEP_ENDED_RECORDINGS,
  MAX_RECORDING_SECONDS,
  type NewRecording,
  type Recording,
} from './recordings'
export type {
  RecordingClock,
  RecordingHeader,
  RecordingPause,
  RecordingProtocol,
  RecordingSecond,
  RecordingSensor,
  RecordingStatus,
} from './recordings-db'

export { syncStatusLabel, getSyncStatus } from './status'
export { requestPersistentStorage } from './persist'
export {
  exportResults,
  formatResultsExport,
  resultsToCsv,
  resultsToJson,
  type ExportFormat,
  type ResultsExport,
} from './export'

export { startSync, stopSync, syncNow, prepareSignOut } from './app-engine'
export { createSyncEngine, SyncEngine, type SyncDeps, type SyncReason, type LockFn } from './engine'
export type { SyncClient } from './remote'
