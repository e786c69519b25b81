import { createFileRoute } from '@tanstack/react-router'
import { Fthr30TestPage } from '../../features/training/pages/fthr-30-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/treinos/teste-fthr-30-minutos')({
  head: () =>
    pageHead({
      title: 'Teste de FTHR de 30 minutos',
      description:
        'Teste de FTHR de Joe Friel guiado: 30 minutos no limite com cinta cardíaca; FTHR = média dos últimos 20. Sem internet.',
      path: '/treinos/teste-fthr-30-minutos',
    }),
  component: Fthr30TestPage,
})
