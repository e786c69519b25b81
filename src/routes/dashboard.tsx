import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead({ title: 'Minha Dashboard', path: '/dashboard', noindex: true }),
  component: () => <LoadingScreen timeoutMs={5000} />,
})
