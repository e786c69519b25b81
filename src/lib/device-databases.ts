/**
 * The names of the databases this app keeps on the device, and whether one exists, known without
 * loading the store that opens it (Dexie is ~40 KiB gzip): a first visit has no results database,
 * so a calculator's prefill has nothing to read and the store can wait for the first save.
 */
export const RESULTS_DB_NAME = 'bora-pedalar-results'
/** The guided sessions' recordings, kept apart from the results (features/results/recordings-db.ts). */
export const RECORDINGS_DB_NAME = 'bora-pedalar-recordings'

/** Whether this device has the database `name`; true when the browser cannot say. */
export async function databaseExists(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true
  try {
    const databases = await indexedDB.databases()
    return databases.some((database) => database.name === name)
  } catch {
    return true
  }
}
