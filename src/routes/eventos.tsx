import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/eventos')({
  head: () => comingSoonHead('Calendário de Eventos', '/eventos'),
  component: () => <ComingSoon title="Calendário de Eventos" />,
})
