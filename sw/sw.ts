/// <reference lib="WebWorker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'

declare const self: ServiceWorkerGlobalScope

cleanupOutdatedCaches()

// Every prerendered page is precached as `<path>/index.html`; a navigation to `/calculadoras`
// or `/calculadoras/` finds it through this mapping.
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => {
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return []
    const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
    return [new URL(`${base}index.html`, url.origin)]
  },
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
