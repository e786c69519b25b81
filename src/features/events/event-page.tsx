import { memo } from 'react'
import { isOnline } from '../../lib/online'
import { optionalLazy } from '../../ui/lazy-part'
import type { Kept } from './event-copies'
import type { CalendarEvent } from './types'

const load = () => import('./event-screen').then((m) => ({ default: m.EventScreen }))
const Screen = optionalLazy(load)
if (typeof window !== 'undefined') void load().catch(() => undefined)

/** While the page's code is on its way, or offline before it was ever kept (see CalendarPage). */
function EventWaiting() {
  // Read as it renders: it shows while loading and after a failure, retried when online.
  const online = isOnline()
  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-8 sm:py-12">
      {online ? (
        <p role="status" className="text-zinc-300">
          Carregando evento...
        </p>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">
            Evento indisponível
          </h1>
          <p role="status" className="mt-3 text-zinc-300">
            Sem conexão, e este evento ainda não foi aberto neste aparelho. Tente de novo quando
            houver sinal.
          </p>
        </>
      )}
    </div>
  )
}

/** The `/eventos/<slug>` route's component; its screen loads at runtime, outside first paint. */
export const EventPage = memo(function EventPage({
  slug,
  initial,
}: {
  slug: string
  initial: Kept<CalendarEvent | null> | null
}) {
  return <Screen slug={slug} initial={initial} fallback={<EventWaiting />} />
})
