import { lazy, memo, Suspense } from 'react'
import type { Kept } from './event-copies'
import type { CalendarEvent } from './types'

const load = () => import('./event-screen').then((m) => ({ default: m.EventScreen }))
const Screen = lazy(load)
if (typeof window !== 'undefined') void load()

/** The `/eventos/<slug>` route's component; its screen loads at runtime, outside first paint. */
export const EventPage = memo(function EventPage({
  slug,
  initial,
}: {
  slug: string
  initial: Kept<CalendarEvent | null> | null
}) {
  return (
    <Suspense
      fallback={
        <p role="status" className="mx-auto min-h-[60vh] max-w-3xl px-4 py-12 text-zinc-300">
          Carregando evento...
        </p>
      }
    >
      <Screen slug={slug} initial={initial} />
    </Suspense>
  )
})
