import { createFileRoute } from '@tanstack/react-router'
import { HeartRatePage } from '../../features/calculators/heart-rate/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento')({
  head: () =>
    pageHead({
      title: 'Calculadora de Frequência Cardíaca e Zonas de Treinamento',
      description:
        'Calcule sua frequência cardíaca máxima e as cinco zonas de treinamento (Fox, Tanaka, Gellish, Gulati) e zonas pelo FTHR.',
      path: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
    }),
  component: HeartRatePage,
})
