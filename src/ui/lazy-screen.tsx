import type { ComponentType, JSX } from 'react'
import { preloadedScreen } from './lazy-part'

function ScreenFallback({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="h-11" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {title}
      </h1>
      <p role="status" className="mt-3 text-zinc-300">
        Carregando...
      </p>
    </div>
  )
}

/**
 * A prerendered screen's route component. The HTML already holds the whole screen, so the rider
 * sees it at once; its code stays out of the route's chunk (inside the first-paint JavaScript
 * budget) and the page asks for it once painted (`PageModules.later`), so it is usually in before
 * hydration. The fallback only shows on a client-side navigation that outruns the download.
 */
export function lazyScreen(title: string, load: () => Promise<ComponentType>): () => JSX.Element {
  return preloadedScreen(load, <ScreenFallback title={title} />)
}
