/**
 * The events' chunks the precache leaves out (vite.config.ts `globIgnores`) that the screens need
 * offline: kept on the device with the events' copies (lib/lazy-chunks.ts). The sender of
 * offline registrations (queue-runner) is left out too, but runs only with a signal.
 */
export const EVENTS_CHUNKS =
  /\/(calendar-screen|event-screen|event-loader|updated-at|events-chunks)-[^/]+\.js$/
