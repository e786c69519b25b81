import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../features/static-pages'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/reset-password')({
  head: () =>
    pageHead({
      title: 'Redefinir senha',
      description: 'Defina uma nova senha para sua conta do Bora Pedalar.',
      path: '/reset-password',
      noindex: true,
    }),
  component: () => <UnderConstruction title="Redefinir Senha" />,
})
