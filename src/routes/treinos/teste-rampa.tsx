import { createFileRoute } from '@tanstack/react-router'
import { RampTestPage } from '../../features/training/pages/ramp-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/treinos/teste-rampa')({
  head: () =>
    pageHead({
      title: 'Teste de Rampa',
      description:
        'Teste de rampa guiado, degraus de 1 minuto até a exaustão, rolo em ERG: FTP = 75 % do melhor minuto. Sem internet.',
      path: '/treinos/teste-rampa',
    }),
  component: RampTestPage,
})
