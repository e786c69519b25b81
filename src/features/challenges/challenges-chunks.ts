/**
 * The challenges' chunk the precache leaves out (vite.config.ts: the `challenges-parts` group and
 * `globIgnores`), which the screens and the dashboard's challenges need offline: kept on the device
 * with the challenges' copies (lib/lazy-chunks.ts) once an online visit has loaded it.
 */
export const CHALLENGES_CHUNKS = /\/(challenges-parts|updated-at)-[^/]+\.js$/
