import { createFileRoute } from '@tanstack/react-router'
import { ImcPage } from '../../features/calculators/imc/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/imc')({
  head: () =>
    pageHead({
      title: 'Calculadora de IMC',
      description:
        'Calcule seu índice de massa corporal (IMC), veja a classificação e recomendações para ciclistas.',
      path: '/calculadoras/imc',
    }),
  component: ImcPage,
})
