import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/desafios')({
  head: () => comingSoonHead('Desafios', '/desafios'),
  component: () => <ComingSoon title="Desafios" />,
})
