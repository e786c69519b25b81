import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../features/static-pages/coming-soon'
import { comingSoonHead } from '../features/static-pages/head'

export const Route = createFileRoute('/bike-fit')({
  head: () => comingSoonHead('Bike Fit', '/bike-fit'),
  component: () => <ComingSoon title="Bike Fit" />,
})
