import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { RouteError } from './route-error'

// No route context (so the root route imports nothing back from here): providers that only some
// screens need (React Query, Supabase) are created by those screens' modules, so their code stays
// out of every page's first paint.

/** One factory for the server (prerender) and the browser (hydration). */
export function createAppRouter() {
  return createRouter({
    routeTree,
    caseSensitive: true,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
