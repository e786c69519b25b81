import type { ComponentType, JSX } from 'react'
import { preloadedScreen } from '../../ui/lazy-part'

function PageFallback({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 sm:text-3xl">{title}</h1>
        <p role="status" className="mt-2 text-sm text-zinc-300">
          Carregando...
        </p>
      </div>
    </div>
  )
}

/**
 * A route component whose screen code loads after first paint. The prerendered HTML already
 * holds the whole screen; the router loads the code before hydrating, so the form is live as soon
 * as the page is. The fallback only shows on a client-side navigation that outruns the download.
 */
export function lazyPage(title: string, load: () => Promise<ComponentType>): () => JSX.Element {
  return preloadedScreen(load, <PageFallback title={title} />)
}
