/**
 * Whether the browser says it has a network (`navigator.onLine`). Only "false" is trusted: it
 * means no network at all, while "true" promises nothing. The server counts as online.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}
