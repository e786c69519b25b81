import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { listenForInstallPrompt } from './shell/pwa/pwa-store'
import { createAppRouter } from './app/router'
import { takeLinkSecrets } from './lib/link-secrets'
import { writeString } from './lib/storage'
import { SCREEN_LOADED_EVENT } from './ui/lazy-part'

// Before anything reads the address (the router, analytics), links' secrets have left it (the
// page's first inline script did it): an invitation's token is kept for the tab, a recovery
// link's parts move into memory here.
takeLinkSecrets()

// Spec 01 §1: the interface is always dark; the stored preference is forced to dark on load.
writeString('theme', 'dark')
document.documentElement.classList.remove('light')

const onRecoverableError = (error: unknown, info: { componentStack?: string }) => {
  // Hydration mismatches surface here; the e2e suite fails on any console error.
  console.error('Recoverable render error', error, info.componentStack)
}

// The app shell (served for an address with no page of its own) holds another route's markup,
// so it is rendered afresh for the real address instead of hydrated.
const isShell =
  document.querySelector('meta[name="bp-app-shell"]') !== null &&
  window.location.pathname !== '/app-shell'

// The app's modules, its router and hydration's first step each run in a task of their own: on a
// slow phone, one task for all three held the main thread for 150 ms. (A top-level await would
// do the same, but the bundler then splits every module the entry shares into chunks of its own.)
void start()

/**
 * Resolves in a later task, so that what follows does not lengthen the current one: through a
 * message, as React's scheduler yields, not a timer (a page whose timers are held, as under a test's
 * paused clock, still goes live).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

async function start() {
  await nextTask()
  const router = createAppRouter({ hydrating: !isShell })
  await nextTask()
  if (isShell) {
    await router.load()
    createRoot(document, { onRecoverableError }).render(<RouterProvider router={router} />)
    return
  }
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; a tap on a part not yet live hydrates that part
  // first (and the early-input capture keeps what was typed before).
  let root: object = {}
  startTransition(() => {
    root = hydrateRoot(document, <RouterClient router={router} />, { onRecoverableError })
  })
  hydrateContentFirst(root)
  // A screen whose code arrives after its boundary was reached waits for React's lowest priority.
  window.addEventListener(SCREEN_LOADED_EVENT, () => hydrateContentFirst(root))
}

/**
 * React hydrates the content of every Suspense boundary from the server (the router wraps each
 * route's content in one) at its lowest priority, behind the shell's effects and the downloads
 * they start, so a form would stay dead well after the header is live. Asking for the route's
 * content and the early-input regions explicitly hydrates them at normal priority once the shell
 * has hydrated.
 */
function hydrateContentFirst(root: object) {
  const scheduleHydration = (root as { unstable_scheduleHydration?: (target: Node) => void })
    .unstable_scheduleHydration
  if (!scheduleHydration) return
  const targets = [
    document.querySelector('#conteudo > *'),
    ...document.querySelectorAll('[data-early]:not([data-live])'),
  ]
  for (const target of targets) if (target) scheduleHydration.call(root, target)
}

listenForInstallPrompt()

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./shell/pwa/register').then((pwa) => pwa.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
