import { createFileRoute } from '@tanstack/react-router'
import { SuspensionPage } from '../../features/calculators/suspension/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/suspensao')({
  head: () =>
    pageHead({
      title: 'Calculadora de Sag da Suspensão',
      description:
        'Calcule o sag ideal do garfo e do amortecedor da sua bike pelo estilo de pilotagem.',
      path: '/calculadoras/suspensao',
    }),
  component: SuspensionPage,
})
