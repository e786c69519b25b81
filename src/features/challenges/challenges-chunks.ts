/**
 * The challenges' chunks the precache leaves out (vite.config.ts: the `challenges-parts` and
 * `challenges-queue` groups and `globIgnores`), which the screens and the dashboard's challenges
 * need offline: kept on the device with the challenges' copies (lib/lazy-chunks.ts) once an
 * online visit has loaded them.
 */
export const CHALLENGES_CHUNKS = /\/(challenges-parts|challenges-queue|updated-at)-[^/]+\.js$/
