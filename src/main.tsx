import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { listenForInstallPrompt } from './shell/pwa/pwa-store'
import { createAppRouter } from './app/router'
import { takeLinkSecrets } from './lib/link-secrets'
import { writeString } from './lib/storage'
import { HYDRATION_ASK_EVENT } from './ui/lazy-part'

// Before anything reads the address (the router, analytics), links' secrets have left it (the
// page's first inline script did it): an invitation's token is kept for the tab, a recovery
// link's parts move into memory here.
takeLinkSecrets()

// Spec 01 §1: the interface is always dark (the stored preference is forced to dark in `start`).
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

// The app's modules, its history, its router and hydration's first step each run in a task of
// their own: on a slow phone, one task for all of them held the main thread for 150 ms. (A
// top-level await would do the same, but the bundler then splits every module the entry shares
// into chunks of its own.)
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
  // The blank frame the page's loader kept open to hold `load` (scripts/route-preloads.ts) leaves
  // before React reads the body; removed as soon as it was closed, it made a long task of its own.
  document.querySelector('iframe[data-holds-load]')?.remove()
  writeString('theme', 'dark')
  // The history first (it writes the entry's state, ~12 ms at 4× CPU), then the route tree.
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter({ hydrating: !isShell, history })
  await nextTask()
  if (isShell) {
    await router.load()
    createRoot(document, { onRecoverableError }).render(<RouterProvider router={router} />)
    return
  }
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; a tap on a part not yet live hydrates that part
  // first (and the early-input capture keeps what was typed before).
  const ask = () => askForContent(root)
  let root: HydrationRoot | null = null
  const hydrate = () => {
    root = hydrateRoot(
      document,
      <>
        <RouterClient router={router} />
        <AfterCommit run={ask} />
      </>,
      { onRecoverableError },
    )
  }
  startTransition(hydrate)
  // A boundary that hydrated or a screen whose code arrived: the parts now within reach are asked.
  window.addEventListener(HYDRATION_ASK_EVENT, ask)
}

type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Node) => void }

/** Runs `run` once the tree it is in has committed: for the root, once the shell is live. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

/**
 * React hydrates the content of every Suspense boundary from the server (the router wraps each
 * route's content in one, a screen is another inside it) at its lowest priority, behind the
 * shell's effects and the downloads they start, so a form would stay dead well after the header
 * is live. Asked explicitly inside a transition, a boundary hydrates at a transition's lane:
 * before the lowest, yet sliced (React yields every few milliseconds) and expiring, where an ask
 * from anywhere else takes the default lane and renders the boundary in one blocking task.
 *
 * Only boundaries React has reached are asked (their opening comment carries its fiber): a
 * boundary nested in one still dehydrated would be asked again, by React itself, when the outer
 * one commits, outside any transition. Each commit that reaches new ones asks again
 * (`HYDRATION_ASK_EVENT`).
 */
function askForContent(root: HydrationRoot | null) {
  const schedule = root?.unstable_scheduleHydration
  if (!root || !schedule) return
  const reached: Node[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Comment).data === '$' && Object.keys(node).some(isFiberKey)) reached.push(node)
  }
  if (reached.length === 0) return
  const ask = () => {
    for (const node of reached) schedule.call(root, node)
  }
  // A rider who already tapped (a held submit or button) waits on the answer: at once, then.
  if (riderIsWaiting()) ask()
  else startTransition(ask)
}

function riderIsWaiting(): boolean {
  const held = window.__bpEarly
  return held !== undefined && held.actions.length > 0
}

const isFiberKey = (key: string) => key.startsWith('__reactFiber$')

listenForInstallPrompt()

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./shell/pwa/register').then((pwa) => pwa.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
