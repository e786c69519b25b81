import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/loja')({
  head: () => comingSoonHead('Loja', '/loja'),
  component: () => <ComingSoon title="Loja" />,
})
