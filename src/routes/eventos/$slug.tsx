import { createFileRoute } from '@tanstack/react-router'
import { EventPage } from '../../features/events/event-page'
import { eventHead } from '../../features/events/event-head'

export const Route = createFileRoute('/eventos/$slug')({
  // Events live on the server: the page is never prerendered (the app shell renders it), and the
  // loader brings the event, or the device's copy with no signal, before the head is written.
  loader: ({ params }) =>
    import('../../features/events/event-loader').then((m) => m.loadEventForPage(params.slug)),
  head: ({ params, loaderData }) => eventHead(params.slug, loaderData),
  component: function EventRoute() {
    return <EventPage slug={Route.useParams().slug} initial={Route.useLoaderData()} />
  },
})
