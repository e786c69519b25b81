import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../features/static-pages'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/calculadoras/harris-benedict')({
  head: () =>
    pageHead({
      title: 'Calculadora Harris-Benedict (TMB)',
      description:
        'Calcule sua taxa metabólica basal e as calorias diárias pelo método Harris-Benedict revisado.',
      path: '/calculadoras/harris-benedict',
    }),
  component: () => <UnderConstruction title="Harris-Benedict" />,
})
