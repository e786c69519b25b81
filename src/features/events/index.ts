/**
 * The events calendar. What the rest of the app may use: the event's types and pure helpers
 * (its time on its own clock, price and places), the rider's dashboard calls
 * (`my-events-api.ts`, refusals in pt-BR) and their React Query options and hooks
 * (`events-query.ts`: screens loaded after first paint only). The organizer's and the admin's
 * side (form checks, calls, figures, CSV) is the side door `organizer-door.ts`, so that a
 * rider's screens never carry it.
 */
export * from './types'
export { eventFigures, eventPrice, placesLeft } from './event-format'
export { eventIsOver, eventWhen, fromWallClock, toWallClockFields } from './event-time'
export { EVENT_MESSAGES, EventCallError, eventErrorMessage } from './messages'
export {
  REGISTRATION_STATUS_LABELS,
  canRate,
  cancelledByOrganizer,
  liveRegistrationCount,
  myRegistrationLabel,
  rateEvent,
  sortMyRegistrations,
  type MyRegistration,
  type RegistrationStatus,
} from './my-events-api'
export {
  EVENTS_KEY,
  myRegistrationsQueryOptions,
  refreshEvents,
  useMyRegistrations,
} from './events-query'
