/// <reference lib="WebWorker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

const SHELL = '/app-shell/index.html'

cleanupOutdatedCaches()

// Every prerendered page is precached as `<path>/index.html`; a navigation to `/calculadoras`
// or `/calculadoras/` finds it through this mapping, online or offline.
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => {
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return []
    const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
    return [new URL(`${base}index.html`, url.origin)]
  },
})

// A navigation with no page of its own (a blog post, an unknown path): the network answers when
// it can; without it, the app shell renders the address in the browser.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request)
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error()
    }
  }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
