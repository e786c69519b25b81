import { lazy, Suspense, type ComponentType, type JSX } from 'react'

function ScreenFallback({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="h-11" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {title}
      </h1>
      <p role="status" className="mt-3 text-zinc-300">
        Carregando calculadora...
      </p>
    </div>
  )
}

/**
 * A calculator's route component that loads the screen's code after the page paints. The
 * prerendered HTML already holds the whole screen (the server resolves the lazy module), so the
 * rider sees it at once; the code that makes it interactive is fetched as soon as the route's own
 * tiny chunk runs, instead of being preloaded with the shell, which keeps every calculator inside
 * the first-paint JavaScript budget. The fallback only shows on a client-side navigation that
 * outruns the download.
 */
export function lazyScreen(title: string, load: () => Promise<ComponentType>): () => JSX.Element {
  const importScreen = () => load().then((component) => ({ default: component }))
  const Screen = lazy(importScreen)
  if (typeof window !== 'undefined') void importScreen()
  return function LazyScreen() {
    return (
      <Suspense fallback={<ScreenFallback title={title} />}>
        <Screen />
      </Suspense>
    )
  }
}
