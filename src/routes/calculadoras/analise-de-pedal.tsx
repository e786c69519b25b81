import { createFileRoute } from '@tanstack/react-router'
import { RideAnalysisPage } from '../../features/rides/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/analise-de-pedal')({
  head: () =>
    pageHead({
      title: 'Análise de Pedal: FTP, Curva de Potência e Zonas',
      description:
        'Envie o arquivo .fit, .gpx ou .tcx do seu pedal e veja o FTP estimado, a curva de potência, a potência normalizada e o tempo em cada zona. Funciona sem internet; o arquivo não sai do aparelho.',
      path: '/calculadoras/analise-de-pedal',
    }),
  component: RideAnalysisPage,
})
