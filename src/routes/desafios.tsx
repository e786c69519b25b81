import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../features/static-pages/coming-soon'
import { comingSoonHead } from '../features/static-pages/head'

export const Route = createFileRoute('/desafios')({
  head: () => comingSoonHead('Desafios', '/desafios'),
  component: () => <ComingSoon title="Desafios" />,
})
