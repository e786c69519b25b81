import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { RouteError } from './route-error'

// Route context stays small: providers that only some screens need (React Query, Supabase) are
// created by those screens' modules, so their code stays out of every page's first paint.
export type RouterContext = Record<string, never>

/** One factory for the server (prerender) and the browser (hydration). */
export function createAppRouter() {
  return createRouter({
    routeTree,
    context: {},
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
