/**
 * The events calendar's public door. The data layer for a visitor and a rider (`api.ts`:
 * calendar, event by slug, the rider's registration, register and cancel; `events-query.ts`:
 * React Query options over them) loads on demand, so it never joins a first paint.
 */
/** supabase-js comes with it: call on a rider's action or after first paint. */
export const loadEventsApi = () => import('./api')
export const loadEventsQueries = () => import('./events-query')
