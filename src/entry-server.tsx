/**
 * The server renderer used at build time (and by `npm run dev` on every request): it renders one
 * URL of the app to a complete HTML document with React's static renderer through TanStack
 * Router's SSR support, and lists the paths the build prerenders.
 */
import type { Manifest, ManifestScript } from '@tanstack/router-core'
import {
  createRequestHandler,
  renderSsrHtmlResponse,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { ALIASES } from './shell/aliases'
import { createAppRouter } from './app/router'
import { EARLY_INPUT_SCRIPT } from './lib/early-input/capture'
import { LINK_SECRETS_SCRIPT } from './lib/link-secrets'
import { SAMPLE_POST_SLUGS } from './features/blog'
import { LIBRARY_WORKOUTS } from './features/training/workouts/library'
import { workoutPath } from './features/training/workouts/model'
import { SESSION_MARK_SCRIPT } from './features/auth'
import { EVENT_COLUMNS } from './features/events/api'
import { prerenderedEventHeads } from './features/events/prerendered-heads'
import { config } from './lib/config'

export { ALIASES }

/** What the build needs to write the event pages (scripts/event-pages.ts). */
export const eventPages = {
  supabaseUrl: config.supabaseUrl,
  supabaseAnonKey: config.supabaseAnonKey,
  columns: EVENT_COLUMNS,
  heads: prerenderedEventHeads,
}

/** What every page loads (from index.html) and what each route preloads (from Vite's manifest). */
export interface DocumentAssets {
  scripts: ManifestScript[]
  css: string[]
  /** Route id → module URLs to preload with the page. */
  routePreloads?: Record<string, string[]>
}

export interface RenderResult {
  status: number
  html: string
  /** Set when the URL redirects (an alias). */
  location?: string
}

function routerManifest(assets: DocumentAssets): Manifest {
  const routes: Manifest['routes'] = {
    __root__: { scripts: assets.scripts, css: assets.css },
  }
  for (const [routeId, preloads] of Object.entries(assets.routePreloads ?? {})) {
    routes[routeId] = { ...routes[routeId], preloads }
  }
  return { routes }
}

async function renderToHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerender(node, {
    // React outlines large Suspense boundaries (the router wraps every page's content in one):
    // their content would come after the footer and be swapped in by a script, so the first
    // paint would show an empty page and shift. A static page has no reason to stream.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  })
  const html = await new Response(prelude).text()
  if (errors.length > 0) throw errors[0]
  // React writes the doctype for an <html> root and the router's transform adds its own.
  return html.replace(/^(<!DOCTYPE html>)+/i, '')
}

/**
 * The head starts with a link's secrets leaving the address, then the early-input capture and the
 * session mark, all before the stylesheet: the address is clean before anything else runs, the
 * capture listens before anything paints, and what is meant for signed-out visitors is hidden
 * from a signed-in rider's first paint. React skips a script it did not render when it hydrates
 * the head.
 */
function withEarlyInput(html: string): string {
  const tag = `<script>${LINK_SECRETS_SCRIPT}</script><script>${EARLY_INPUT_SCRIPT}</script><script>${SESSION_MARK_SCRIPT}</script>`
  const charset = /<meta charSet="utf-8"\/>/i.exec(html)
  if (charset) return html.replace(charset[0], `${charset[0]}${tag}`)
  return html.replace('<head>', `<head>${tag}`)
}

export async function renderUrl(url: string, assets: DocumentAssets): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => routerManifest(assets),
  })
  const response = await handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => renderToHtml(<RouterServer router={router} />),
    }),
  )
  const location = response.headers.get('Location') ?? undefined
  return { status: response.status, html: withEarlyInput(await response.text()), location }
}

/** Every path with a screen of its own and no parameters: each becomes a static page. */
export function prerenderPaths(): string[] {
  const router = createAppRouter()
  const paths = new Set<string>()
  for (const route of Object.values(router.routesByPath) as { fullPath: string }[]) {
    const path = route.fullPath
    if (path.includes('$')) continue
    paths.add(path.length > 1 ? path.replace(/\/$/, '') : path)
  }
  // The built-in sample posts are our own content: each gets a static page (and works offline).
  for (const slug of SAMPLE_POST_SLUGS) paths.add(`/blog/${slug}`)
  // So are the training library's sessions.
  for (const workout of LIBRARY_WORKOUTS) paths.add(workoutPath(workout.slug))
  return [...paths].sort()
}
