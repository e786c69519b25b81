/**
 * The events calendar. What the rest of the app may use: the event's types and pure helpers
 * (its time on its own clock, price and places, the form's checks, the registrations' CSV, the
 * organizer's figures as printed), the dashboards' calls (`my-events-api.ts`,
 * `organizer-api.ts`, refusals in pt-BR) and their React Query options and hooks
 * (`events-query.ts`: screens loaded after first paint only).
 */
export * from './types'
export { eventFigures, eventPrice, placesLeft } from './event-format'
export { eventIsOver, eventWhen, fromWallClock, toWallClockFields } from './event-time'
export {
  EMPTY_EVENT_FORM,
  EVENT_FORM_MESSAGES,
  EVENT_LIMITS,
  EVENT_MAX_LENGTH,
  checkEventForm,
  checkUnpublishReason,
  eventFormValues,
  type EventFormCheck,
  type EventFormField,
  type EventFormValues,
} from './event-form'
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
  NO_FIGURES,
  cancelEvent,
  createEvent,
  publishEvent,
  setRegistrationStatus,
  unpublishEvent,
  updateEvent,
  type EventInput,
  type EventRegistrationRow,
  type OrganizerEvent,
  type OrganizerFigures,
  type RegistrationsOnDay,
} from './organizer-api'
export { REVENUE_NOTE, ratingText, revenueText } from './organizer-figures'
export { CSV_MIME_TYPE, registrationsCsv, registrationsCsvName } from './registrations-csv'
export {
  refreshEvents,
  useEventRegistrations,
  useMyRegistrations,
  useOrganizerEvents,
  useOrganizerFigures,
  usePublishedEvents,
  useRecentRegistrations,
  useRegistrationsPerDay,
  type RecentRegistration,
} from './events-query'
