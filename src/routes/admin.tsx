import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/admin/admin-page'
import { requireAdmin } from '../features/auth'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

export const Route = createFileRoute('/admin')({
  head: () => pageHead({ title: 'Painel Administrativo', path: '/admin', noindex: true }),
  // The prerender has no session: it renders the loading screen, and the browser runs the guard.
  ssr: false,
  beforeLoad: requireAdmin,
  pendingComponent: () => <LoadingScreen />,
  component: AdminPage,
})
