import { createFileRoute } from '@tanstack/react-router'
import { EventPage } from '../../features/events/event-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/eventos/$slug')({
  // Events live on the server: the app shell renders the page (the build writes, for link
  // previews, the shell with the head of each event it can read: scripts/event-pages.ts), and the
  // loader brings the event, or the device's copy with no signal, with its head's parts. Its code
  // is kept on the device with the events' copies; offline before that, the page says so.
  loader: ({ params }) =>
    import('../../features/events/event-loader')
      .then((m) => m.loadEventForPage(params.slug))
      .catch(() => ({ kept: null, head: { title: 'Evento indisponível', noindex: true } })),
  head: ({ params, loaderData }) =>
    pageHead({
      title: 'Evento',
      ...loaderData?.head,
      path: `/eventos/${encodeURIComponent(params.slug)}`,
    }),
  component: function EventRoute() {
    const { kept } = Route.useLoaderData()
    return <EventPage slug={Route.useParams().slug} initial={kept} />
  },
})
