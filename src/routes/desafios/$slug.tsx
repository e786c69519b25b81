import { createFileRoute } from '@tanstack/react-router'
import { ChallengePage } from '../../features/challenges/pages'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/desafios/$slug')({
  // Challenges live on the server: the page is never prerendered (the app shell renders it), and
  // the loader brings the challenge, or the device's copy with no signal, with its head's parts.
  // The loader's module writes the whole head (path included): this definition sits in every
  // page's entry, where each byte counts against the first-paint budget.
  loader: ({ params }) =>
    import('../../features/challenges/pages').then((m) => m.loadChallengePage(params.slug)),
  head: ({ loaderData }) => pageHead(loaderData?.head ?? { title: 'Desafio' }),
  component: function ChallengeRoute() {
    const { kept } = Route.useLoaderData()
    return <ChallengePage slug={Route.useParams().slug} initial={kept} />
  },
})
