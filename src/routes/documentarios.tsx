import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../features/static-pages/coming-soon'
import { comingSoonHead } from '../features/static-pages/head'

export const Route = createFileRoute('/documentarios')({
  head: () => comingSoonHead('Documentários', '/documentarios'),
  component: () => <ComingSoon title="Documentários" />,
})
