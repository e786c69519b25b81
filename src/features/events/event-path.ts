/** The address of an event's page: the slug the server made once, never changed. */
export const eventPath = (slug: string) => `/eventos/${encodeURIComponent(slug)}`
