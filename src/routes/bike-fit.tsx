import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/bike-fit')({
  head: () => comingSoonHead('Bike Fit', '/bike-fit'),
  component: () => <ComingSoon title="Bike Fit" />,
})
