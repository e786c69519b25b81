import { lazy, Suspense } from 'react'

const load = () => import('./privacy-policy').then((m) => ({ default: m.PrivacyPolicy }))
const Policy = lazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load()

/**
 * The /privacidade route's component. The prerendered page already holds the whole text; the
 * text's module loads after first paint (ADR 0002), which keeps the page inside its first-paint
 * JavaScript budget. The fallback shows only on a client-side navigation that outruns it.
 */
export function PrivacyPage() {
  return (
    <Suspense
      fallback={
        <div className="mx-auto min-h-[80vh] max-w-3xl px-4 py-10 sm:py-16">
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
            Política de Privacidade
          </h1>
          <p role="status" className="mt-4 text-lg text-zinc-300">
            Carregando...
          </p>
        </div>
      }
    >
      <Policy />
    </Suspense>
  )
}
