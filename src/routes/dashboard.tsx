import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../features/auth'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead({ title: 'Minha Dashboard', path: '/dashboard', noindex: true }),
  // The prerender has no session: it renders the loading screen, and the browser runs the guard.
  ssr: false,
  beforeLoad: requireSession,
  pendingComponent: () => <LoadingScreen timeoutMs={5000} />,
  component: DashboardPage,
})
