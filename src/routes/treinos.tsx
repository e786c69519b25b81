import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../features/static-pages'

export const Route = createFileRoute('/treinos')({
  head: () => comingSoonHead('Programa de Treinamentos', '/treinos'),
  component: () => <ComingSoon title="Programa de Treinamentos" />,
})
