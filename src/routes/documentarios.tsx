import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/documentarios')({
  head: () => comingSoonHead('Documentários', '/documentarios'),
  component: () => <ComingSoon title="Documentários" />,
})
