/**
 * The events calendar's public door. What other parts of the app may use:
 * - the data layer for a visitor and a rider, loaded on demand so it never joins a first paint:
 *   `loadEventsApi()` (`api.ts`: the calendar, an event by slug, the rider's registration,
 *   register and cancel, the server's refusals in pt-BR) and `loadEventsQueries()`
 *   (`events-query.ts`: React Query options over them);
 * - the calendar's address (`calendarSearch`, `CalendarSearch`);
 * - `RegistrationQueueDelivery` (also through the side door `queue-door.ts`, which the root
 *   route uses).
 * The routes compose `calendar-page.tsx` and `event-page.tsx` (screens loaded after first paint).
 * The dashboards come in through the side doors `dashboard-door.ts` (the rider's registrations,
 * the event's helpers) and `organizer-door.ts` (the organizer's and the admin's side).
 */
export { calendarSearch, type CalendarSearch } from './calendar-search'
export { RegistrationQueueDelivery } from './queue-door'
export type { CalendarEvent, Modality, State, EventTimeZone } from './types'

/** supabase-js comes with it: call on a rider's action or after first paint. */
export const loadEventsApi = () => import('./api')
export const loadEventsQueries = () => import('./events-query')
