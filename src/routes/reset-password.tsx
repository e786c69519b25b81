import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/reset-password-page'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/reset-password')({
  head: () =>
    pageHead({
      title: 'Redefinir senha',
      description: 'Defina uma nova senha para sua conta do Bora Pedalar.',
      path: '/reset-password',
      noindex: true,
    }),
  component: ResetPasswordPage,
})
