import { lazy, Suspense } from 'react'

const load = () => import('./home-screen').then((m) => ({ default: m.HomeScreen }))
const Screen = lazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load()

/**
 * The home route's component. The prerendered page already holds the whole screen (hero, cards,
 * posts, videos); its code and build-time data load after first paint, keeping the page inside its first-paint
 * JavaScript budget. The fallback shows only on a client-side navigation that outruns it.
 */
export function HomePage() {
  return (
    <Suspense
      fallback={
        <p role="status" className="mx-auto min-h-[80vh] max-w-6xl px-4 py-16 text-zinc-300">
          Carregando...
        </p>
      }
    >
      <Screen />
    </Suspense>
  )
}
