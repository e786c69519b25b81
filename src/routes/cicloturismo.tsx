import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../features/static-pages/coming-soon'
import { comingSoonHead } from '../features/static-pages/head'

export const Route = createFileRoute('/cicloturismo')({
  head: () => comingSoonHead('Cicloturismo', '/cicloturismo'),
  component: () => <ComingSoon title="Cicloturismo" />,
})
