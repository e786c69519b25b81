import { createFileRoute } from '@tanstack/react-router'
import { Ftp20TestPage } from '../../features/training/pages/ftp-20-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/treinos/teste-ftp-20-minutos')({
  head: () =>
    pageHead({
      title: 'Teste de FTP de 20 minutos',
      description:
        'Teste de FTP de 20 minutos guiado passo a passo: FTP = 95 % da potência média. Com potenciômetro ou rolo, sem internet.',
      path: '/treinos/teste-ftp-20-minutos',
    }),
  component: Ftp20TestPage,
})
