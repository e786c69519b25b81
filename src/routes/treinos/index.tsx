import { createFileRoute } from '@tanstack/react-router'
import { TrainingSectionPage } from '../../features/training/pages/section-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/treinos/')({
  head: () =>
    pageHead({
      title: 'Programa de Treinamentos',
      description:
        'Testes de campo guiados para medir seu FTP e sua FTHR, com sensores Bluetooth ou só o cronômetro. Funciona sem internet.',
      path: '/treinos/',
    }),
  component: TrainingSectionPage,
})
