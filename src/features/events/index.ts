/**
 * The events calendar's public door. What other parts of the app may use:
 * - `CalendarPage`, `EventPage`: the `/eventos` and `/eventos/<slug>` route components (their
 *   screens load after first paint); `loadEventForPage`, the event route's loader;
 * - `RegistrationQueueDelivery`: mounted for a signed-in rider, it sends the registrations made
 *   with no signal at start and whenever the connection returns;
 * - the data layer for a visitor and a rider (`api.ts`: calendar, event by slug, the rider's
 *   registration, register and cancel; `events-query.ts`: React Query options over them),
 *   loaded on demand so it never joins a first paint.
 */
import { optionalLazy } from '../../ui/lazy-part'

export { CalendarPage } from './calendar-page'
export { calendarSearch, type CalendarSearch } from './calendar-search'

export const RegistrationQueueDelivery = optionalLazy(() => import('./queue-delivery'))

/** supabase-js comes with it: call on a rider's action or after first paint. */
export const loadEventsApi = () => import('./api')
export const loadEventsQueries = () => import('./events-query')
