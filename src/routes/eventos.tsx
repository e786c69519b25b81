import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../features/static-pages/coming-soon'
import { comingSoonHead } from '../features/static-pages/head'

export const Route = createFileRoute('/eventos')({
  head: () => comingSoonHead('Calendário de Eventos', '/eventos'),
  component: () => <ComingSoon title="Calendário de Eventos" />,
})
