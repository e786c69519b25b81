import { createFileRoute } from '@tanstack/react-router'
import { TyrePressurePage } from '../../features/calculators/tyre-pressure/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/pressao-pneus')({
  head: () =>
    pageHead({
      title: 'Calculadora de Pressão dos Pneus',
      description:
        'Calcule a pressão ideal dos pneus dianteiro e traseiro (psi e bar) para MTB, gravel e estrada.',
      path: '/calculadoras/pressao-pneus',
    }),
  component: TyrePressurePage,
})
