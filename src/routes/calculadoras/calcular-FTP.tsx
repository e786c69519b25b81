import { createFileRoute } from '@tanstack/react-router'
import { FtpPage } from '../../features/calculators/ftp/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/calcular-FTP')({
  head: () =>
    pageHead({
      title: 'Calculadora de FTP e Zonas de Potência',
      description:
        'Calcule suas zonas de potência a partir do FTP pelos métodos Coggan (7 zonas) e TrainerRoad (6 zonas + Sweet Spot), com W/kg.',
      path: '/calculadoras/calcular-FTP',
    }),
  component: FtpPage,
})
