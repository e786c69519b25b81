/**
 * The challenges' chunks the precache leaves out (vite.config.ts `globIgnores`) that the screens
 * need offline: kept on the device with the challenges' copies (lib/lazy-chunks.ts).
 */
export const CHALLENGES_CHUNKS =
  /\/(challenges-screen|challenge-screen|challenge-loader|challenge-parts|updated-at)-[^/]+\.js$/
