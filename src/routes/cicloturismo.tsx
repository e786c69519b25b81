import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/cicloturismo')({
  head: () => comingSoonHead('Cicloturismo', '/cicloturismo'),
  component: () => <ComingSoon title="Cicloturismo" />,
})
