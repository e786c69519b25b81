/** The events' chunks the precache leaves out (vite.config.ts `globIgnores`). */
export const EVENTS_CHUNKS = /\/(calendar-screen|event-screen|event-loader)-[^/]+\.js$/
