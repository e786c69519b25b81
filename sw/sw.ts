/// <reference lib="WebWorker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { LAZY_CHUNKS_CACHE } from '../src/lib/lazy-chunks-cache'
import { RIDE_ANALYSIS_PATH, SHARED_RIDE_CACHE } from '../src/lib/shared-ride'
import { keepSharedRide, sweepSharedRides } from './shared-ride-inbox'

declare const self: ServiceWorkerGlobalScope

// The worker's copy of the app shell (scripts/prerender-plugin.ts), as for every precached page.
const SHELL = '/app-shell/offline.html'
const DAY_SECONDS = 24 * 60 * 60
const BLOG_API = (import.meta.env.VITE_BLOG_API_URL ?? '').replace(/\/$/, '')

// The first visit's page is controlled at once, so it works offline without a reload. Updates
// still wait for the rider's 'Atualizar' (SKIP_WAITING below).
clientsClaim()
cleanupOutdatedCaches()

// A precached page is its worker's copy, `<path>/offline.html`; a navigation to `/calculadoras` or `/calculadoras/` finds it through
// this mapping, online or offline.
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'offline.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => {
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return []
    const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
    return [new URL(`${base}offline.html`, url.origin), new URL(`${base}index.html`, url.origin)]
  },
})

// Any other page: the network first (a copy is kept once visited); offline, that copy, or else
// the app shell, which renders the address in the browser. A page's HTML never depends on its
// query, so the copy is stored and found under the bare path: an address carrying a recovery
// link's token (`/reset-password?token_hash=…`) is never written to the cache.
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 4,
  plugins: [
    {
      cacheKeyWillBeUsed: ({ request }) => {
        const url = new URL(request.url)
        url.search = ''
        url.hash = ''
        return Promise.resolve(url.href)
      },
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS }),
  ],
})
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options)
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error()
    }
  }),
)

// Blog API: fresh when the network answers within 3 s, else the last copy; with neither, the
// page falls back to its built-in sample posts.
if (BLOG_API) {
  registerRoute(
    ({ url }) => url.href.startsWith(`${BLOG_API}/posts`),
    new NetworkFirst({
      cacheName: 'blog-api',
      networkTimeoutSeconds: 3,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY_SECONDS }),
      ],
    }),
  )
}

// The videos feed: instant from cache, refreshed in the background.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/data/videos.json',
  new StaleWhileRevalidate({
    cacheName: 'videos-feed',
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
)

// Chunks left out of the precache (the chart library, the events' screens): kept once fetched, so
// the dashboard's charts and the events open offline after one online visit (a page that fetched
// them before this worker controlled it adds them itself: src/lib/lazy-chunks.ts). Hashed names
// never change content.
registerRoute(
  ({ request, url }) =>
    request.destination === 'script' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: LAZY_CHUNKS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
    ],
  }),
)

// Thumbnails and post images: cache-first with an expiry and a count limit.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.hostname.endsWith('ytimg.com') ||
      url.pathname.startsWith('/images/') ||
      (BLOG_API !== '' && url.origin === new URL(BLOG_API).origin)),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// A ride file shared into the installed app (the manifest's share target): kept for the analysis
// screen, which the rider is sent to. No network involved, so it works offline; the file never
// leaves the device. Any web page can post here too: the body is bounded (shared-ride-inbox.ts)
// and the screen analyses such a file but keeps its summary only when the rider asks.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === RIDE_ANALYSIS_PATH,
  async ({ request }) => {
    const cache = await caches.open(SHARED_RIDE_CACHE)
    return Response.redirect(await keepSharedRide(request, cache, Date.now()), 303)
  },
  'POST',
)

// A shared file never opened leaves after a day: checked whenever the worker starts.
async function sweepSharedRideCache(): Promise<void> {
  if (!(await caches.has(SHARED_RIDE_CACHE))) return
  await sweepSharedRides(await caches.open(SHARED_RIDE_CACHE), Date.now())
}
void sweepSharedRideCache().catch(() => undefined)
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(sweepSharedRideCache().catch(() => undefined))
})

// Supabase (auth, REST, RPC) is never cached here: those requests have no route and go to the
// network as they are; the results store keeps what matters on the device.

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
