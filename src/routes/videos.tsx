import { createFileRoute } from '@tanstack/react-router'
import { VideosPage } from '../features/videos/videos-page'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/videos')({
  // The build-time feed, loaded on demand: at prerender it fills the page and its JSON-LD.
  loader: () => import('../features/videos/page-data').then((m) => m.loadVideosPage()),
  head: ({ loaderData }) =>
    pageHead({
      title: 'Vídeos',
      description:
        'Vídeos de mountain bike do canal Bora Pedalar: expedições, trilhas, manutenção e muito mais.',
      path: '/videos',
      jsonLd: loaderData?.jsonLd,
    }),
  component: function VideosRoute() {
    return <VideosPage initial={Route.useLoaderData().feed} />
  },
})
