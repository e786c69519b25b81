import { Workbox } from 'workbox-window'

/**
 * Registers the service worker after the page has loaded, so it never competes with first paint.
 * Loaded with a dynamic import from main.tsx: workbox-window is not part of the entry.
 */
export function registerServiceWorker(): Workbox | undefined {
  if (!('serviceWorker' in navigator)) return undefined
  const workbox = new Workbox('/sw.js', { scope: '/' })
  void workbox.register()
  return workbox
}
