import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../features/static-pages/coming-soon'
import { comingSoonHead } from '../features/static-pages/head'

export const Route = createFileRoute('/rotas')({
  head: () => comingSoonHead('Rotas e Roteiros', '/rotas'),
  component: () => <ComingSoon title="Rotas e Roteiros" />,
})
