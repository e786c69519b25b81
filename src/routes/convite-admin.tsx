import { createFileRoute } from '@tanstack/react-router'
import { InvitationPage } from '../features/admin/invitation-page'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/convite-admin')({
  head: () =>
    pageHead({
      title: 'Convite de administrador',
      description: 'Aceite o convite para administrar o Bora Pedalar.',
      path: '/convite-admin',
      noindex: true,
    }),
  component: InvitationPage,
})
