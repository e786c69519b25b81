import { Workbox } from 'workbox-window'
import { isOnline } from '../../lib/online'
import { usePwaStore } from './pwa-store'

const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker after the page has loaded (loaded with a dynamic import from
 * main.tsx, so workbox-window is not part of the entry). A new version waits until the rider taps
 * 'Atualizar'; the page then reloads once, when the new worker takes control.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  let reloading = false

  workbox.addEventListener('waiting', () => {
    usePwaStore.setState({
      updateReady: true,
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => {
          if (reloading) return
          reloading = true
          window.location.reload()
        })
        workbox.messageSkipWaiting()
      },
    })
  })

  workbox
    .register()
    .then((registration) => {
      if (!registration) return
      window.setInterval(() => {
        if (isOnline()) void workbox.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    })
    // Workers can be blocked (some private modes, enterprise policies): the app still works online.
    .catch(() => undefined)
}
