import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/rotas')({
  head: () => comingSoonHead('Rotas e Roteiros', '/rotas'),
  component: () => <ComingSoon title="Rotas e Roteiros" />,
})
