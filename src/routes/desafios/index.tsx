import { createFileRoute } from '@tanstack/react-router'
import { ChallengesPage } from '../../features/challenges/challenges-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/desafios/')({
  head: () =>
    pageHead({
      title: 'Desafios',
      description:
        'Desafios de ciclismo de distância, subida, tempo e Gran Fondo: participe e acompanhe seu progresso pelos pedais que você analisa, mesmo sem sinal.',
      path: '/desafios/',
    }),
  component: ChallengesPage,
})
