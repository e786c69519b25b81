import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../features/static-pages'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/entrar')({
  head: () =>
    pageHead({
      title: 'Entrar',
      description: 'Entre ou crie sua conta no Bora Pedalar para salvar seus resultados.',
      path: '/entrar',
      noindex: true,
    }),
  component: () => <UnderConstruction title="Bem-vindo de Volta" />,
})
