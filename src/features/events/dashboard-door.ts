/**
 * Side door for the dashboards (the rider's 'Meus Eventos', the organizer's and the admin's
 * panels): the event's types and pure helpers (its time on its own clock, price and places), the
 * rider's dashboard calls (`my-events-api.ts`, refusals in pt-BR) and their React Query options
 * and hooks. Not in index.ts: the routes import the index for the calendar's address, and a
 * barrel's re-exports land in its importer's chunk (React Query would reach every first paint).
 * The organizer's form checks, calls, figures and CSV are `organizer-door.ts`.
 */
export * from './types'
export { eventFigures, eventPrice, placesLeft } from './event-format'
export { eventIsOver, eventWhen, fromWallClock, toWallClockFields } from './event-time'
export { EVENT_MESSAGES, EventCallError, eventErrorMessage } from './messages'
export {
  canRate,
  cancelledByOrganizer,
  liveRegistrationCount,
  myRegistrationLabel,
  rateEvent,
  sortMyRegistrations,
  type MyRegistration,
} from './my-events-api'
export {
  EVENTS_KEY,
  myRegistrationsQueryOptions,
  refreshEvents,
  useMyRegistrations,
} from './events-query'
