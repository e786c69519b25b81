import { createFileRoute } from '@tanstack/react-router'
import { HarrisBenedictPage } from '../../features/calculators/harris-benedict/page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/harris-benedict')({
  head: () =>
    pageHead({
      title: 'Calculadora Harris-Benedict (TMB)',
      description:
        'Calcule sua taxa metabólica basal e as calorias diárias pelo método Harris-Benedict revisado.',
      path: '/calculadoras/harris-benedict',
    }),
  component: HarrisBenedictPage,
})
