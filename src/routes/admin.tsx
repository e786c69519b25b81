import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

export const Route = createFileRoute('/admin')({
  head: () => pageHead({ title: 'Painel Administrativo', path: '/admin', noindex: true }),
  component: () => <LoadingScreen />,
})
