import { createFileRoute } from '@tanstack/react-router'
import { RideAnalysisPage } from '../../features/rides/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/analise-de-pedal')({
  head: () =>
    pageHead({
      title: 'Análise de Pedal: FTP, Curva de Potência e Zonas',
      description:
        'Envie o .fit, .gpx ou .tcx do seu pedal: FTP estimado, curva de potência, potência normalizada e tempo em cada zona. Sem internet; o arquivo fica no aparelho.',
      path: '/calculadoras/analise-de-pedal',
    }),
  component: RideAnalysisPage,
})
