import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { RouteError } from './route-error'

// No route context (so the root route imports nothing back from here): providers that only some
// screens need (React Query, Supabase) are created by those screens' modules, so their code stays
// out of every page's first paint.

export interface AppRouterOptions {
  /** The browser already shows this page's prerendered HTML, which the router hydrates. */
  hydrating?: boolean
  /** The browser's history, made beforehand (in a task of its own on a slow phone). */
  history?: RouterHistory
}

/** One factory for the server (prerender) and the browser (hydration). */
export function createAppRouter({ hydrating = false, history }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    ...(history && { history }),
    caseSensitive: true,
    defaultPreload: 'intent',
    scrollRestoration: hydrating ? leavingTheFirstRenderWhereItIs() : true,
    defaultErrorComponent: RouteError,
  })
}

/**
 * Scroll restoration that skips the router's first rendering, the one that hydrates the page.
 * With nothing stored for the address, that rendering scrolls the window to the top; but the
 * prerendered page has been on screen for seconds on a slow phone, and a rider who scrolled to
 * reach a button would tap whatever the jump put under their finger (the form, above
 * 'Calcular Zonas'). The browser has already placed the page (top, a #fragment, or a reload's
 * own restoration, which the page's inline script repeats); every later navigation restores or
 * resets as usual.
 */
function leavingTheFirstRenderWhereItIs(): () => boolean {
  let hydrated = false
  return () => {
    if (hydrated) return true
    hydrated = true
    return false
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
