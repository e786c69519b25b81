import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../features/static-pages'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/videos')({
  head: () =>
    pageHead({
      title: 'Vídeos',
      description:
        'Vídeos de mountain bike do canal Bora Pedalar: expedições, trilhas, manutenção e muito mais.',
      path: '/videos',
    }),
  component: () => <UnderConstruction title="Vídeos" />,
})
