import { createFileRoute } from '@tanstack/react-router'
import { CalculatorsHubPage } from '../../features/calculators/hub-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/')({
  head: () =>
    pageHead({
      title: 'Calculadoras',
      description:
        'Calculadoras gratuitas para ciclistas: zonas de frequência cardíaca, FTP, IMC, Harris-Benedict, pressão dos pneus e sag da suspensão.',
      path: '/calculadoras/',
    }),
  component: CalculatorsHubPage,
})
