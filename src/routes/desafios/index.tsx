import { createFileRoute } from '@tanstack/react-router'
import { ChallengesPage } from '../../features/challenges/pages'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/desafios/')({
  head: () =>
    pageHead({
      title: 'Desafios',
      description:
        'Desafios de distância, subida e Gran Fondo: seu progresso vem dos pedais que você analisa.',
      path: '/desafios/',
    }),
  component: ChallengesPage,
})
