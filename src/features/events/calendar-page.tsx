import { lazy, memo, Suspense } from 'react'
import type { CalendarSearch } from './calendar-search'

const load = () => import('./calendar-screen').then((m) => ({ default: m.CalendarScreen }))
const Screen = lazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load()

/**
 * The `/eventos` route's component. The prerendered page holds the heading and the filters; the
 * screen's code (React Query, the filters, the cards) loads after first paint. The fallback shows
 * only on a client-side navigation that outruns the download.
 */
export const CalendarPage = memo(function CalendarPage({ search }: { search: CalendarSearch }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="mx-auto min-h-[80vh] max-w-6xl px-4 py-12 text-zinc-300">
          Carregando eventos...
        </p>
      }
    >
      <Screen search={search} />
    </Suspense>
  )
})
