import { createFileRoute } from '@tanstack/react-router'
import { ChallengePage } from '../../features/challenges/challenge-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/desafios/$slug')({
  // Challenges live on the server: the page is never prerendered (the app shell renders it), and
  // the loader brings the challenge, or the device's copy with no signal, with its head's parts.
  loader: ({ params }) =>
    import('../../features/challenges/challenge-loader')
      .then((m) => m.loadChallengeForPage(params.slug))
      .catch(() => ({ kept: null, head: { title: 'Desafio indisponível', noindex: true } })),
  head: ({ params, loaderData }) =>
    pageHead({
      title: 'Desafio',
      ...loaderData?.head,
      path: `/desafios/${encodeURIComponent(params.slug)}`,
    }),
  component: function ChallengeRoute() {
    const { kept } = Route.useLoaderData()
    return <ChallengePage slug={Route.useParams().slug} initial={kept} />
  },
})
