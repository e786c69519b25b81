/**
 * The organizer's panels and the admin's events list, one chunk loaded when one of them opens:
 * they show the server's data only (React Query keeps none on the device), so they stay out of
 * the precache (vite.config.ts) and the worker keeps the chunk once fetched (sw/sw.ts).
 */
export { AdminEvents } from './admin-events'
export { OrganizerAnalyticsTab } from './organizer-analytics-tab'
export { OrganizerEventsTab } from './organizer-events-tab'
export { OrganizerRegistrationsTab } from './organizer-registrations-tab'
export { OrganizerOverview } from './organizer-tabs'
