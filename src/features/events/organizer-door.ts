/**
 * A side door to the events feature (eslint.config.js): the organizer's and the admin's side —
 * the event form's checks, their calls, figures as printed, the registrations' CSV and their
 * React Query hooks. Only the dashboard's lazily loaded organizer panels import it, so the
 * index's importers (a rider's dashboard, the calendar) never carry it.
 */
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
export {
  NO_FIGURES,
  cancelEvent,
  createEvent,
  listAllEventRegistrations,
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
  useEventRegistrations,
  useOrganizerEvents,
  useOrganizerFigures,
  usePublishedEvents,
  useRecentRegistrations,
  useRegistrationsPerDay,
  type RecentRegistration,
} from './organizer-query'
