import { createFileRoute } from '@tanstack/react-router'
import { TrainingSectionPage } from '../../features/training/pages/section-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/treinos/')({
  head: () =>
    pageHead({
      title: 'Programa de Treinamentos',
      description:
        'Testes de campo guiados para medir FTP e FTHR, e treinos nas suas zonas para pedalar com sensores ou baixar para o ciclocomputador. Sem internet.',
      path: '/treinos/',
    }),
  component: TrainingSectionPage,
})
