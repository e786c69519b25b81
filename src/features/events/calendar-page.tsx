import { memo } from 'react'
import { isOnline } from '../../lib/online'
import { optionalLazy } from '../../ui/lazy-part'
import type { CalendarSearch } from './calendar-search'

const load = () => import('./calendar-screen').then((m) => ({ default: m.CalendarScreen }))
const Screen = optionalLazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load().catch(() => undefined)

/**
 * While the screen's code is on its way, and when it cannot come: its code is left out of the
 * precache and kept with the events' copy from an online visit (vite.config.ts), so offline
 * before any such visit the calendar says why it is empty, and tries again when the signal
 * returns.
 */
function CalendarWaiting() {
  // Read as it renders: it shows while loading and after a failure, retried when online.
  const online = isOnline()
  return (
    <div className="mx-auto min-h-[80vh] max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Calendário de Eventos
      </h1>
      <p role="status" className="mt-3 text-zinc-300">
        {online
          ? 'Carregando eventos...'
          : 'Sem conexão. O calendário fica neste aparelho depois de uma visita com internet.'}
      </p>
    </div>
  )
}

/**
 * The `/eventos` route's component. The prerendered page holds the heading and the filters; the
 * screen's code (React Query, the filters, the cards) loads after first paint.
 */
export const CalendarPage = memo(function CalendarPage({ search }: { search: CalendarSearch }) {
  return <Screen search={search} fallback={<CalendarWaiting />} />
})
