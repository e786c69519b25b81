import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { SITE_SERVER_ENTRY } from './scripts/build-paths.ts'
import { prerenderPlugin } from './scripts/prerender-plugin.ts'
import { webManifest } from './scripts/web-manifest.ts'

// The client build. `npm run build` first builds the SSR bundle (vite.ssr.config.ts), which this
// build's prerender step uses to write every page before the service worker is generated.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    prerenderPlugin({ serverEntry: process.env.SSR_ENTRY ?? SITE_SERVER_ENTRY }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      // The installed app keeps its own icon; precaching the PNGs would only spend the budget.
      includeManifestIcons: false,
      injectManifest: {
        // Every chunk, plus the pages riders open offline first, as the worker's copies
        // (`offline.html`: the stylesheet linked, not inlined as a first visit's page has it).
        // Any other page opens offline through the app shell, and is cached once visited
        // (sw/sw.ts).
        // No 404.html: offline, an address with no page of its own gets the app shell, whose
        // router draws the not-found screen (sw/sw.ts).
        globPatterns: [
          '**/*.{js,css,svg,woff2}',
          'offline.html',
          'app-shell/offline.html',
          'calculadoras/**/offline.html',
          'videos/offline.html',
          // Precached so the worker answers its link from here: an address with the invitation's
          // token never lands in the runtime page cache.
          'convite-admin/offline.html',
        ],
        // The chart library and the chart components that import it (dashboard and admin only)
        // stay out: it alone would break the precache budget. The worker caches them on the
        // first visit to those screens (sw/sw.ts); offline before that, the charts say so.
        // The organizer's panels and event form too (and the admin's events list): they show and
        // save the server's data only, which React Query keeps nowhere on the device, so with no
        // signal they have nothing to show (they say so); once fetched the worker keeps them.
        // So do the events' screens (the calendar's and an event page's, ~10 KiB): they open
        // offline only with a copy of the events kept from an online visit, which also keeps
        // their code (src/lib/lazy-chunks.ts).
        globIgnores: [
          '**/node_modules/**',
          'assets/*chart*.js',
          'assets/organizer-panels-*.js',
          'assets/event-form-dialog-*.js',
          'assets/calendar-screen-*.js',
          'assets/event-screen-*.js',
          'assets/event-loader-*.js',
          // The parts only those screens share (the card, the figures), and the sender of
          // offline registrations (it runs only with a signal).
          'assets/updated-at-*.js',
          'assets/events-chunks-*.js',
          'assets/queue-runner-*.js',
          // The challenges' screens and data, the same way (features/challenges/challenges-chunks.ts).
          'assets/challenges-parts-*.js',
          // The delivery of joins and leaves made with no signal (signed-in riders only): the
          // worker keeps it once fetched, as the root asks for it on every page.
          'assets/challenges-queue-*.js',
          // 'Criar Desafio', for organizers and admins: out of the challenges' pages' chunk too.
          'assets/challenge-form-dialog-*.js',
          // A ride's page: the dashboard's Forma panel fetches it once it lists a ride, and the
          // worker keeps it (the precache budget has no room left for it).
          'assets/ride-screen-*.js',
          // The admin's screen: only admins open it, and it shows the server's figures only; the
          // worker keeps it from their first visit (offline before that, it waits for the signal).
          'assets/admin-screen-*.js',
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser that runs the app preloads modules itself (Chrome and Android since 2019,
    // Safari 17, Firefox 115): the polyfill cost every page ~250 B gzip of first-paint JS.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs (React, the router) in one chunk: one request, better gzip, instead of
        // the pieces the route chunks would otherwise split off the entry.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // With them, the few app modules the entry shares with later chunks (the stores'
              // library, storage, the session mark, the site's name): four chunks of a few
              // hundred bytes each otherwise, every page's first paint paying each one's wrapping.
              test: /node_modules[\\/](react|react-dom|scheduler|zustand|@tanstack[\\/](react-router|router-core|history|react-store|store)|seroval|tiny-invariant|tiny-warning|cookie-es)[\\/]|[\\/]src[\\/](lib[\\/](storage|site)|features[\\/]auth[\\/]persisted-session)\.ts$/,
            },
            {
              // What the root loads on every page after first paint and a page can live without
              // (the footer with its links, the toasts with sonner, the banners): one request, not
              // six (issue 43: fewer, larger requests; each costs the loader a slice of a task
              // on a slow phone). Nothing a screen imports: a download lost to a flaky signal
              // still leaves the screen whole (tests/e2e/first-visit.spec.ts, pwa.spec.ts).
              name: 'shell-parts',
              test: /[\\/]src[\\/]shell[\\/](footer|toaster|nav-links|pwa[\\/]pwa-banners)\.tsx?$|node_modules[\\/]sonner[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The small modules the screens and those parts share (the pt-BR formats, the
              // icons, the online flag, the toasts' caller, the back link, units, the workouts'
              // limits, the device's database names): one request of ~3.5 KiB on every page
              // instead of up to ten of 0.2–1 KiB. A page evaluates the few it does not use too
              // (≤ 1 KiB: declarations only). Not the button: the coming-soon pages paint with
              // it, and the group would join their first paint.
              name: 'kit',
              test: /[\\/]src[\\/](ui[\\/](toast|back-link|icons|social-icons)|domain[\\/](units|rounding)|lib[\\/](workout-limits|device-databases|format|use-online))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // An event's date and figures as its card, its page and the dashboards write them
              // (both over the kit's formats): one chunk, not two.
              name: 'event-text',
              test: /[\\/]src[\\/]features[\\/]events[\\/](event-time|event-format)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // The form parts, the limits of a typed figure and the results door that every form
              // screen loads (the calculators, the ride analysis, the field tests, the profile
              // card): one chunk, as when they came through the calculators' index.ts, not one per
              // set of screens that use each part. Their imports (the entry's early input, storage
              // and session) stay where they are.
              name: 'form',
              test: /[\\/]src[\\/](ui[\\/]form[\\/](layout|fields|calculator-page|session-notes|save-messages)|domain[\\/]validation|lib[\\/]after-paint|features[\\/]auth[\\/]results-door)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // Shared by Headless UI and Recharts' store: its own small chunk, or the charts
              // group would take it in and every menu would need the chart library offline.
              name: 'sync-external-store',
              test: /node_modules[\\/]use-sync-external-store[\\/]/,
            },
            {
              // The root's delivery of challenge joins made with no signal and the queue it reads:
              // a small chunk of its own, out of the precache, for signed-in riders only.
              name: 'challenges-queue',
              test: /[\\/]src[\\/]features[\\/]challenges[\\/](queue-delivery|join-queue)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // The challenges' screens, their data layer and the dashboard's challenges part: one
              // chunk the worker does not precache (kept on the device with the challenges' copies,
              // features/challenges/challenges-chunks.ts). The route components stay out.
              name: 'challenges-parts',
              test: /[\\/]src[\\/]features[\\/]challenges[\\/](?!pages|index|dashboard-door|challenge-form-dialog|queue-door|queue-delivery|join-queue)[a-z-]+\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // Recharts and what only it uses: one chunk the worker does not precache.
              name: 'charts',
              test: /node_modules[\\/](recharts|@reduxjs[\\/]toolkit|redux|react-redux|immer|reselect|es-toolkit|eventemitter3|decimal\.js-light|victory-vendor|d3-[a-z-]+|internmap)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: 4173 },
})
